import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The client session token is kept in memory only, and a token an earlier version left in the
/// Keychain (which outlives the app's deletion) is deleted at an installation's first
/// activation (issue 29, item 3). The Keychain itself is Apple-only: a fake stands in for it.
@Suite(.serialized) struct SeamCloudTokenLeftoverTests {
    /// A Keychain holding one leftover token, whose deletions fail while `isLocked`.
    final class FakeLeftovers: SeamTokenLeftovers, @unchecked Sendable {
        // Safe to share: both fields are only touched while `lock` is held.
        private let lock = NSLock()
        private var state = (attempts: 0, isLocked: false, holdsToken: true)

        var attempts: Int { lock.withLock { state.attempts } }
        var holdsToken: Bool { lock.withLock { state.holdsToken } }
        func setLocked(_ locked: Bool) { lock.withLock { state.isLocked = locked } }

        func deleteAll() -> Bool {
            lock.withLock {
                state.attempts += 1
                guard !state.isLocked else { return false }
                state.holdsToken = false
                return true
            }
        }
    }

    func seam(_ harness: CloudHarness, _ leftovers: FakeLeftovers) async throws -> Seam {
        var configuration = try await harness.configuration()
        configuration.tokenLeftovers = leftovers
        return try harness.seam(configuration)
    }

    @Test func theTokenIsKeptInMemoryOnly() {
        #expect(SeamCloudConfiguration().tokenStore is SeamMemoryTokenStore)
    }

    @Test func aLeftoverTokenIsDeletedAtTheInstallationsFirstActivationOnly() async throws {
        try await withCloudHarness { harness in
            let leftovers = FakeLeftovers()
            let first = try await seam(harness, leftovers)
            try await first.activate()
            #expect(!leftovers.holdsToken)
            #expect(leftovers.attempts == 1)

            await first.deactivate()
            try first.initialize(clientSessionToken: FakeSeamAPI.token)
            try await first.activate()
            let nextLaunch = try await seam(harness, leftovers)
            try await nextLaunch.activate()
            #expect(leftovers.attempts == 1, "the installation remembers it, also across a sign-out")
        }
    }

    @Test func aDeletionTheLockedKeychainRefusedIsTriedAgainAtTheNextActivation() async throws {
        try await withCloudHarness { harness in
            let leftovers = FakeLeftovers()
            leftovers.setLocked(true)
            let first = try await seam(harness, leftovers)
            try await first.activate()
            #expect(leftovers.holdsToken)
            #expect(harness.logs.messages.contains { $0.contains("Could not delete the client session token") })

            leftovers.setLocked(false)
            let second = try await seam(harness, leftovers)
            try await second.activate()
            #expect(!leftovers.holdsToken)
            let third = try await seam(harness, leftovers)
            try await third.activate()
            #expect(leftovers.attempts == 2)
        }
    }

    @Test func aDeintegratedOrNewInstallationChecksAgain() async throws {
        try await withCloudHarness { harness in
            let leftovers = FakeLeftovers()
            let first = try await seam(harness, leftovers)
            try await first.activate()
            await first.deactivate(deintegrate: true)
            #expect(harness.cacheFiles.isEmpty, "the marker goes with the installation id")
            let next = try await seam(harness, leftovers)
            try await next.activate()
            #expect(leftovers.attempts == 2)
        }
    }

    @Test func aLeftoverTheLockedKeychainKeptGoesAtSignOut() async throws {
        try await withCloudHarness { harness in
            let leftovers = FakeLeftovers()
            leftovers.setLocked(true)
            let seam = try await seam(harness, leftovers)
            try await seam.activate()
            #expect(leftovers.holdsToken)
            leftovers.setLocked(false)
            await seam.deactivate()
            #expect(!leftovers.holdsToken, "signed out: nothing of the session stays, an old copy of a token included")
        }
    }

    @Test func aSignOutBeforeInitializingDeletesALeftoverToo() async throws {
        try await withCloudHarness { harness in
            let leftovers = FakeLeftovers()
            var configuration = try await harness.configuration()
            configuration.tokenLeftovers = leftovers
            let relaunched = Seam(backend: .cloud(configuration))
            await relaunched.deactivate()
            #expect(!leftovers.holdsToken)
        }
    }
}
