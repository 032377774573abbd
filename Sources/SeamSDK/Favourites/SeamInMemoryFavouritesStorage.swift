import Foundation

/// Favourites kept in memory for the life of the instance: tests, previews, and a ``Seam``
/// created without a storage.
package final class SeamInMemoryFavouritesStorage: SeamFavourites.Storage {
    private let ids: LockIsolated<[String]>

    package init(ids: [String] = []) {
        self.ids = LockIsolated(ids)
    }

    package func load() -> [String] { ids.snapshot }
    package func save(_ ids: [String]) { self.ids.withLock { $0 = ids } }
    package func remove() { ids.withLock { $0 = [] } }
}
