#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Adds a key's favourite mark to its card or row in a list whose service keeps favourites:
/// a star on a favourite's card, "Add to favourites" / "Remove from favourites" as a
/// VoiceOver action, a context-menu item, and (in a table) a swipe action. Elsewhere it
/// changes nothing.
@MainActor
struct SeamFavouriteMark: ViewModifier {
    enum Placement {
        /// A card in the grid: the star sits in the card's bottom trailing corner.
        case card
        /// A table row: the row shows the star itself (in place of its key icon) and the
        /// action is also a swipe.
        case row
    }

    let credentialId: String
    let placement: Placement
    @Environment(\.seamFavouriteMarking) private var marking
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale

    func body(content: Content) -> some View {
        if let marking {
            let isFavourite = marking.isFavourite(credentialId)
            let title = marking.actionTitle(credentialId)
            let toggle = { marking.toggle(credentialId) }
            content
                .overlay(alignment: .bottomTrailing) {
                    if placement == .card, isFavourite { star }
                }
                .contextMenu {
                    Button(action: toggle) {
                        Label(title, systemImage: isFavourite ? "star.slash" : "star")
                    }
                }
                .modifier(SwipeToFavourite(isOn: placement == .row, isFavourite: isFavourite, title: title, toggle: toggle))
                .accessibilityValue(isFavourite ? Text(SeamFindingCopy.favourite.text(locale: locale)) : Text(""))
                .accessibilityAction(named: Text(title), toggle)
        } else {
            content
        }
    }

    private var star: some View {
        Image(systemName: "star.fill")
            .font(theme.fonts.footnote.weight(.semibold))
            .foregroundColor(theme.colors.warning)
            .padding(8)
            .background(Circle().fill(.regularMaterial))
            .padding(12)
            .accessibilityHidden(true)
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
