import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Built outside any actor, as a SwiftUI `EnvironmentKey.defaultValue` is.
nonisolated func makeServiceOffTheMainActor(_ seam: Seam) -> SeamService {
    SeamService(seam: seam)
}

@MainActor
@Suite struct SeamServiceTests {
    let clock = TestClock()

    @Test func constructibleOutsideTheMainActorAndMirrorsTheSDK() async throws {
        let seam = Seam(backend: .sandbox(Fixture.scenario([Fixture.key("a")])), clock: clock)
        let service = await Task.detached { makeServiceOffTheMainActor(seam) }.value
        #expect(!service.isActive)
        #expect(service.credentials.isEmpty)
        try service.initialize(clientSessionToken: Fixture.token)
        try await service.activate()
        #expect(service.isActive)
        #expect(service.credentials.map(\.id) == ["a"])
        #expect(service.seam === seam)
    }

    @Test func defaultInitMirrorsTheSharedInstance() {
        #expect(SeamService().seam === Seam.shared)
    }

    @Test func objectWillChangeFiresBeforeEachChange() async throws {
        let seam = Seam(backend: .sandbox(Fixture.scenario([Fixture.key("a")])), clock: clock)
        let service = SeamService(seam: seam)
        var credentialsSeenAtWillChange: [[String]] = []
        let cancellable = service.objectWillChange.sink { _ in
            credentialsSeenAtWillChange.append(service.credentials.map(\.id))
        }
        var sessionSeenAtWillChange: [SeamSessionState] = []
        let session = service.objectWillChange.sink { _ in sessionSeenAtWillChange.append(service.sessionState) }
        defer { session.cancel() }
        try service.initialize(clientSessionToken: Fixture.token)
        try await service.activate()
        await service.deactivate(deintegrate: false)
        // (Activating, when the main actor publishes it before the activation ends), active
        // with the keys, signed out clearing them.
        #expect(credentialsSeenAtWillChange.last == ["a"])
        #expect(credentialsSeenAtWillChange.dropLast().allSatisfy { $0.isEmpty })
        #expect(sessionSeenAtWillChange.filter { $0 != .activating } == [.notSignedIn, .active])
        #expect(service.sessionState == .signedOut)
        cancellable.cancel()
    }

    @Test func forwardsRefreshAndUnlock() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("a")]), clock: clock)
        let service = SeamService(seam: seam)
        #expect(try await service.refresh().map(\.id) == ["a"])
        let events = EventRecorder(try service.unlock(using: "a", timeout: 5))
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .grantedAccess])
        #expect(throws: SeamError.invalidCredentialId) { _ = try service.unlock(using: "zzz", timeout: 5) }
    }

    @Test func previewServiceActivatesItselfOnTheSandbox() async throws {
        let service = PreviewSeamService(clock: clock)
        try await eventually { service.isActive }
        #expect(service.credentials.count == PreviewSeamService.Samples.credentials(now: clock.now).count)
        // Previews take the UI models straight from the samples.
        #expect(service.credentials == PreviewSeamService.Samples.accessCredentials(now: clock.now))
        let inactive = PreviewSeamService(activated: false, clock: clock)
        #expect(!inactive.isActive)
        try inactive.initialize(clientSessionToken: PreviewSeamService.Samples.token)
    }

    /// The example app's Sign In after a sign-out: `activate()` alone threw
    /// `initializationRequired` forever (issue 18, finding 1).
    @Test func previewServiceSignsInAgainAfterASignOut() async throws {
        let service = PreviewSeamService(scenario: Fixture.scenario([Fixture.key("a")]), activated: false, clock: clock)
        await #expect(throws: SeamError.initializationRequired) { try await service.activate() }
        try await service.signIn()
        #expect(service.isActive)
        #expect(service.credentials.map(\.id) == ["a"])
        try await service.signIn()  // already active: nothing to do
        await service.deactivate(deintegrate: false)
        #expect(!service.isActive)
        try await service.signIn()
        #expect(service.isActive)
        #expect(service.credentials.map(\.id) == ["a"])
    }

    @Test func servicesAreUsableAsExistentials() {
        let service: any SeamServiceProtocol = PreviewSeamService(clock: clock)
        let viewModel = SeamCredentialsViewModel(seam: service)
        #expect(viewModel.service === service)
    }
}
