import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// One confirmation is good for one unlock, started soon: the publisher
/// `Seam.confirmAndUnlock` returns does not unlock again for a second subscriber, nor for one
/// that comes after the deadline.
@MainActor
@Suite struct SeamConfirmedUnlockTests {
    let clock = TestClock()
    let owner = FakeDevice(hasBiometrics: true, hasPasscode: true)

    func activeSeam(proximities: [SeamUnlockProximity] = []) async throws -> (Seam, ObservedIntegration) {
        let key = SeamAccessCredential(id: "k", name: "Room 101", location: "Test Hotel", provider: "observed",
                                       supportedUnlockProximities: proximities)
        let seam = try await Fixture.activeSeam(Fixture.scenario([key]), clock: clock)
        let lock = ObservedIntegration(clock: clock)
        seam.register(lock)
        return (seam, lock)
    }

    static func isRefusal(_ event: SeamUnlockEvent?) -> Bool {
        if case .connectionFailed = event { true } else { false }
    }

    @Test func aSecondSubscriptionUnlocksNothing() async throws {
        let (seam, lock) = try await activeSeam()
        let events = try await seam.confirmAndUnlock(using: "k", locale: .english, confirmation: .always(), authenticator: owner)
        let first = EventRecorder(events)
        try await first.waitForCount(1)
        try await eventually { lock.callCount == 1 }

        let second = EventRecorder(events)
        try await second.waitForFinish()
        #expect(second.values.count == 1 && Self.isRefusal(second.values.first), "\(second.values)")
        for _ in 0..<50 { await Task.yield() }
        #expect(lock.callCount == 1, "one confirmation, one unlock")
        #expect(first.values == [.launched], "the first attempt goes on")
    }

    @Test func aSubscriptionAfterTheDeadlineUnlocksNothing() async throws {
        let (seam, lock) = try await activeSeam()
        let events = try await seam.confirmAndUnlock(using: "k", locale: .english, confirmation: .always(), authenticator: owner)
        await clock.advance(by: Seam.confirmedUnlockDeadline + 1)
        let late = EventRecorder(events)
        try await late.waitForFinish()
        #expect(late.values.count == 1 && Self.isRefusal(late.values.first), "\(late.values)")
        for _ in 0..<50 { await Task.yield() }
        #expect(lock.callCount == 0)
    }

    @Test func aSubscriptionJustBeforeTheDeadlineUnlocks() async throws {
        let (seam, lock) = try await activeSeam()
        let events = try await seam.confirmAndUnlock(using: "k", locale: .english, confirmation: .always(), authenticator: owner)
        await clock.advance(by: Seam.confirmedUnlockDeadline - 1)
        let recorder = EventRecorder(events)
        try await recorder.waitForCount(1)
        #expect(recorder.values == [.launched])
        try await eventually { lock.callCount == 1 }
    }

    @Test func theProximityOverloadRefusesAnUnsupportedProximityBeforeAsking() async throws {
        let (seam, lock) = try await activeSeam(proximities: [.touch])
        let asked = FakeOwnerAuthenticator()
        await #expect(throws: SeamUnsupportedUnlockProximityError(proximity: .nearby)) {
            _ = try await seam.confirmAndUnlock(using: "k", proximity: .nearby, locale: .english, confirmation: .always(), authenticator: asked)
        }
        #expect(asked.questions.isEmpty)

        let events = EventRecorder(try await seam.confirmAndUnlock(using: "k", proximity: .touch, locale: .english, confirmation: .always(),
                                                                    authenticator: owner))
        try await events.waitForCount(1)
        #expect(events.values == [.launched])
        try await eventually { lock.callCount == 1 }
    }
}
