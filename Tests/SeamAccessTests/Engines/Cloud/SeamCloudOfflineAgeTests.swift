import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Keys the server has not confirmed for longer than `maximumOfflineAge` (3 days by default)
/// are listed but ask for a connection and do not unlock, until a refresh reaches Seam.
@Suite(.serialized) struct SeamCloudOfflineAgeTests {
    static let primedAt = Date(timeIntervalSince1970: 1_750_000_000)  // ImmediateClock's, which primeCache uses
    static let day: TimeInterval = 86_400
    static let connect = SeamCredentialError.userInteractionRequired(.enableInternet)

    func offlineSeam(_ harness: CloudHarness, clock: TestClock, maximumAge: TimeInterval? = nil) async throws -> Seam {
        var configuration = try await harness.configuration(baseURL: try CloudHarness.nothingListening(), retries: 0)
        if let maximumAge { configuration.maximumOfflineAge = maximumAge }
        return try harness.seam(configuration, clock: clock)
    }

    /// Passes the unlock preconditions (the cached provider has no integration here, which is
    /// checked last), or throws what stopped it.
    func unlockPrecondition(_ seam: Seam, _ id: String) -> SeamError? {
        do {
            _ = try seam.unlock(using: id)
            return nil
        } catch let error as SeamError {
            return error == .integrationNotFound ? nil : error
        } catch {
            return .integrationNotFound
        }
    }

    @Test func theDefaultIsThreeDays() {
        #expect(SeamCloudConfiguration().maximumOfflineAge == 3 * Self.day)
    }

    @Test func aCacheYoungerThanTheMaximumUnlocks() async throws {
        try await withCloudHarness { harness in
            let keys = try await harness.primeCache()
            let seam = try await offlineSeam(harness, clock: TestClock(now: Self.primedAt + 3 * Self.day - 1))
            try await seam.activate()
            #expect(seam.credentials.map(SeamAccessCredential.init) == keys)
            let usable = try #require(keys.first { $0.errors.isEmpty })
            #expect(unlockPrecondition(seam, usable.id) == nil)
        }
    }

    @Test func aCacheOlderThanTheMaximumListsKeysThatAskForAConnectionAndDoNotUnlock() async throws {
        try await withCloudHarness { harness in
            let keys = try await harness.primeCache()
            let seam = try await offlineSeam(harness, clock: TestClock(now: Self.primedAt + 3 * Self.day))
            try await seam.activate()
            #expect(seam.credentials.map(\.id) == keys.map(\.id), "still listed")
            #expect(seam.credentials.allSatisfy { $0.errors.first == Self.connect })
            let usable = try #require(keys.first { $0.errors.isEmpty })
            #expect(unlockPrecondition(seam, usable.id) == .credentialErrors([Self.connect]))
        }
    }

    @Test func theMaximumIsConfigurable() async throws {
        try await withCloudHarness { harness in
            let keys = try await harness.primeCache()
            let usable = try #require(keys.first { $0.errors.isEmpty })
            let seam = try await offlineSeam(harness, clock: TestClock(now: Self.primedAt + 3_601), maximumAge: 3_600)
            try await seam.activate()
            guard case .credentialErrors(let errors)? = unlockPrecondition(seam, usable.id) else {
                Issue.record("an hour-old cache unlocked with a maximum of an hour")
                return
            }
            #expect(errors.first == Self.connect)
        }
    }

    @Test func keysTurnStaleWhileOfflineWhenTheMaximumAgePasses() async throws {
        try await withCloudHarness { harness in
            let keys = try await harness.primeCache()
            let usable = try #require(keys.first { $0.errors.isEmpty })
            let clock = TestClock(now: Self.primedAt + Self.day)
            let seam = try await offlineSeam(harness, clock: clock)
            try await seam.activate()
            #expect(unlockPrecondition(seam, usable.id) == nil)

            try await clock.waitForSleepers(1)
            await clock.advance(by: 2 * Self.day - 1)
            #expect(unlockPrecondition(seam, usable.id) == nil)
            #expect(seam.credentials.map(SeamAccessCredential.init) == keys)
            await clock.advance(by: 1)
            try await eventually("the keys are published as too old") {
                seam.credentials.allSatisfy { $0.errors.first == Self.connect }
            }
            #expect(unlockPrecondition(seam, usable.id) == .credentialErrors([Self.connect]))
        }
    }

    @Test func keysTheServerStopsConfirmingTurnStaleAndARefreshRestoresThem() async throws {
        try await withCloudHarness { harness in
            let clock = TestClock()
            let seam = try harness.seam(try await harness.configuration(retries: 0), clock: clock)
            try await seam.activate()
            let keys = seam.credentials
            let usable = try #require(keys.first { $0.errors.isEmpty })
            await harness.api.state.enqueue([.status(503)])
            await #expect(throws: SeamServiceUnavailableError()) { try await seam.refresh() }
            try await clock.waitForSleepers(1)
            await clock.advance(by: 3 * Self.day)
            try await eventually("the keys are published as too old") {
                seam.credentials.allSatisfy { $0.errors.first == Self.connect }
            }
            #expect(unlockPrecondition(seam, usable.id) == .credentialErrors([Self.connect]))

            try await seam.refresh()
            #expect(seam.credentials == keys)
            #expect(unlockPrecondition(seam, usable.id) == nil)
        }
    }

    @Test func anInfiniteMaximumTurnsTheLimitOff() async throws {
        try await withCloudHarness { harness in
            let keys = try await harness.primeCache()
            let usable = try #require(keys.first { $0.errors.isEmpty })
            let seam = try await offlineSeam(harness, clock: TestClock(now: Self.primedAt + 400 * Self.day),
                                             maximumAge: .infinity)
            try await seam.activate()
            #expect(seam.credentials.access == keys)
            #expect(unlockPrecondition(seam, usable.id) == nil)
        }
    }
}
