import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// An integration that implements the proximity-aware requirement and records what it got.
final class ProximityRecordingIntegration: SeamLockIntegration, @unchecked Sendable {
    // Safe to share: `received` is only touched while `lock` is held.
    let provider: String
    private let lock = NSLock()
    private var received: [SeamUnlockProximity?] = []

    init(provider: String = "proximity_lock") { self.provider = provider }

    /// The proximity of each call, in order.
    var proximities: [SeamUnlockProximity?] { lock.withLock { received } }

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        .connectionFailed(debugDescription: "unlock(_:) called instead of unlock(_:proximity:)")
    }

    func unlock(_ credential: SeamCredential, proximity: SeamUnlockProximity?) async -> SeamLockOutcome {
        lock.withLock { received.append(proximity) }
        return .granted
    }
}

/// An integration written before proximities existed: only `unlock(_:)`.
final class ProximityUnawareIntegration: SeamLockIntegration, @unchecked Sendable {
    // Safe to share: `calls` is only touched while `lock` is held.
    let provider = "old_lock"
    private let lock = NSLock()
    private var calls = 0

    var callCount: Int { lock.withLock { calls } }

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        lock.withLock { calls += 1 }
        return .granted
    }
}

@Suite struct SeamUnlockProximityTests {
    let clock = TestClock()

    static func key(_ id: String, provider: String = "proximity_lock", proximities: [SeamUnlockProximity],
                    errors: [SeamCredentialError] = []) -> SeamAccessCredential {
        SeamAccessCredential(id: id, name: id, location: "Test Hotel", errors: errors, provider: provider,
                             supportedUnlockProximities: proximities)
    }

    static let keys = [
        key("touch-only", proximities: [.touch]),
        key("nearby-only", proximities: [.nearby]),
        key("nearby-first", proximities: [.nearby, .touch]),
        key("none", proximities: []),
        key("expired-touch", proximities: [.touch], errors: [.expired]),
        key("expired-none", proximities: [], errors: [.expired]),
        key("old", provider: "old_lock", proximities: [.touch, .nearby]),
    ]

    func seam(with integration: any SeamLockIntegration) async throws -> Seam {
        let seam = try await Fixture.activeSeam(Fixture.scenario(Self.keys), clock: clock)
        seam.register(integration)
        return seam
    }

    /// Runs one unlock to its end and returns its events.
    func events(_ publisher: AnyPublisher<SeamUnlockEvent, Never>) async throws -> [SeamUnlockEvent] {
        let recorder = EventRecorder(publisher)
        try await recorder.waitForFinish()
        return recorder.values
    }

    @Test func withoutAProximityTheIntegrationReceivesTheKeysPreferredOne() async throws {
        let integration = ProximityRecordingIntegration()
        let seam = try await seam(with: integration)
        #expect(try await events(seam.unlock(using: "nearby-first", proximity: nil)) == [.launched, .grantedAccess])
        #expect(try await events(seam.unlock(using: "touch-only", proximity: nil)) == [.launched, .grantedAccess])
        #expect(integration.proximities == [.nearby, .touch])
    }

    @Test @MainActor func theSpecsUnlockIsTheSameAsNoProximity() async throws {
        let integration = ProximityRecordingIntegration()
        let seam = try await seam(with: integration)
        let publishers = [
            try seam.unlock(using: "nearby-first").map(SeamAccessUnlockEvent.init).eraseToAnyPublisher(),
            try seam.unlock(using: "touch-only", timeout: 5).map(SeamAccessUnlockEvent.init).eraseToAnyPublisher(),
            try SeamService(seam: seam).unlock(using: "nearby-first", timeout: 5),
        ]
        for publisher in publishers {
            let recorder = EventRecorder(publisher)
            try await recorder.waitForFinish()
            #expect(recorder.values == [.launched, .grantedAccess])
        }
        #expect(integration.proximities == [.nearby, .touch, .nearby])
    }

    @Test func aSupportedProximityReachesTheIntegration() async throws {
        let integration = ProximityRecordingIntegration()
        let seam = try await seam(with: integration)
        #expect(try await events(seam.unlock(using: "nearby-first", proximity: .touch)) == [.launched, .grantedAccess])
        #expect(try await events(seam.unlock(using: "nearby-first", proximity: .nearby, timeout: 3))
            == [.launched, .grantedAccess])
        #expect(integration.proximities == [.touch, .nearby])
    }

    @Test func aKeyThatListsNoneLetsTheIntegrationDecide() async throws {
        let integration = ProximityRecordingIntegration()
        let seam = try await seam(with: integration)
        #expect(try await events(seam.unlock(using: "none")) == [.launched, .grantedAccess])
        #expect(integration.proximities == [nil])
    }

    @Test(arguments: [
        ("touch-only", SeamUnlockProximity.nearby),
        ("nearby-only", .touch),
        ("none", .touch),
        ("none", .nearby),
    ])
    func aProximityTheKeyDoesNotListIsRefusedBeforeTheLockIsAsked(id: String, proximity: SeamUnlockProximity) async throws {
        let integration = ProximityRecordingIntegration()
        let seam = try await seam(with: integration)
        #expect(throws: SeamUnsupportedUnlockProximityError(proximity: proximity)) {
            try seam.unlock(using: id, proximity: proximity)
        }
        await settle()
        #expect(integration.proximities.isEmpty)
    }

    @Test func theRefusalNamesTheCaseAndReadsClearly() {
        let error = SeamFailure.unsupportedUnlockProximity(.nearby)
        #expect(error.description == "unsupportedUnlockProximity [nearby]")
        #expect(!error.isRetryable)
        let english = SeamStatusPresentation(failure: error, locale: Locale(identifier: "en"))
        #expect(english.title == "This key can’t unlock that way")
        #expect(english.action == nil)
    }

    @Test func anUnknownKeyIsStillInvalidAndTheKeysErrorsWinOverAWrongProximity() async throws {
        let seam = try await seam(with: ProximityRecordingIntegration())
        #expect(throws: SeamError.invalidCredentialId) { try seam.unlock(using: "missing", proximity: .touch) }
        // An expired key is expired at any proximity: saying "not that way" would be a dead end.
        #expect(throws: SeamError.credentialErrors([.expired])) {
            try seam.unlock(using: "expired-touch", proximity: .nearby)
        }
        #expect(throws: SeamError.credentialErrors([.expired])) {
            try seam.unlock(using: "expired-touch", proximity: .touch)
        }
    }

    @Test func anExpiredKeyThatListsNoProximitySaysItIsExpired() async throws {
        let seam = try await seam(with: ProximityRecordingIntegration())
        #expect(throws: SeamError.credentialErrors([.expired])) {
            try seam.unlock(using: "expired-none", proximity: .touch)
        }
        #expect(throws: SeamUnsupportedUnlockProximityError(proximity: .touch)) { try seam.unlock(using: "none", proximity: .touch) }
    }

    @Test func anIntegrationWrittenBeforeProximitiesStillUnlocksAtEitherProximity() async throws {
        let integration = ProximityUnawareIntegration()
        let seam = try await seam(with: integration)
        #expect(try await events(seam.unlock(using: "old", proximity: .nearby)) == [.launched, .grantedAccess])
        #expect(try await events(seam.unlock(using: "old")) == [.launched, .grantedAccess])
        #expect(integration.callCount == 2)
    }

    @Test func aCredentialKeepsEachProximityOnceInItsFirstPlace() {
        let key = SeamAccessCredential(id: "k", name: "K", location: "", supportedUnlockProximities: [.nearby, .touch, .nearby])
        #expect(key.supportedUnlockProximities == [.nearby, .touch])
        #expect(SeamAccessCredential(id: "k", name: "K", location: "").supportedUnlockProximities.isEmpty)
    }
}
