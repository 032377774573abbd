// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
@_spi(SeamInternal) import SeamAccess

// Most suites build their keys as the UI's `SeamAccessCredential` (`Fixture.key`). These
// overloads let them hand those keys to the SDK's APIs, which take `SeamCredential`, and compare
// what the SDK publishes with them, without a conversion at every call site. Tests only.

extension SeamEngineContext {
    /// Publishes keys written as UI models.
    package func publish(_ credentials: [SeamAccessCredential]) async {
        await publish(credentials.map(\.sdkCredential))
    }
}

extension SeamKeySnapshot {
    /// A snapshot of keys written as UI models.
    package init(savedAt: Date, credentials: [SeamAccessCredential], skippedCount: Int = 0) {
        self.init(savedAt: savedAt, credentials: credentials.map(\.sdkCredential), skippedCount: skippedCount)
    }
}

extension SeamCredential {
    /// ``SeamCredential/providerName`` under the UI model's name, for suites that read both.
    package var provider: String? { providerName }
}

extension Seam {
    /// What a ``SeamService`` on this instance shows: the SDK's keys as UI models.
    package var accessCredentials: [SeamAccessCredential] { credentials.map(SeamAccessCredential.init) }
}

extension Array where Element == SeamCredential {
    /// The keys as UI models.
    package var access: [SeamAccessCredential] { map(SeamAccessCredential.init) }
}

package func == (lhs: [SeamCredential], rhs: [SeamAccessCredential]) -> Bool {
    lhs.access == rhs
}

package func == (lhs: SeamCredential?, rhs: SeamAccessCredential?) -> Bool {
    lhs.map(SeamAccessCredential.init) == rhs
}
#endif
