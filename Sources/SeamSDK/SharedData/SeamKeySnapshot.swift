import Foundation

/// The keys as the app last saw them, for extensions that cannot run the app's session.
///
/// It holds no client session token, no code and no card number: only what a widget or an
/// App Intent shows. Written by the cloud engine (with ``SeamCloudConfiguration/sharedContainer``)
/// or by `SeamWidgetSync/SnapshotWriter`; read with ``SeamKeySnapshotReader``.
package struct SeamKeySnapshot: Hashable, Sendable {
    static let fileName = "key-snapshot.json"

    /// When the app saved it.
    package let savedAt: Date
    /// The keys, as ``SeamCredentialRecord/Redaction/forExtensions`` leaves them.
    package let credentials: [SeamCredential]
    /// Entries that could not be read and were skipped.
    package let skippedCount: Int
    /// The ids of the keys the app has no lock integration for (`Seam.hasIntegration(for:)`):
    /// extensions show them as not supported, never as a key to unlock.
    package let keysWithoutIntegration: Set<String>

    package init(savedAt: Date, credentials: [SeamCredential], skippedCount: Int = 0,
                 keysWithoutIntegration: Set<String> = []) {
        self.savedAt = savedAt
        self.credentials = credentials.map { SeamCredentialRecord($0, redaction: .forExtensions).credential }
        self.skippedCount = skippedCount
        self.keysWithoutIntegration = keysWithoutIntegration.intersection(credentials.map(\.id))
    }
}
