import Foundation

/// Where ``SeamFavourites`` keeps the favourite keys' ids between launches: this app
/// installation only (they are not synced, and not shared with extensions).
///
/// ``SeamUserDefaultsFavouritesStorage`` is what ``Seam/shared`` uses;
/// ``SeamFileFavouritesStorage`` keeps a JSON file in a folder you choose (the terminal demo
/// uses its cache folder); ``SeamInMemoryFavouritesStorage`` forgets at exit (tests,
/// previews). Write your own to keep them elsewhere.
public protocol SeamFavouritesStorage: Sendable {
    /// The stored ids; empty when none are stored or what is stored cannot be read.
    func load() -> [String]
    /// Replaces the stored ids.
    func save(_ ids: [String])
    /// Deletes what is stored (a deintegration).
    func remove()
}

/// Favourites in `UserDefaults`: the standard defaults, or an app group's suite.
///
/// ```swift
/// let storage = SeamUserDefaultsFavouritesStorage(suiteName: nil)
/// ```
public struct SeamUserDefaultsFavouritesStorage: SeamFavouritesStorage {
    /// The defaults suite; `nil` for `UserDefaults.standard`.
    public let suiteName: String?
    /// The defaults key the ids are stored under.
    public let key: String

    public init(suiteName: String? = nil, key: String = "com.seam.access.favouriteKeys") {
        self.suiteName = suiteName
        self.key = key
    }

    // `UserDefaults` is looked up on each call rather than stored: it is thread-safe, but not
    // declared `Sendable` on every platform this builds for.
    private var defaults: UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    public func load() -> [String] {
        defaults.stringArray(forKey: key) ?? []
    }

    public func save(_ ids: [String]) {
        defaults.set(ids, forKey: key)
    }

    public func remove() {
        defaults.removeObject(forKey: key)
    }
}

/// Favourites in a JSON file (owner-only, protected like every SeamAccess file). An unreadable
/// file counts as no favourites; a folder that cannot be written leaves them in memory only.
///
/// ```swift
/// let storage = SeamFileFavouritesStorage(url: cacheFolder.appendingPathComponent("favourites.json"))
/// ```
public struct SeamFileFavouritesStorage: SeamFavouritesStorage {
    private struct File: Codable {
        var version = 1
        var ids: [String]
    }

    /// The file.
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func load() -> [String] {
        guard let data = try? Data(contentsOf: url),
              let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1 else { return [] }
        return file.ids
    }

    public func save(_ ids: [String]) {
        guard let data = try? JSONEncoder().encode(File(ids: ids)) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.writeProtected(to: url)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Favourites kept in memory for the life of the instance: tests, previews, and a ``Seam``
/// created without a storage.
public final class SeamInMemoryFavouritesStorage: SeamFavouritesStorage {
    private let ids: LockIsolated<[String]>

    public init(ids: [String] = []) {
        self.ids = LockIsolated(ids)
    }

    public func load() -> [String] { ids.snapshot }
    public func save(_ ids: [String]) { self.ids.withLock { $0 = ids } }
    public func remove() { ids.withLock { $0 = [] } }
}
