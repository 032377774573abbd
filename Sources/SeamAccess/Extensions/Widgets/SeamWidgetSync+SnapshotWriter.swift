import Foundation

extension SeamWidgetSync {
    /// Keeps the key snapshot for extensions up to date. The cloud engine does this itself when
    /// ``SeamCloudConfiguration/sharedContainer`` is set; apps on another engine (the sandbox, a
    /// custom one) write it from the service's credentials, e.g. with ``SeamWidgetSync``.
    ///
    /// Writes are atomic (a reader sees the old file or the new one) and, on iOS, readable after
    /// the first unlock, so a Lock Screen widget can read it. Codes, card numbers and
    /// verification links are dropped.
    ///
    /// ```swift
    /// let writer = SeamWidgetSync.SnapshotWriter(container: .appGroup("group.com.example.keys"))
    /// writer.write(service.credentials, savedAt: Date())
    /// ```
    public struct SnapshotWriter: Sendable {
        private let writer: SeamKeySnapshotWriter

        /// A writer into `container`'s snapshot file, reporting failures to `logger`.
        public init(container: SeamExtensionConfiguration.SharedContainer, logger: SeamLogger = .disabled) {
            writer = SeamKeySnapshotWriter(container: container, logger: logger)
        }

        /// Replaces the snapshot with `credentials`. A key the app has no lock integration for
        /// (``SeamAccessCredential/hasLockIntegration``) is marked so: extensions show it as not
        /// supported and never offer it to unlock.
        public func write(_ credentials: [SeamAccessCredential], savedAt: Date) {
            writer.write(credentials.map(\.sdkCredential), savedAt: savedAt,
                         keysWithoutIntegration: Set(credentials.filter { !$0.hasLockIntegration }.map(\.id)))
        }

        /// Deletes the snapshot (sign-out): extensions then show the signed-out state, and the
        /// links they signed for those keys stop starting unlocks (the link secret is rotated).
        public func remove() {
            writer.remove()
        }
    }
}
