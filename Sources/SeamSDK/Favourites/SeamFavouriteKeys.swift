import Foundation

/// The keys a person marked as favourites, and where they go in a key list: first, in the
/// list's own order among themselves, followed by every other key in that order.
///
/// ```swift
/// let favourites = SeamFavouriteKeys(ids: ["front-door"])
/// let listed = favourites.pinnedFirst(SeamCredentialOrdering.sorted(credentials, now: Date(), locale: locale))
/// ```
package struct SeamFavouriteKeys: Hashable, Sendable {
    /// The favourite keys' ids.
    public private(set) var ids: Set<String>

    /// Favourites with the given key ids (none by default).
    public init(ids: Set<String> = []) {
        self.ids = ids
    }

    /// Whether the key with this id is a favourite.
    public func contains(_ id: String) -> Bool {
        ids.contains(id)
    }

    /// Marks the key a favourite, or not.
    public mutating func set(_ isFavourite: Bool, for id: String) {
        if isFavourite { ids.insert(id) } else { ids.remove(id) }
    }

    /// `keys` with the favourites first; each group keeps the order given. A favourite that
    /// is not in `keys` changes nothing.
    public func pinnedFirst<Key: Identifiable>(_ keys: [Key]) -> [Key] where Key.ID == String {
        guard !ids.isEmpty else { return keys }
        return keys.filter { ids.contains($0.id) } + keys.filter { !ids.contains($0.id) }
    }

    /// Only the favourites still among `presentIds`: a key that was removed (revoked, or
    /// replaced by a new key) stops being a favourite, so a key issued later under the same
    /// id does not come back pinned.
    public func keeping<Ids: Sequence<String>>(only presentIds: Ids) -> SeamFavouriteKeys {
        SeamFavouriteKeys(ids: ids.intersection(presentIds))
    }
}
