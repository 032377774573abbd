import Foundation

/// What ``SeamKeySnapshotReader/read()`` found.
package enum SeamKeySnapshotReadResult: Hashable, Sendable {
    /// Why a snapshot file could not be used.
    package enum Problem: Hashable, Sendable {
        /// The App Group container is not available (entitlement missing).
        case containerUnavailable
        /// Larger than the reader's limit; not read, to stay within an extension's memory.
        case tooLarge(bytes: Int)
        /// Written by another format version (an older or newer SeamAccess).
        case unsupportedVersion(Int)
        /// Not a snapshot (truncated, not JSON, fields missing).
        case corrupt
        /// The file is there but cannot be opened or read now, typically because the device
        /// has restarted and not been unlocked yet (data protection). Try again later; it is
        /// not a sign-out.
        case notReadable
    }

    /// The keys the app saved.
    case snapshot(SeamKeySnapshot)
    /// No snapshot file: not signed in, signed out, or the app has not run yet. Only "no
    /// such file" means this; any other failure is ``unreadable(_:)``.
    case missing
    /// A file exists but cannot be used; treat like ``missing`` and ask the user to open the app.
    case unreadable(Problem)

    /// The keys, or `nil` when there is no usable snapshot (the widget's "signed out" state).
    package var credentials: [SeamCredential]? {
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
/// let timeline = SeamWidgetTimeline(credentials: reader.read().credentials, now: Date(), locale: locale)
/// ```
package struct SeamKeySnapshotReader: Sendable {
    /// Files larger than this are not read. The default (4 MB) holds about 20,000 keys.
    package var maximumFileSize: Int
    private let fileURL: URL?

    /// Reads `container`'s snapshot, refusing files over `maximumFileSize` bytes.
    package init(container: SeamSharedContainer, maximumFileSize: Int = 4 << 20) {
        self.init(fileURL: container.snapshotURL, maximumFileSize: maximumFileSize)
    }

    init(fileURL: URL?, maximumFileSize: Int) {
        self.fileURL = fileURL
        self.maximumFileSize = maximumFileSize
    }

    /// Reads the file now. Cheap enough to call on every timeline request; never throws.
    package func read() -> SeamKeySnapshotReadResult {
        guard let fileURL else { return .unreadable(.containerUnavailable) }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: fileURL)
        } catch {
            return Self.isNoSuchFile(error) ? .missing : .unreadable(.notReadable)
        }
        defer { try? handle.close() }
        // Read one byte past the limit rather than trusting the size on disk, which a
        // concurrent writer may be changing.
        let data: Data
        do {
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            return Self.isNoSuchFile(error) ? .missing : .unreadable(.notReadable)
        }
        guard data.count <= maximumFileSize else {
            let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path)
            return .unreadable(.tooLarge(bytes: (attributes?[.size] as? Int) ?? data.count))
        }
        return Self.decode(data)
    }

    /// Whether `error` (or the error under it) says the file does not exist.
    static func isNoSuchFile(_ error: any Error) -> Bool {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain,
           nsError.code == CocoaError.fileReadNoSuchFile.rawValue || nsError.code == CocoaError.fileNoSuchFile.rawValue {
            return true
        }
        if nsError.domain == NSPOSIXErrorDomain, nsError.code == Int(ENOENT) { return true }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error { return isNoSuchFile(underlying) }
        return false
    }

    static func decode(_ data: Data) -> SeamKeySnapshotReadResult {
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(SeamKeySnapshotFile.Header.self, from: data) else {
            return .unreadable(.corrupt)
        }
        guard let version = header.version else { return .unreadable(.corrupt) }
        let read: (savedAt: Double, keys: [SeamCredential], count: Int, noIntegration: Set<String>)
        switch version {
        case SeamCredentialRecord.currentVersion:
            guard let body = try? decoder.decode(SeamKeySnapshotFile.Body<SeamCredentialRecord>.self, from: data) else {
                return .unreadable(.corrupt)
            }
            read = (body.savedAt, body.keys.compactMap(\.key?.credential), body.keys.count, Set(body.noIntegration ?? []))
        case 1:
            guard let body = try? decoder.decode(SeamKeySnapshotFile.Body<SeamKeySnapshotFile.KeyV1>.self, from: data) else {
                return .unreadable(.corrupt)
            }
            let keys = body.keys.compactMap(\.key)
            read = (body.savedAt, keys.map(\.credential), body.keys.count,
                    Set(keys.filter(\.noIntegration).map(\.credential.id)))
        default:
            return .unreadable(.unsupportedVersion(version))
        }
        return .snapshot(SeamKeySnapshot(savedAt: Date(timeIntervalSince1970: read.savedAt), credentials: read.keys,
                                         skippedCount: read.count - read.keys.count,
                                         keysWithoutIntegration: read.noIntegration))
    }
}
