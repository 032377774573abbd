import Foundation

/// The last good credential list of a session, as stored on disk.
struct SeamCachedSession: Codable, Equatable {
    /// 2: the layout of ``SeamCredentialRecord``, unchanged since the cache first wrote it, so
    /// an app rolled back to an earlier build keeps its offline keys. Any other version (1, ISO
    /// 8601 text and keyed objects; a newer SeamSDK's) is discarded and the keys fetched again.
    /// 3 was written by no release (an intermediate build): the next cache layout is 4.
    static let currentVersion = 2

    var version = SeamCachedSession.currentVersion
    var userIdentityId: String?
    /// Matches the cache to the session token without storing the token.
    var sessionFingerprint: String
    var savedAt: Date
    var entries: [SeamCredentialRecord]

    init(userIdentityId: String?, sessionFingerprint: String, savedAt: Date, credentials: [SeamCredential]) {
        self.userIdentityId = userIdentityId
        self.sessionFingerprint = sessionFingerprint
        self.savedAt = savedAt
        entries = credentials.map { SeamCredentialRecord($0) }
    }

    var credentials: [SeamCredential] { entries.map(\.credential) }
}

/// The cloud engine's files: the per-install id and one cache file per session, each a
/// versioned JSON document written atomically. Unreadable files are discarded with a warning,
/// never trusted and never fatal.
struct SeamCloudStore: Sendable {
    private struct InstallationFile: Codable, Equatable {
        var version = 1
        var installationId: String
        /// `true` once this installation has deleted the client session tokens earlier
        /// versions left in the Keychain (``SeamTokenLeftoverSweep``); absent before.
        var clearedTokenLeftovers: Bool?
        /// The latest time this installation has seen on the device's clock
        /// (``SeamTimeMark``); absent before.
        var observedAt: Date?
    }

    /// Serializes changes to `installation.json`: the time mark is written from the thread that
    /// checks an unlock, the rest from the engine, and each change reads the file first.
    /// A plain lock, not a `LockIsolated(())`: the empty value shares its address with that
    /// class's lock field, which ThreadSanitizer then reports as a race.
    private static let installationLock = NSLock()

    private static func withInstallationLock<T>(_ body: () -> T) -> T {
        installationLock.lock()
        defer { installationLock.unlock() }
        return body()
    }

    private struct VersionProbe: Decodable {
        let version: Int?
    }

    let directory: URL
    let logger: SeamLogger

    private var installationURL: URL { directory.appendingPathComponent("installation.json") }

    private func sessionURL(_ fingerprint: String) -> URL {
        directory.appendingPathComponent("session-\(fingerprint).json")
    }

    /// The stable `custom_sdk_installation_id`, created and saved on first use.
    func installationId() -> String {
        updateInstallation { _ in }.installationId
    }

    /// Whether this installation has deleted the tokens earlier versions left in the Keychain.
    /// A new installation (the app deleted and installed again) or a deintegrated one has not.
    func hasClearedTokenLeftovers() -> Bool {
        installationFile()?.clearedTokenLeftovers == true
    }

    /// Notes in the installation's file (created when missing) that its Keychain leftovers are gone.
    func markTokenLeftoversCleared() {
        updateInstallation { $0.clearedTokenLeftovers = true }
    }

    /// The latest time this installation has seen (``SeamTimeMark``), if it noted one.
    func observedTime() -> Date? {
        installationFile()?.observedAt
    }

    /// Notes `date` in the installation's file (created when missing) as the latest time seen.
    func saveObservedTime(_ date: Date) {
        updateInstallation { $0.observedAt = date }
    }

    private func installationFile() -> InstallationFile? {
        Self.withInstallationLock { read(installationURL, version: 1) }
    }

    /// Applies `change` to the installation's file, created (with a new id) when missing, and
    /// saves it when it changed. Returns the file as saved.
    @discardableResult
    private func updateInstallation(_ change: (inout InstallationFile) -> Void) -> InstallationFile {
        Self.withInstallationLock {
            let existing: InstallationFile? = read(installationURL, version: 1)
            var file = existing ?? InstallationFile(installationId: UUID().uuidString.lowercased())
            change(&file)
            if existing != file { write(file, to: installationURL) }
            return file
        }
    }

    func loadSession(fingerprint: String) -> SeamCachedSession? {
        read(sessionURL(fingerprint), version: SeamCachedSession.currentVersion)
    }

    func saveSession(_ session: SeamCachedSession) {
        write(session, to: sessionURL(session.sessionFingerprint))
    }

    /// Deletes every session's cache but `fingerprint`'s (every one when `nil`, at sign-out):
    /// one device keeps one session's keys, so caches of earlier tokens (another user, a
    /// session that was replaced) do not pile up. The installation id stays.
    func removeSessions(except fingerprint: String? = nil) {
        let keep = fingerprint.map { sessionURL($0).lastPathComponent }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name != keep && name.hasPrefix("session-") && Self.isOwnFile(name) {
            do {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            } catch {
                logger.log(.error, "Could not delete \(name) from the Seam cache: \(error)")
            }
        }
    }

    /// Deletes the store's own files: the installation id and every session's cache. Nothing
    /// else: an app may point ``SeamCloudConfiguration/cacheDirectory`` at a folder it shares
    /// with its own files, so neither the folder nor anything the store did not write goes.
    func wipe() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where Self.isOwnFile(name) {
            do {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            } catch {
                logger.log(.error, "Could not delete \(name) from the Seam cache: \(error)")
            }
        }
    }

    /// `installation.json` and `session-<fingerprint>.json`.
    private static func isOwnFile(_ name: String) -> Bool {
        name == "installation.json"
            || (name.hasPrefix("session-") && name.hasSuffix(".json")
                && name.dropFirst("session-".count).dropLast(".json".count).allSatisfy(\.isHexDigit))
    }

    private func read<Value: Decodable>(_ url: URL, version: Int) -> Value? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        switch Self.decode(Value.self, from: data, version: version) {
        case .success(let value):
            return value
        case .failure(let reason):
            discard(url, reason: reason.text)
            return nil
        }
    }

    /// Why a file's content was not trusted.
    struct Unreadable: Error {
        let text: String
    }

    /// Decodes a file's content: its `version` must be `version`, then it must decode whole.
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data, version: Int) -> Result<Value, Unreadable> {
        let decoder = Self.decoder
        guard let probe = try? decoder.decode(VersionProbe.self, from: data), probe.version == version else {
            return .failure(Unreadable(text: "unknown version or not JSON"))
        }
        do {
            return .success(try decoder.decode(Value.self, from: data))
        } catch {
            return .failure(Unreadable(text: "corrupt (\(error))"))
        }
    }

    private func write<Value: Encodable>(_ value: Value, to url: URL) {
        do {
            // A folder the store creates is its owner's only (an existing one is left as the
            // app made it); each file is 0600 in any case.
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            let data = try Self.encode(value)
            try data.writeProtected(to: url)
            Self.excludeFromBackup(url)
        } catch {
            logger.log(.error, "Could not write \(url.lastPathComponent): \(error)")
        }
    }

    /// Codes, card numbers and OTP URLs stay on this device: the file is left out of iCloud
    /// and computer backups (set again after each write, which replaces the file).
    private static func excludeFromBackup(_ url: URL) {
        #if canImport(Darwin)
        var values = URLResourceValues()
        values.isExcludedFromBackup = true
        var excluded = url
        try? excluded.setResourceValues(values)
        #endif
    }

    /// A file's content as the store writes it.
    static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        try encoder.encode(value)
    }

    private func discard(_ url: URL, reason: String) {
        logger.log(.warning, "Discarding \(url.lastPathComponent): \(reason)")
        try? FileManager.default.removeItem(at: url)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
