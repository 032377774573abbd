import Foundation

extension SeamWidgetSync {
    /// Keeps the key snapshot for extensions up to date. The cloud engine does this itself when
    /// ``SeamCloudConfiguration/sharedContainer`` is set; apps on another engine (the sandbox, a
    /// custom one) write it from the service's credentials, e.g. with ``SeamWidgetSync``.
    ///
    /// Writes are atomic (a reader sees the old file or the new one) and, on iOS, readable after
    /// the first unlock, so a Lock Screen widget can read it. Codes and card numbers are dropped.
    ///
    /// ```swift
    /// let writer = SeamWidgetSync.SnapshotWriter(container: .appGroup("group.com.example.keys"))
    /// writer.write(service.credentials, savedAt: Date())
    /// ```
    public struct SnapshotWriter: Sendable {
        private let container: SeamExtensionConfiguration.SharedContainer
        private let logger: SeamLogger

        /// A writer into `container`'s snapshot file, reporting failures to `logger`.
        public init(container: SeamExtensionConfiguration.SharedContainer, logger: SeamLogger = .disabled) {
            self.container = container
            self.logger = logger
        }

        /// Replaces the snapshot with `credentials`.
        public func write(_ credentials: [SeamAccessCredential], savedAt: Date) {
            guard let directory = container.directory, let url = container.snapshotURL else {
                logger.log(.warning, "The shared container is unavailable; extensions will not see the keys")
                return
            }
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let file = SeamKeySnapshotFile(SeamKeySnapshot(savedAt: savedAt, credentials: credentials))
                let data = try JSONEncoder().encode(file)
                try data.writeProtected(to: url)
            } catch {
                logger.log(.error, "Could not write the key snapshot: \(error)")
            }
        }

        /// Deletes the snapshot (sign-out): extensions then show the signed-out state, and the
        /// links they signed for those keys stop starting unlocks (the link secret is rotated).
        public func remove() {
            container.rotateLinkSecret()
            guard let url = container.snapshotURL, FileManager.default.fileExists(atPath: url.path) else { return }
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                logger.log(.error, "Could not delete the key snapshot: \(error)")
            }
        }
    }
}
