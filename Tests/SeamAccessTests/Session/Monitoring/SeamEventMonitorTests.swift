import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

@MainActor
final class RecordingMonitor: SeamEventMonitor {
    private(set) var events: [SeamAccessEvent] = []

    func record(_ event: SeamAccessEvent) {
        MainActor.assertIsolated("events arrive on the main actor")
        events.append(event)
    }
}

@MainActor
@Suite struct SeamEventMonitorTests {
    let clock = TestClock()
    let english = Locale(identifier: "en_US")

    func card(
        lock: SeamSimulatedLock = SeamSimulatedLock(latency: 1, outcome: .grant),
        keys: [SeamAccessCredential] = [Fixture.key("k")]
    ) async throws -> (SeamUnlockCardViewModel, RecordingMonitor) {
        let seam = try await Fixture.activeSeam(Fixture.scenario(keys, lock: lock), clock: clock)
        let viewModel = SeamUnlockCardViewModel(
            credentialId: "k", service: SeamService(seam: seam), configuration: .init(timeout: 4), clock: clock,
            locale: english)
        let monitor = RecordingMonitor()
        viewModel.eventMonitor = monitor
        viewModel.start()
        return (viewModel, monitor)
    }

    @Test func aGrantedUnlockIsShownStartedAndEndedWithItsDurationOnTheClock() async throws {
        let (viewModel, monitor) = try await card(lock: SeamSimulatedLock(latency: 1.5, outcome: .grant))
        viewModel.start()  // idempotent: shown once
        viewModel.unlock()
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1.5)
        try await eventually { viewModel.phase == .granted }
        #expect(monitor.events == [
            .unlockCardShown(credentialId: "k", provider: "test_lock"),
            .unlockStarted(credentialId: "k", provider: "test_lock"),
            .unlockEnded(credentialId: "k", provider: "test_lock", outcome: .granted, errorCode: nil, duration: 1.5),
        ])
        #expect(monitor.events.map(\.name) == ["unlock_card_shown", "unlock_started", "unlock_ended"])
    }

    @Test func aTimeoutEndsWithItsCodeAndTryAgainIsAnActionThatStartsAnotherAttempt() async throws {
        let (viewModel, monitor) = try await card(lock: SeamSimulatedLock(latency: 0, outcome: .neverAnswer))
        viewModel.unlock()
        try await clock.waitForSleepers(2)
        await clock.advance(by: 4)
        try await eventually { viewModel.phase == .timedOut }
        viewModel.retry()
        #expect(Array(monitor.events.dropFirst()) == [
            .unlockStarted(credentialId: "k", provider: "test_lock"),
            .unlockEnded(credentialId: "k", provider: "test_lock", outcome: .timedOut,
                         errorCode: SeamAccessEvent.ErrorCode(.timedOut), duration: 4),
            .actionTaken(credentialId: "k", provider: "test_lock", action: .retry, errorCode: SeamAccessEvent.ErrorCode(.timedOut)),
            .unlockStarted(credentialId: "k", provider: "test_lock"),
        ])
        #expect(SeamAccessEvent.ErrorCode(.timedOut)?.rawValue == "timedOut")
    }

    @Test func aCancelledAttemptEndsAsCancelled() async throws {
        let (viewModel, monitor) = try await card(lock: SeamSimulatedLock(latency: 5, outcome: .grant))
        viewModel.unlock()
        try await clock.waitForSleepers(2)
        await clock.advance(by: 2)
        viewModel.cancel()
        #expect(monitor.events.last == .unlockEnded(
            credentialId: "k", provider: "test_lock", outcome: .cancelled, errorCode: nil, duration: 2))
    }

    /// A custom service whose SDK refuses the unlock. (Through `SeamService`, a key without a
    /// lock integration is not supported before the tap and starts nothing:
    /// `SeamLockIntegrationAvailabilityTests`.)
    @Test func anAttemptTheSDKRefusesEndsAtOnceWithTheErrorsName() async throws {
        let service = ScriptedService()
        service.setCredentials([Fixture.key("k", provider: "nobody")])
        service.unlockError = .integrationNotFound
        let viewModel = SeamUnlockCardViewModel(credentialId: "k", service: service, configuration: .init(timeout: 4),
                                                clock: clock, locale: english)
        let monitor = RecordingMonitor()
        viewModel.eventMonitor = monitor
        viewModel.start()
        viewModel.unlock()
        #expect(monitor.events.last == .unlockEnded(
            credentialId: "k", provider: "nobody", outcome: .refused,
            errorCode: SeamAccessEvent.ErrorCode(.integrationNotFound), duration: 0))
        #expect(SeamAccessEvent.ErrorCode(.integrationNotFound).rawValue == "integrationNotFound")
    }

    @Test func aConnectionFailureGivesItsCodeButNeverTheDiagnosticText() async throws {
        let (viewModel, monitor) = try await card(
            lock: SeamSimulatedLock(latency: 1, outcome: .fail(debugDescription: "GATT 133 at reader 4471")))
        viewModel.unlock()
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually { monitor.events.count == 3 }
        #expect(monitor.events.last == .unlockEnded(
            credentialId: "k", provider: "test_lock", outcome: .connectionFailed,
            errorCode: SeamAccessEvent.ErrorCode(.connectionFailed(debugDescription: "x")), duration: 1))
        for event in monitor.events { #expect(!String(reflecting: event).contains("GATT")) }
    }

    @Test func aRemedyTappedNamesTheActionAndTheErrorCodeNeverTheVerificationLink() async throws {
        let otpUrl = try #require(URL(string: "https://verify.example.com/otp?code=493817&card=4111111111111111"))
        let error = SeamCredentialError.userInteractionRequired(.completeOtpAuthorization(otpUrl: otpUrl))
        let (viewModel, monitor) = try await card(keys: [Fixture.key("k", errors: [error])])
        viewModel.remedyTapped(for: error)
        viewModel.remedyTapped(for: .userInteractionRequired(.enableBluetooth))
        viewModel.remedyTapped(for: .expired)
        #expect(Array(monitor.events.dropFirst()) == [
            .actionTaken(credentialId: "k", provider: "test_lock", action: .openVerificationPage,
                         errorCode: SeamAccessEvent.ErrorCode(error)),
            .actionTaken(credentialId: "k", provider: "test_lock", action: .promptBluetooth,
                         errorCode: SeamAccessEvent.ErrorCode(.userInteractionRequired(.enableBluetooth))),
            .actionTaken(credentialId: "k", provider: "test_lock", action: .custom,
                         errorCode: SeamAccessEvent.ErrorCode(.expired)),
        ])
        #expect(SeamAccessEvent.ErrorCode(error).rawValue == "userInteractionRequired.completeOtpAuthorization")
        for event in monitor.events {
            let text = String(reflecting: event)
            for secret in ["verify.example.com", "493817", "4111111111111111", Fixture.token] {
                #expect(!text.contains(secret))
            }
        }
    }

    @Test func eventsHoldOnlyIdsEnumsCodesAndDurations() throws {
        let otpUrl = try #require(URL(string: "https://verify.example.com/otp"))
        let events: [SeamAccessEvent] = [
            .keyListShown,
            .unlockCardShown(credentialId: "k", provider: "p"),
            .unlockStarted(credentialId: "k", provider: nil),
            .unlockEnded(credentialId: "k", provider: "p", outcome: .blocked,
                         errorCode: SeamAccessEvent.ErrorCode(.userInteractionRequired(.completeOtpAuthorization(otpUrl: otpUrl))),
                         duration: 2),
            .actionTaken(credentialId: "k", provider: "p", action: SeamAccessEvent.Action(.openURL(otpUrl)),
                         errorCode: SeamAccessEvent.ErrorCode(.credentialErrors([.expired]))),
        ]
        var leaves: [Any] = []
        func walk(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            if mirror.children.isEmpty { leaves.append(value) } else { mirror.children.forEach { walk($0.value) } }
        }
        events.forEach(walk)
        for leaf in leaves {
            let allowed = leaf is String || leaf is TimeInterval || leaf is SeamAccessEvent.UnlockOutcome
                || leaf is SeamAccessEvent.Action || leaf is SeamAccessEvent || String(describing: leaf) == "nil"
            #expect(allowed, "an event holds a \(type(of: leaf))")
            #expect(!(leaf is URL))
        }
        #expect(!events.map { String(reflecting: $0) }.joined().contains("verify.example.com"))
        #expect(events.compactMap(\.credentialId) == ["k", "k", "k", "k"])
    }

    @Test func theListReportsEachAppearanceAndNothingWithoutAMonitor() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("k")]), clock: clock)
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: english)
        list.listAppeared()  // no monitor: nothing to observe, nothing built
        let monitor = RecordingMonitor()
        list.eventMonitor = monitor
        list.listAppeared()
        list.listAppeared()
        #expect(monitor.events == [.keyListShown, .keyListShown])
    }

    @Test func aMonitorSetMidAttemptReportsNoEndWithoutAStart() async throws {
        let seam = try await Fixture.activeSeam(
            Fixture.scenario([Fixture.key("k")], lock: SeamSimulatedLock(latency: 1, outcome: .grant)), clock: clock)
        let viewModel = SeamUnlockCardViewModel(
            credentialId: "k", service: SeamService(seam: seam), configuration: .init(), clock: clock, locale: english)
        viewModel.unlock()
        let monitor = RecordingMonitor()
        viewModel.eventMonitor = monitor
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually { viewModel.phase == .granted }
        #expect(monitor.events.isEmpty)
    }
}
