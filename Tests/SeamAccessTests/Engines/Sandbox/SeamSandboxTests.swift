import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

@Suite struct SeamSandboxTests {
    let clock = TestClock()

    @Test func samplesCoverAReadyKeyAndEveryCredentialErrorAndInteraction() throws {
        let keys = PreviewSeamService.Samples.credentials(now: clock.now)
        #expect(keys.contains { $0.errors.isEmpty })
        let codes = Set(keys.flatMap(\.errors).map(\.code))
        let expected: Set<String> = [
            "awaitingLocalCredential", "expired", "contactSeamSupport", "unsupportedDevice", "unknown",
            "userInteractionRequired.completeOtpAuthorization", "userInteractionRequired.enableInternet",
            "userInteractionRequired.enableBluetooth", "userInteractionRequired.grantBluetoothPermission",
            "userInteractionRequired.appRestartRequired",
        ]
        #expect(codes == expected)
        #expect(Set(keys.map(\.id)).count == keys.count, "ids are unique")
        let later = try #require(keys.first { $0.id == PreviewSeamService.Samples.ID.notYetValid })
        #expect(later.errors.isEmpty && later.isNotYetValid(at: clock.now), "one key is not valid yet")
        #expect(!later.isNotYetValid(at: clock.now.addingTimeInterval(PreviewSeamService.Samples.notYetValidStartsAfter)))
    }

    @Test func samplesAreDeterministicForAGivenTime() {
        #expect(PreviewSeamService.Samples.credentials(now: clock.now) == PreviewSeamService.Samples.credentials(now: clock.now))
    }

    @Test func defaultScenarioSimulatesEachLockBehaviour() async throws {
        let seam = Seam(backend: .sandbox(), clock: clock)
        try seam.initialize(clientSessionToken: PreviewSeamService.Samples.token)
        let activation = Task { try await seam.activate() }
        try await clock.waitForSleepers(1)
        await clock.advance(by: SeamSandboxScenario.default.activationLatency)
        try await activation.value
        #expect(seam.credentials.count == 17)

        func outcome(_ id: String, after seconds: TimeInterval) async throws -> [SeamUnlockEvent] {
            let events = EventRecorder(try seam.unlock(using: id))
            try await events.waitForCount(1)
            try await clock.waitForSleepers(3)  // background change + lock + timeout
            await clock.advance(by: seconds)
            try await events.waitForFinish()
            return events.values
        }
        #expect(try await outcome(PreviewSeamService.Samples.ID.room, after: 1.2) == [.launched, .grantedAccess])
        #expect(try await outcome(PreviewSeamService.Samples.ID.office, after: 0.8) == [.launched, .grantedAccess])
        let failed = try await outcome(PreviewSeamService.Samples.ID.gym, after: 1.5)
        #expect(failed.first == .launched)
        #expect(failed.last == .connectionFailed(debugDescription: "BLE GATT write failed (sandbox)"))
        #expect(throws: SeamError.integrationNotFound) { _ = try seam.unlock(using: PreviewSeamService.Samples.ID.spa) }
    }

    @Test func theAwaitingKeyBecomesReadyAfterEightSecondsThroughTheAutoUpdatePath() async throws {
        let seam = Seam(backend: .sandbox(), clock: clock)
        try seam.initialize(clientSessionToken: PreviewSeamService.Samples.token)
        let activation = Task { try await seam.activate() }
        try await clock.waitForSleepers(1)
        await clock.advance(by: 0.4)
        try await activation.value
        let updates = EventRecorder(seam.credentialsPublisher)
        func awaitingErrors() -> [SeamCredentialError]? {
            seam.credentials.first { $0.id == PreviewSeamService.Samples.ID.awaiting }?.errors
        }
        #expect(awaitingErrors() == [.awaitingLocalCredential])
        try await clock.waitForSleepers(1)
        await clock.advance(by: 7.9)
        #expect(awaitingErrors() == [.awaitingLocalCredential])
        await clock.advance(by: 0.1)
        try await eventually { awaitingErrors() == [] }
        #expect(updates.values.count == 2)
    }

    @Test func scriptedActivationAndRefreshFailuresThenSuccess() async throws {
        var scenario = Fixture.scenario([Fixture.key("a")])
        scenario.activationFailures = [.internetConnectionRequired, .invalidClientSessionToken]
        scenario.refreshFailures = [.internetConnectionRequired]
        let seam = Seam(backend: .sandbox(scenario), clock: clock)
        try seam.initialize(clientSessionToken: Fixture.token)
        await #expect(throws: SeamError.internetConnectionRequired) { try await seam.activate() }
        await #expect(throws: SeamError.invalidClientSessionToken) { try await seam.activate() }
        try await seam.activate()
        await #expect(throws: SeamError.internetConnectionRequired) { try await seam.refresh() }
        #expect(try await seam.refresh().map(\.id) == ["a"])
    }

    @Test func changesCanRemoveKeysAndAddErrors() async throws {
        let scenario = Fixture.scenario(
            [Fixture.key("a"), Fixture.key("b")],
            changes: [.removes("a", after: 1), .setErrors([.unknown], on: "b", after: 2)])
        let seam = try await Fixture.activeSeam(scenario, clock: clock)
        try await clock.waitForSleepers(1)
        await clock.advance(by: 1)
        try await eventually { seam.credentials.map(\.id) == ["b"] }
        try await clock.waitForSleepers(1)  // the change task is waiting for its next change
        await clock.advance(by: 1)
        try await eventually { seam.credentials.first?.errors == [.unknown] }
    }

    @Test func deactivationStopsScheduledChanges() async throws {
        let scenario = Fixture.scenario([Fixture.key("a")], changes: [.removes("a", after: 5)])
        let seam = try await Fixture.activeSeam(scenario, clock: clock)
        try await clock.waitForSleepers(1)
        await seam.deactivate(deintegrate: false)
        try await eventually { clock.sleeperCount == 0 }
    }
}
