import Foundation

/// Keeps the key snapshot for extensions up to date. The cloud engine does this itself when
/// ``SeamCloudConfiguration/sharedContainer`` is set; SeamAccess's `SeamWidgetSync.SnapshotWriter`
/// writes it for apps on another engine.
///
/// Writes are atomic (a reader sees the old file or the new one) and, on iOS, readable after
/// the first unlock, so a Lock Screen widget can read it. Codes and card numbers are dropped.
///
package struct SeamKeySnapshotWriter: Sendable {
    private let container: SeamSharedContainer
    private let logger: SeamLogger

    /// A writer into `container`'s snapshot file, reporting failures to `logger`.
    package init(container: SeamSharedContainer, logger: SeamLogger = .disabled) {
        self.container = container
        self.logger = logger
    }

    /// Replaces the snapshot with `credentials`; those in `keysWithoutIntegration` are marked
    /// as keys the app cannot open.
    package func write(_ credentials: [SeamCredential], savedAt: Date, keysWithoutIntegration: Set<String> = []) {
        guard let directory = container.directory, let url = container.snapshotURL else {
            logger.log(.warning, "The shared container is unavailable; extensions will not see the keys")
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = SeamKeySnapshotFile(SeamKeySnapshot(savedAt: savedAt, credentials: credentials,
                                                           keysWithoutIntegration: keysWithoutIntegration))
            let data = try JSONEncoder().encode(file)
            try data.writeProtected(to: url)
        } catch {
            logger.log(.error, "Could not write the key snapshot: \(error)")
        }
    }

    /// Deletes the snapshot (sign-out): extensions then show the signed-out state, and the
    /// links they signed for those keys stop starting unlocks (the link secret is rotated).
    package func remove() {
        container.rotateLinkSecret()
        guard let url = container.snapshotURL, FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            logger.log(.error, "Could not delete the key snapshot: \(error)")
        }
    }
}
