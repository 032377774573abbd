import Foundation

/// Favourites in a JSON file (owner-only, protected like every SeamAccess file). An unreadable
/// file counts as no favourites; a folder that cannot be written leaves them in memory only.
///
/// ```swift
/// let storage = SeamFileFavouritesStorage(url: cacheFolder.appendingPathComponent("favourites.json"))
/// ```
package struct SeamFileFavouritesStorage: SeamFavourites.Storage {
    private struct File: Codable {
        var version = 1
        var ids: [String]
    }

    /// The file.
    package let url: URL

    package init(url: URL) {
        self.url = url
    }

    package func load() -> [String] {
        guard let data = try? Data(contentsOf: url),
              let file = try? JSONDecoder().decode(File.self, from: data), file.version == 1 else { return [] }
        return file.ids
    }

    package func save(_ ids: [String]) {
        guard let data = try? JSONEncoder().encode(File(ids: ids)) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.writeProtected(to: url)
    }

    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
