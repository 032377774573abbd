#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

// `SeamFavouriteMarking` (SeamAccess): what a key list's rows need to show and flip a key's
// favourite mark, set by ``SeamCredentialsView`` when its service keeps favourites; an
// `Equatable` value, so a list update that changes no favourite re-renders no card.

private enum SeamFavouriteMarkingKey: EnvironmentKey {
    static var defaultValue: SeamFavouriteMarking? { nil }
}

private enum SeamOpensSoleKeyKey: EnvironmentKey {
    static let defaultValue = true
}

private enum SeamKeySearchKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The favourites of the key list the rows belong to, if its service keeps them.
    var seamFavouriteMarking: SeamFavouriteMarking? {
        get { self[SeamFavouriteMarkingKey.self] }
        set { self[SeamFavouriteMarkingKey.self] = newValue }
    }

    /// Whether key lists open the unlock card at once when exactly one key can unlock
    /// (`SeamSoleKeyOpening`); `true` by default.
    public var seamOpensSoleKey: Bool {
        get { self[SeamOpensSoleKeyKey.self] }
        set { self[SeamOpensSoleKeyKey.self] = newValue }
    }

    /// Whether key lists inside a `NavigationView` have a search field; `true` by default.
    public var seamKeySearch: Bool {
        get { self[SeamKeySearchKey.self] }
        set { self[SeamKeySearchKey.self] = newValue }
    }
}

extension View {
    /// Whether the key lists in this subtree open the unlock card by themselves when exactly
    /// one key can unlock (see `SeamSoleKeyOpening`). On by default; the card never starts
    /// an unlock by itself.
    ///
    /// ```swift
    /// SeamAccessView()
    ///     .seamOpensSoleKey(false)
    /// ```
    public func seamOpensSoleKey(_ opens: Bool) -> some View {
        environment(\.seamOpensSoleKey, opens)
    }

    /// Whether the key lists in this subtree have a search field (by name and place, see
    /// ``SeamKeySearch/filter(_:query:locale:)``). On by default; an app whose guests hold a
    /// key or two, or that has its own search, turns it off. The field is there from the
    /// list's first frame, also while the keys load.
    ///
    /// ```swift
    /// SeamAccessView()
    ///     .seamKeySearch(false)
    /// ```
    public func seamKeySearch(_ isOn: Bool) -> some View {
        environment(\.seamKeySearch, isOn)
    }
}
#endif
