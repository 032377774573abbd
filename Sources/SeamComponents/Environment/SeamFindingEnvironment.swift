#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// What a key list's rows need to show and flip a key's favourite mark; set by
/// ``SeamCredentialsView`` when its service keeps favourites.
@MainActor
struct SeamFavouriteMarking {
    let isFavourite: (String) -> Bool
    let actionTitle: (String) -> String
    let toggle: (String) -> Void

    init(_ viewModel: SeamCredentialsViewModel, locale: Locale) {
        isFavourite = { [viewModel] in viewModel.isFavourite($0) }
        actionTitle = { [viewModel] in viewModel.favouriteActionTitle(for: $0, locale: locale) }
        toggle = { [viewModel] id in
            viewModel.toggleFavourite(id)
            SeamAnnouncer.announce(viewModel.favouriteAnnouncement(for: id, locale: locale))
        }
    }
}

private enum SeamFavouriteMarkingKey: EnvironmentKey {
    static var defaultValue: SeamFavouriteMarking? { nil }
}

private enum SeamOpensSoleKeyKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The favourites of the key list the rows belong to, if its service keeps them.
    var seamFavouriteMarking: SeamFavouriteMarking? {
        get { self[SeamFavouriteMarkingKey.self] }
        set { self[SeamFavouriteMarkingKey.self] = newValue }
    }

    /// Whether key lists open the unlock card at once when exactly one key can unlock
    /// (``SeamSoleKeyOpening``); `true` by default.
    public var seamOpensSoleKey: Bool {
        get { self[SeamOpensSoleKeyKey.self] }
        set { self[SeamOpensSoleKeyKey.self] = newValue }
    }
}

extension View {
    /// Whether the key lists in this subtree open the unlock card by themselves when exactly
    /// one key can unlock (see ``SeamSoleKeyOpening``). On by default; the card never starts
    /// an unlock by itself.
    ///
    /// ```swift
    /// SeamAccessView()
    ///     .seamOpensSoleKey(false)
    /// ```
    public func seamOpensSoleKey(_ opens: Bool) -> some View {
        environment(\.seamOpensSoleKey, opens)
    }
}
#endif
