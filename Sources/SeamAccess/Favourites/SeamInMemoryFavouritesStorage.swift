import Foundation

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
