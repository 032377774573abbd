import Foundation

extension SeamFavourites {
    /// Where ``SeamFavourites`` keeps the favourite keys' ids between launches: this app
    /// installation only (they are not synced, and not shared with extensions).
    ///
    /// ``SeamFavourites/UserDefaultsStorage`` is what ``Seam/shared`` uses;
    /// `SeamFileFavouritesStorage` keeps a JSON file in a folder you choose (the terminal demo
    /// uses its cache folder); `SeamInMemoryFavouritesStorage` forgets at exit (tests,
    /// previews). Write your own to keep them elsewhere: its methods are called under
    /// ``SeamFavourites``' lock, one at a time, so they must not call back into it.
    public protocol Storage: Sendable {
        /// The stored ids; empty when none are stored or what is stored cannot be read.
        func load() -> [String]
        /// Replaces the stored ids.
        func save(_ ids: [String])
        /// Deletes what is stored (a sign-out).
        func remove()
    }
}
