#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Adds a key's favourite mark to its card or row in a list whose service keeps favourites:
/// "Add to favourites" / "Remove from favourites" as a context-menu item and, on a card, a
/// VoiceOver action, or in a table a swipe action (which VoiceOver offers as the row's action,
/// so the row gets no second one), and "Favourite" as the VoiceOver value. The card and the
/// row draw the star themselves, where it covers no text. Elsewhere it changes nothing.
@MainActor
struct SeamFavouriteMark: ViewModifier {
    enum Placement {
        /// A card in the grid: the card shows the star in its top row, beside the brand;
        /// the action is a VoiceOver action.
        case card
        /// A table row: the row shows the star itself (in place of its key icon, or after
        /// the name when a problem icon leads) and the action is a swipe.
        case row
    }

    let credentialId: String
    let placement: Placement
    @Environment(\.seamFavouriteMarking) private var marking
    @Environment(\.locale) private var locale

    func body(content: Content) -> some View {
        if let marking {
            let isFavourite = marking.isFavourite(credentialId)
            let title = marking.actionTitle(credentialId)
            let toggle = { marking.toggle(credentialId) }
            content
                .contextMenu {
                    Button(action: toggle) {
                        Label(title, systemImage: isFavourite ? "star.slash" : "star")
                    }
                }
                .modifier(SwipeToFavourite(isOn: placement == .row, isFavourite: isFavourite, title: title, toggle: toggle))
                .accessibilityValue(isFavourite ? Text(SeamKeySearch.Copy.favourite.text(locale: locale)) : Text(""))
                .modifier(FavouriteAccessibilityAction(isOn: placement == .card, title: title, toggle: toggle))
        } else {
            content
        }
    }

}

/// The card's VoiceOver action; a table row has its swipe action instead, which VoiceOver
/// already lists, so the row would offer "Add to favourites" twice.
@MainActor
private struct FavouriteAccessibilityAction: ViewModifier {
    let isOn: Bool
    let title: String
    let toggle: () -> Void

    func body(content: Content) -> some View {
        if isOn {
            content.accessibilityAction(named: Text(title), toggle)
        } else {
            content
        }
    }
}

/// The table row's leading swipe (iOS 15 lists only swipe rows).
@MainActor
private struct SwipeToFavourite: ViewModifier {
    let isOn: Bool
    let isFavourite: Bool
    let title: String
    let toggle: () -> Void
    @Environment(\.seamTheme) private var theme

    func body(content: Content) -> some View {
        if isOn {
            content.swipeActions(edge: .leading, allowsFullSwipe: true) {
                Button(action: toggle) {
                    Label(title, systemImage: isFavourite ? "star.slash.fill" : "star.fill")
                }
                .tint(theme.colors.warning)
            }
        } else {
            content
        }
    }
}
#endif
