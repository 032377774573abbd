import Foundation

/// The keys as the app last saw them, for extensions that cannot run the app's session.
///
/// It holds no client session token, no code and no card number: only what a widget or an
/// App Intent shows. Written by the cloud engine (with ``SeamCloudConfiguration/sharedContainer``)
/// or by ``SeamWidgetSync/SnapshotWriter``; read with ``SeamKeySnapshotReader``.
package struct SeamKeySnapshot: Hashable, Sendable {
    /// The file format this version of SeamAccess writes and reads.
    package static let currentVersion = 1
    static let fileName = "key-snapshot.json"

    /// When the app saved it.
    package let savedAt: Date
    /// The keys, without codes and card numbers.
    package let credentials: [SeamAccessCredential]
    /// Entries that could not be read and were skipped.
    package let skippedCount: Int

    package init(savedAt: Date, credentials: [SeamAccessCredential], skippedCount: Int = 0) {
        self.savedAt = savedAt
        self.credentials = credentials.map(Self.redacted)
        self.skippedCount = skippedCount
    }

    /// `credential` without its code and card number.
    static func redacted(_ credential: SeamAccessCredential) -> SeamAccessCredential {
        guard credential.code != nil || credential.cardNumber != nil else { return credential }
        return SeamAccessCredential(id: credential.id, isManaged: credential.isManaged, name: credential.name,
                                    location: credential.location, startsAt: credential.startsAt,
                                    expiry: credential.expiry, errors: credential.errors,
                                    provider: credential.provider)
    }
}
