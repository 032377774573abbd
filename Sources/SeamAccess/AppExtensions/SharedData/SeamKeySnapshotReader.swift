import Foundation

/// What ``SeamKeySnapshotReader/read()`` found.
public enum SeamKeySnapshotReadResult: Hashable, Sendable {
    /// Why a snapshot file could not be used.
    public enum Problem: Hashable, Sendable {
        /// The App Group container is not available (entitlement missing).
        case containerUnavailable
        /// Larger than the reader's limit; not read, to stay within an extension's memory.
        case tooLarge(bytes: Int)
        /// Written by another format version (an older or newer SeamAccess).
        case unsupportedVersion(Int)
        /// Not a snapshot (truncated, not JSON, fields missing).
        case corrupt
    }

    /// The keys the app saved.
    case snapshot(SeamKeySnapshot)
    /// No snapshot: not signed in, signed out, or the app has not run yet.
    case missing
    /// A file exists but cannot be used; treat like ``missing`` and ask the user to open the app.
    case unreadable(Problem)

    /// The keys, or `nil` when there is no usable snapshot (the widget's "signed out" state).
    public var credentials: [SeamAccessCredential]? {
        if case .snapshot(let snapshot) = self { return snapshot.credentials }
        return nil
    }
}

/// Reads the key snapshot in a widget or an App Intent. Read-only and never throws: a
/// missing, corrupt, old, newer or oversized file gives a ``SeamKeySnapshotReadResult`` to
/// show, never a crash.
///
/// ```swift
/// let reader = SeamKeySnapshotReader(container: .appGroup("group.com.example.keys"))
/// let timeline = SeamWidgetTimeline(credentials: reader.read().credentials, now: Date())
/// ```
public struct SeamKeySnapshotReader: Sendable {
    /// Files larger than this are not read. The default (4 MB) holds about 20,000 keys.
    public var maximumFileSize: Int
    private let fileURL: URL?

    /// Reads `container`'s snapshot, refusing files over `maximumFileSize` bytes.
    public init(container: SeamSharedContainer, maximumFileSize: Int = 4 << 20) {
        self.init(fileURL: container.snapshotURL, maximumFileSize: maximumFileSize)
    }

    init(fileURL: URL?, maximumFileSize: Int) {
        self.fileURL = fileURL
        self.maximumFileSize = maximumFileSize
    }

    /// Reads the file now. Cheap enough to call on every timeline request; never throws.
    public func read() -> SeamKeySnapshotReadResult {
        guard let fileURL else { return .unreadable(.containerUnavailable) }
        guard let handle = try? FileHandle(forReadingFrom: fileURL) else { return .missing }
        defer { try? handle.close() }
        // Read one byte past the limit rather than trusting the size on disk, which a
        // concurrent writer may be changing.
        guard let data = try? handle.read(upToCount: maximumFileSize + 1) else {
            return FileManager.default.fileExists(atPath: fileURL.path) ? .unreadable(.corrupt) : .missing
        }
        guard data.count <= maximumFileSize else {
            let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path)
            return .unreadable(.tooLarge(bytes: (attributes?[.size] as? Int) ?? data.count))
        }
        return Self.decode(data)
    }

    static func decode(_ data: Data) -> SeamKeySnapshotReadResult {
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(SeamKeySnapshotFile.Header.self, from: data) else {
            return .unreadable(.corrupt)
        }
        guard let version = header.version else { return .unreadable(.corrupt) }
        guard version == SeamKeySnapshot.currentVersion else { return .unreadable(.unsupportedVersion(version)) }
        guard let body = try? decoder.decode(SeamKeySnapshotFile.Body.self, from: data) else {
            return .unreadable(.corrupt)
        }
        let keys = body.keys.compactMap(\.key)
        return .snapshot(SeamKeySnapshot(savedAt: Date(timeIntervalSince1970: body.savedAt),
                                         credentials: keys.map(\.credential),
                                         skippedCount: body.keys.count - keys.count))
    }
}
