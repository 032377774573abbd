import Foundation

/// A folder the app and its extensions (widgets, App Intents) share: an App Group container
/// on Apple platforms, or any directory (tests, other platforms).
///
/// Configure it once (SeamAccess's `SeamExtensionConfiguration.current`, whose `SharedContainer`
/// this is, or the Info.plist key `SeamAppGroup`): the cloud engine
/// (``SeamCloudConfiguration/sharedContainer``), the widgets, the intents, the unlock hand-off
/// and the link secret all read it from there.
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
}

extension SeamSharedContainer {
    private static let configured = LockIsolated<SeamSharedContainer??>(nil)

    /// The container the app configured: what SeamAccess's `SeamExtensionConfiguration.current`
    /// was last set to, and until then the App Group named by the Info.plist key `SeamAppGroup`.
    /// The default of ``SeamCloudConfiguration/sharedContainer``.
    public package(set) static var current: SeamSharedContainer? {
        get {
            if let set = configured.snapshot { return set }
            return (Bundle.main.object(forInfoDictionaryKey: "SeamAppGroup") as? String)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .flatMap { $0.isEmpty ? nil : appGroup($0) }
        }
        set { configured.withLock { $0 = .some(newValue) } }
    }
}
