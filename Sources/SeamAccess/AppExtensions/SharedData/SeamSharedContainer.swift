import Foundation

/// A folder the app and its extensions (widgets, App Intents) share: an App Group container
/// on Apple platforms, or any directory (tests, other platforms).
///
/// Give the same value to the cloud engine (``SeamCloudConfiguration/sharedContainer``) and
/// to ``SeamKeySnapshotReader`` in the extension.
///
/// ```swift
/// let shared = SeamSharedContainer.appGroup("group.com.example.keys")
/// ```
public struct SeamSharedContainer: Hashable, Sendable {
    private enum Location: Hashable, Sendable {
        case appGroup(String)
        case directory(URL)
    }

    private let location: Location

    /// The App Group with this identifier (it must be in the app's and the extension's
    /// entitlements). SeamAccess uses a `SeamAccess` folder inside it.
    public static func appGroup(_ identifier: String) -> SeamSharedContainer {
        SeamSharedContainer(location: .appGroup(identifier))
    }

    /// A directory both processes can reach.
    public init(directory: URL) {
        location = .directory(directory)
    }

    private init(location: Location) {
        self.location = location
    }

    /// The App Group identifier, when this is one.
    public var appGroupIdentifier: String? {
        if case .appGroup(let identifier) = location { return identifier }
        return nil
    }

    /// Where SeamAccess keeps its shared files; `nil` when the App Group is not available
    /// (missing entitlement, or a platform without App Groups).
    public var directory: URL? {
        switch location {
        case .directory(let url):
            return url
        case .appGroup(let identifier):
            #if canImport(Darwin)
            return FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)?
                .appendingPathComponent("SeamAccess", isDirectory: true)
            #else
            _ = identifier
            return nil
            #endif
        }
    }

    /// The key snapshot's file.
    public var snapshotURL: URL? {
        directory?.appendingPathComponent(SeamKeySnapshot.fileName)
    }

    /// The install's secret for links that start unlocking (``SeamLinkFormat/autoStartSecret``):
    /// read from the container, or made (128 random bits) and saved on first use, so the app
    /// and its widget agree on it. `nil` when the container cannot be reached or written.
    public func linkSecret() -> String? {
        guard let directory else { return nil }
        let url = directory.appendingPathComponent(Self.linkSecretFileName)
        if let saved = Self.readSecret(at: url) { return saved }
        let secret = (0..<2).map { _ in String(format: "%016llx", UInt64.random(in: .min ... .max)) }.joined()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(secret.utf8).write(to: url, options: .atomic)
        } catch {
            return nil
        }
        // Read back: if the other process wrote at the same moment, both end up with its
        // file's secret (at worst one widget link shows the card without starting).
        return Self.readSecret(at: url)
    }

    static let linkSecretFileName = "link-secret"

    private static func readSecret(at url: URL) -> String? {
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { return nil }
        let secret = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return secret.count >= 16 ? secret : nil
    }
}
