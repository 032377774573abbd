import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Setting the device's clock back must not keep a revoked or expired key usable offline
/// (issue 29, item 4). The cloud engine remembers the latest time it has seen, in the
/// installation's file; a clock that reads more than 5 minutes earlier counts as stale keys,
/// exactly as keys past `maximumOfflineAge` do, until Seam is reached again.
@Suite(.serialized) struct SeamCloudClockRollbackTests {
    static let t0 = Date(timeIntervalSince1970: 1_750_000_000)  // ImmediateClock's, which primeCache uses
    static let hour: TimeInterval = 3_600
    static let connect = SeamCredentialError.userInteractionRequired(.enableInternet)
    static let keyId = "room-12"
    /// One key that has started and ends in 2099 (after it, `ends`).
    static func payload(ends: String = "2099-01-01T00:00:00Z") -> Data {
        phoneSession(credentials: [credentialJSON(id: keyId, name: "Room 12", endsAt: ends)])
    }

    func onlineSeam(_ harness: CloudHarness, clock: TestClock) async throws -> Seam {
        try harness.seam(try await harness.configuration(retries: 0), clock: clock)
    }

    func offlineSeam(_ harness: CloudHarness, clock: TestClock) async throws -> Seam {
        try harness.seam(try await harness.configuration(baseURL: try CloudHarness.nothingListening(), retries: 0),
                         clock: clock)
    }

    /// Passes the unlock preconditions (the key's provider has no integration here, which is
    /// checked last), or throws what stopped it.
    func unlockPrecondition(_ seam: Seam, _ id: String = keyId) -> SeamError? {
        do {
            _ = try seam.unlock(using: id)
            return nil
        } catch let error as SeamError {
            return error == .integrationNotFound ? nil : error
        } catch {
            return .integrationNotFound
        }
    }

    /// The phone session as the fake serves it, with the server's clock in a `Date` header.
    static func answer(dated date: Date, payload: Data = payload()) -> FakeSeamAPI.Fault {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return .status(200, body: String(decoding: payload, as: UTF8.self), headers: ["Date": formatter.string(from: date)])
    }

    @Test func aClockSetBackBelowATimeAlreadySeenRefusesUnlockAndAFailedRefreshPublishesTheKeysStale() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let clock = TestClock(now: Self.t0)
            let seam = try await onlineSeam(harness, clock: clock)
            try await seam.activate()
            await clock.advance(by: Self.hour)
            #expect(unlockPrecondition(seam) == nil, "seen at t0 + 1 h")

            clock.setBack(by: 2 * Self.hour)
            #expect(unlockPrecondition(seam) == .credentialErrors([Self.connect]))
            await harness.api.state.enqueue([.status(503)])
            await #expect(throws: SeamServiceUnavailableError()) { try await seam.refresh() }
            try await eventually("the keys are published as stale") {
                seam.credentials.map(\.id) == [Self.keyId] && seam.credentials.allSatisfy { $0.errors.first == Self.connect }
            }
            #expect(unlockPrecondition(seam) == .credentialErrors([Self.connect]))
        }
    }

    @Test func seamConfirmingTheKeysAtTheSetBackTimeMakesThemUsableAgain() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let clock = TestClock(now: Self.t0)
            let seam = try await onlineSeam(harness, clock: clock)
            try await seam.activate()
            let keys = seam.credentials
            await clock.advance(by: Self.hour)
            #expect(unlockPrecondition(seam) == nil)
            clock.setBack(by: 2 * Self.hour)
            #expect(unlockPrecondition(seam) == .credentialErrors([Self.connect]))

            // The fake sends no Date header: the device's clock is all there is, and Seam has
            // just confirmed the keys at it.
            try await seam.refresh()
            #expect(seam.credentials == keys)
            #expect(unlockPrecondition(seam) == nil)
        }
    }

    @Test func aSmallSkewWithinTheToleranceStillUnlocks() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let clock = TestClock(now: Self.t0)
            let seam = try await onlineSeam(harness, clock: clock)
            try await seam.activate()
            await clock.advance(by: Self.hour)
            #expect(unlockPrecondition(seam) == nil)
            clock.setBack(by: 4 * 60)
            #expect(unlockPrecondition(seam) == nil)

            let relaunched = try await offlineSeam(harness, clock: TestClock(now: Self.t0 + Self.hour - 4 * 60))
            try await relaunched.activate()
            #expect(relaunched.credentials.allSatisfy { $0.errors.isEmpty })
            #expect(unlockPrecondition(relaunched) == nil)
        }
    }

    @Test func theLatestTimeSeenSurvivesARelaunch() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let clock = TestClock(now: Self.t0)
            let seam = try await onlineSeam(harness, clock: clock)
            try await seam.activate()
            await clock.advance(by: 2 * Self.hour)
            #expect(unlockPrecondition(seam) == nil, "seen at t0 + 2 h; the cache was saved at t0")

            let relaunched = try await offlineSeam(harness, clock: TestClock(now: Self.t0 + Self.hour))
            try await relaunched.activate()
            #expect(relaunched.credentials.map(\.id) == [Self.keyId], "still listed")
            #expect(relaunched.credentials.allSatisfy { $0.errors.first == Self.connect })
            #expect(unlockPrecondition(relaunched) == .credentialErrors([Self.connect]))
        }
    }

    @Test func aCacheSavedInTheFutureIsStaleWhenLoaded() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            try await harness.primeCache()
            // Without the installation's record of the time, the cache's own date still tells.
            try FileManager.default.removeItem(at: harness.cacheDirectory.appendingPathComponent("installation.json"))

            let seam = try await offlineSeam(harness, clock: TestClock(now: Self.t0 - Self.hour))
            try await seam.activate()
            #expect(seam.credentials.map(\.id) == [Self.keyId], "still listed")
            #expect(seam.credentials.allSatisfy { $0.errors.first == Self.connect })
            #expect(unlockPrecondition(seam) == .credentialErrors([Self.connect]))
        }
    }

    @Test func anExpiredKeyDoesNotUnlockAfterTheClockIsSetBackBeforeItsExpiry() async throws {
        // The key ends at t0 + 1 day (2025-06-16T15:06:40Z).
        let ends = Self.t0 + 24 * Self.hour
        try await withCloudHarness(payload: Self.payload(ends: "2025-06-16T15:06:40Z")) { harness in
            let clock = TestClock(now: ends - 2 * Self.hour)
            let seam = try await onlineSeam(harness, clock: clock)
            try await seam.activate()
            #expect(unlockPrecondition(seam) == nil)
            await clock.advance(by: 3 * Self.hour)
            #expect(unlockPrecondition(seam) == .credentialErrors([.expired]))

            clock.setBack(by: 2 * Self.hour)
            #expect(unlockPrecondition(seam) == .credentialErrors([Self.connect]))
            let relaunched = try await offlineSeam(harness, clock: TestClock(now: ends - Self.hour))
            try await relaunched.activate()
            #expect(unlockPrecondition(relaunched) == .credentialErrors([Self.connect]))
        }
    }

    @Test func seamsDateKeepsASetBackClockStaleAfterAGoodAnswer() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let clock = TestClock(now: Self.t0)
            let seam = try await onlineSeam(harness, clock: clock)
            try await seam.activate()
            await clock.advance(by: Self.hour)
            #expect(unlockPrecondition(seam) == nil)
            clock.setBack(by: 2 * Self.hour)

            // Seam's clock says the time already seen was real: the device's is wrong.
            await harness.api.state.enqueue([Self.answer(dated: Self.t0 + Self.hour)])
            try await seam.refresh()
            #expect(seam.credentials.allSatisfy { $0.errors.first == Self.connect })
            #expect(unlockPrecondition(seam) == .credentialErrors([Self.connect]))
        }
    }

    @Test func seamsDateLowersATimeTheClockNeverReallyReached() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            // The clock ran 30 days ahead, was seen there, then was set right.
            let clock = TestClock(now: Self.t0 + 30 * 24 * Self.hour)
            let seam = try await onlineSeam(harness, clock: clock)
            try await seam.activate()
            clock.setBack(by: 30 * 24 * Self.hour)
            #expect(unlockPrecondition(seam) == .credentialErrors([Self.connect]), "a set-back clock, as far as the phone can tell")

            await harness.api.state.enqueue([Self.answer(dated: Self.t0 + 60)])
            try await seam.refresh()
            #expect(seam.credentials.allSatisfy { $0.errors.isEmpty })
            #expect(unlockPrecondition(seam) == nil)
        }
    }

    @Test func signingOutAndInAgainDoesNotForgetTheLatestTimeSeen() async throws {
        try await withCloudHarness(payload: Self.payload()) { harness in
            let clock = TestClock(now: Self.t0)
            let seam = try await onlineSeam(harness, clock: clock)
            try await seam.activate()
            await clock.advance(by: Self.hour)
            #expect(unlockPrecondition(seam) == nil)
            await seam.deactivate()
            #expect(!harness.cacheFiles.contains { $0.hasPrefix("session-") }, "signing out removed the keys")

            clock.setBack(by: 2 * Self.hour)
            let again = try await onlineSeam(harness, clock: clock)
            await harness.api.state.enqueue([Self.answer(dated: Self.t0 + Self.hour)])
            try await again.activate()
            #expect(again.credentials.allSatisfy { $0.errors.first == Self.connect })
            #expect(unlockPrecondition(again) == .credentialErrors([Self.connect]))
        }
    }
}
