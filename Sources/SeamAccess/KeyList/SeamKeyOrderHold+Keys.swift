import Foundation

extension SeamKeyOrderHold {
    /// `keys` in the order this hold last showed (``shown``): keys it showed keep their
    /// places, keys it has not shown yet follow in the order given, and keys no longer in
    /// `keys` are left out. Reads only, so a view can call it while rendering with the latest
    /// values of each key (its status changes without the order changing).
    ///
    /// ```swift
    /// let keys = hold.arranged(viewModel.credentials)
    /// ```
    package func arranged<Key: Identifiable>(_ keys: [Key]) -> [Key] where Key.ID == String {
        let place = Dictionary(shown.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return keys.enumerated()
            .sorted { lhs, rhs in
                let left = place[lhs.element.id] ?? shown.count + lhs.offset
                let right = place[rhs.element.id] ?? shown.count + rhs.offset
                return left == right ? lhs.offset < rhs.offset : left < right
            }
            .map(\.element)
    }

    /// Takes `keys` (in the view model's sorted order) into the hold at `now`, as
    /// ``order(_:now:)`` does with their ids, and returns them in the order to show.
    @discardableResult
    package mutating func order<Key: Identifiable>(_ keys: [Key], now: Date) -> [Key] where Key.ID == String {
        _ = order(keys.map(\.id), now: now)
        return arranged(keys)
    }
}
