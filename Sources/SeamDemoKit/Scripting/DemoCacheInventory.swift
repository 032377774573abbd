import Foundation
@_spi(SeamInternal) import SeamAccess

/// What a cache folder holds of a session, counted, never shown: how many keys the cloud
/// engine's offline cache keeps (with their door codes and card numbers), the demo's
/// favourites, and the installation id. `seam-demo sign-out` compares two to say what signing
/// out removed.
public struct DemoCacheInventory: Equatable, Sendable {
    /// The file the demo keeps its favourites in, in the cache folder.
    public static let favouritesFileName = "favourites.json"

    /// The offline cache's session files, readable or not.
    public var sessionFiles: Int
    /// The keys in the readable session files.
    public var cachedKeys: Int
    /// The favourite keys' ids in ``favouritesFileName``.
    public var favourites: Int
    /// Whether the installation id (`installation.json`) is there.
    public var hasInstallationId: Bool

    public init(sessionFiles: Int = 0, cachedKeys: Int = 0, favourites: Int = 0, hasInstallationId: Bool = false) {
        self.sessionFiles = sessionFiles
        self.cachedKeys = cachedKeys
        self.favourites = favourites
        self.hasInstallationId = hasInstallationId
    }

    /// Why the folder at `folder` cannot be listed (`permission denied`), or `nil` when it can,
    /// or when there is no folder there (nothing of a session can be in it).
    public static func unreadableReason(_ folder: URL) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            return nil
        } catch {
            return DemoFileErrorReason.reason(error)
        }
    }

    /// What `folder` holds now; empty when it does not exist or cannot be read.
    public static func read(_ folder: URL) -> DemoCacheInventory {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let sessions = names.filter { $0.hasPrefix("session-") && $0.hasSuffix(".json") }
        let keys = sessions.reduce(0) { count, name in
            let data = try? Data(contentsOf: folder.appendingPathComponent(name))
            return count + (data.flatMap(SeamOfflineCacheReader.credentials(fromCacheFile:))?.count ?? 0)
        }
        let favourites = names.contains(favouritesFileName)
            ? SeamFileFavouritesStorage(url: folder.appendingPathComponent(favouritesFileName)).load().count : 0
        return DemoCacheInventory(sessionFiles: sessions.count, cachedKeys: keys, favourites: favourites,
                                  hasInstallationId: names.contains("installation.json"))
    }
}
