import Foundation

extension SeamFavourites {
    /// Favourites in `UserDefaults`: the standard defaults, or an app group's suite.
    ///
    /// ```swift
    /// let storage = SeamFavourites.UserDefaultsStorage(suiteName: nil)
    /// ```
    public struct UserDefaultsStorage: SeamFavourites.Storage {
        /// The defaults suite; `nil` for `UserDefaults.standard`.
        public let suiteName: String?
        /// The defaults key the ids are stored under.
        public let key: String

        /// Storage in the `UserDefaults` suite `suiteName` (standard by default) under `key`.
        public init(suiteName: String? = nil, key: String = "com.seam.access.favouriteKeys") {
            self.suiteName = suiteName
            self.key = key
        }

        private var defaults: UserDefaults { .suite(suiteName) }

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
}
