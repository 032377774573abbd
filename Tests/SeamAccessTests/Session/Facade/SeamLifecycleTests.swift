import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

@Suite struct SeamLifecycleTests {
    let clock = TestClock()

    func makeSeam(_ engine: SpyEngine) -> Seam {
        Seam(backend: .spy(engine), clock: clock)
    }

    @Test(arguments: ["", "  ", "not-a-token", "seam_at_abc"])
    func initializeRejectsEmptyOrMalformedTokens(_ token: String) {
        let seam = makeSeam(SpyEngine())
        #expect(throws: SeamError.invalidClientSessionToken) { try seam.initialize(clientSessionToken: token) }
    }

    @Test func initializeTwiceWithoutDeactivateThrowsAlreadyInitialized() throws {
        let seam = makeSeam(SpyEngine())
        try seam.initialize(clientSessionToken: Fixture.token)
        #expect(throws: SeamError.alreadyInitialized) { try seam.initialize(clientSessionToken: Fixture.token) }
    }

    @Test func commandsBeforeInitializeThrowInitializationRequired() async {
        let seam = makeSeam(SpyEngine())
        await #expect(throws: SeamError.initializationRequired) { try await seam.activate() }
        await #expect(throws: SeamError.initializationRequired) { try await seam.refresh() }
        #expect(throws: SeamError.initializationRequired) { _ = try seam.unlock(using: "x") }
    }

    @Test func activatePublishesCredentialsAndIsActive() async throws {
        let engine = SpyEngine(credentials: [Fixture.key("a")])
        let seam = makeSeam(engine)
        try seam.initialize(clientSessionToken: Fixture.token)
        #expect(!seam.isActive)
        try await seam.activate()
        #expect(seam.isActive)
        #expect(seam.credentials.map(\.id) == ["a"])
    }

    @Test func repeatedActivateWhileActiveIsANoOp() async throws {
        let engine = SpyEngine()
        let seam = makeSeam(engine)
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        try await seam.activate()
        #expect(engine.activations == 1)
    }

    @Test func concurrentActivationsRunOnce() async throws {
        let engine = SpyEngine(credentials: [Fixture.key("a")])
        engine.holdActivation = true
        let seam = makeSeam(engine)
        try seam.initialize(clientSessionToken: Fixture.token)
        async let first: Void = seam.activate()
        async let second: Void = seam.activate()
        async let third: Void = seam.activate()
        try await eventually { engine.isHoldingActivation }
        engine.releaseActivation()
        _ = try await (first, second, third)
        #expect(engine.activations == 1)
        #expect(seam.isActive)
    }

    @Test func failedActivationCanBeRetried() async throws {
        let engine = SpyEngine(credentials: [Fixture.key("a")])
        engine.activationError = .internetConnectionRequired
        let seam = makeSeam(engine)
        try seam.initialize(clientSessionToken: Fixture.token)
        await #expect(throws: SeamError.internetConnectionRequired) { try await seam.activate() }
        #expect(!seam.isActive)
        engine.activationError = nil
        try await seam.activate()
        #expect(seam.isActive)
        #expect(engine.activations == 2)
    }

    @Test func deactivateIsIdempotentAndReturnsToUninitialized() async throws {
        let engine = SpyEngine(credentials: [Fixture.key("a")])
        let seam = makeSeam(engine)
        await seam.deactivate(deintegrate: false)  // while uninitialized: no-op
        #expect(engine.deactivations.isEmpty)
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        await seam.deactivate(deintegrate: true)
        await seam.deactivate(deintegrate: true)
        #expect(engine.deactivations == [true])
        #expect(!seam.isActive)
        #expect(seam.credentials.isEmpty)
        await #expect(throws: SeamError.initializationRequired) { try await seam.activate() }
        try seam.initialize(clientSessionToken: Fixture.token)  // allowed again
    }

    @Test func everyCommandDuringDeactivationThrowsDeactivationInProgress() async throws {
        let engine = SpyEngine(credentials: [Fixture.key("a")])
        engine.holdDeactivation = true
        let seam = makeSeam(engine)
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        let deactivation = Task { await seam.deactivate(deintegrate: false) }
        try await eventually { engine.isHoldingDeactivation }

        #expect(throws: SeamError.deactivationInProgress) { try seam.initialize(clientSessionToken: Fixture.token) }
        await #expect(throws: SeamError.deactivationInProgress) { try await seam.activate() }
        await #expect(throws: SeamError.deactivationInProgress) { try await seam.refresh() }
        #expect(throws: SeamError.deactivationInProgress) { _ = try seam.unlock(using: "a") }
        let second = Task { await seam.deactivate(deintegrate: false) }  // joins, does not start another

        engine.releaseDeactivation()
        await deactivation.value
        await second.value
        #expect(engine.deactivations == [false])
    }

    @Test func deactivateDuringActivationEndsIt() async throws {
        let engine = SpyEngine(credentials: [Fixture.key("a")])
        engine.holdActivation = true
        let seam = makeSeam(engine)
        try seam.initialize(clientSessionToken: Fixture.token)
        let activation = Task { try await seam.activate() }
        try await eventually { engine.isHoldingActivation }
        let deactivation = Task { await seam.deactivate(deintegrate: false) }
        try await eventually { engine.deactivations.count == 1 }
        engine.releaseActivation()
        await deactivation.value
        await #expect(throws: SeamError.deactivationInProgress) { try await activation.value }
        #expect(!seam.isActive)
        #expect(seam.credentials.isEmpty)
    }

    @Test func refreshPublishesNewCredentialsAndAFailureKeepsTheOldOnes() async throws {
        let engine = SpyEngine(credentials: [Fixture.key("a")])
        let seam = makeSeam(engine)
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        engine.credentials = [Fixture.key("a"), Fixture.key("b")]
        let refreshed = try await seam.refresh()
        #expect(refreshed.map(\.id) == ["a", "b"])
        #expect(seam.credentials.map(\.id) == ["a", "b"])
        engine.refreshError = SeamError.internetConnectionRequired
        await #expect(throws: SeamError.internetConnectionRequired) { try await seam.refresh() }
        #expect(seam.credentials.map(\.id) == ["a", "b"])
    }

    @Test func nonSeamBackendErrorsSurfaceAsInternetConnectionRequiredAndAreLogged() async throws {
        struct Broken: Error {}
        let engine = SpyEngine()
        let logged = LogCollector()
        let seam = Seam(backend: .spy(engine), clock: clock, logger: logged.logger)
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        engine.refreshError = Broken()
        await #expect(throws: SeamError.internetConnectionRequired) { try await seam.refresh() }
        #expect(logged.messages.contains { $0.contains("Broken") })
    }

    @Test func backgroundUpdatesPublishOnlyWhileActiveAndOnlyWhenChanged() async throws {
        let engine = SpyEngine(credentials: [Fixture.key("a")])
        let seam = makeSeam(engine)
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        let recorder = EventRecorder(seam.credentialsPublisher)
        let context = try #require(engine.context)
        await context.publish([Fixture.key("a")])  // unchanged: not emitted
        await context.publish([Fixture.key("a"), Fixture.key("b")])
        await seam.deactivate(deintegrate: false)
        await context.publish([Fixture.key("late")])  // after deactivation: ignored
        #expect(recorder.values.map { $0.map(\.id) } == [["a"], ["a", "b"], []])
    }

    @Test func tokenNeverAppearsInLogs() async throws {
        let logged = LogCollector()
        let seam = Seam(backend: .sandbox(Fixture.scenario([Fixture.key("a")])), clock: clock, logger: logged.logger)
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        _ = try? seam.unlock(using: "missing")
        await seam.deactivate(deintegrate: true)
        #expect(!logged.messages.isEmpty)
        #expect(!logged.messages.contains { $0.contains("1891oq") })
    }
}
