#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A full-screen state (empty, activation failure) that is centred when it fits and scrolls
/// when it does not (accessibility text sizes on a small phone), with pull-to-refresh.
///
/// Pull-to-refresh on a `ScrollView` needs iOS 16, so iOS 15 gets a one-row plain `List`
/// (where `refreshable` works) that looks the same: its one row, the height of the screen, is
/// painted `primaryBackground`, and so is the space above it while pulling, where the list's
/// own background showed as a band in the system's colour: that one table's background is
/// cleared and `primaryBackground` painted behind it (`SeamListFill`). Every state that uses
/// this also has a button for the same action: pull-to-refresh is hard to find with VoiceOver.
@MainActor
struct SeamScrollableState<Content: View>: View {
    /// What pulling down does; `nil` for a state that trying again cannot fix.
    let refresh: (@MainActor @Sendable () async -> Void)?
    @ViewBuilder let content: Content
    @Environment(\.seamTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        GeometryReader { proxy in
            if #available(iOS 16, *) {
                ScrollView {
                    content.frame(maxWidth: .infinity, minHeight: proxy.size.height)
                }
                .refreshable(refresh)
            } else {
                let fill = SeamListFill.screen(theme: theme, colorScheme: colorScheme)
                // `.borderless`: in a List row, buttons with the default style make the whole
                // row one button (any tap runs the first); borderless ones hit only themselves.
                // The row is not selectable (no selection binding), so it never highlights.
                List {
                    content
                        .buttonStyle(.borderless)
                        .frame(maxWidth: .infinity, minHeight: proxy.size.height)
                        .background(fill.hidesListBackground ? SeamEnclosingTableClearing() : nil)
                        .listRowInsets(EdgeInsets())
                        .listRowSeparator(.hidden)
                        .listRowBackground(theme.color(fill.row))
                }
                .listStyle(.plain)
                .modifier(SeamListBackground(fill: fill))
                .refreshable(refresh)
            }
        }
    }
}

extension View {
    /// `refreshable(action:)` when there is an action.
    @ViewBuilder
    func refreshable(_ action: (@MainActor @Sendable () async -> Void)?) -> some View {
        if let action {
            refreshable { await action() }
        } else {
            self
        }
    }
}
#endif
