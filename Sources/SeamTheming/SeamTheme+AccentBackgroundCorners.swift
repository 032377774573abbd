#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// The default theme with three values of its own, the short form an older Seam page uses:
    /// `accentColor` is ``Colors`` `accent` (buttons, the unlock button, selection, progress
    /// tint), `backgroundColor` is `colors.primaryBackground`, and `cornerRadius` is ``KeyCard``
    /// `cornerRadius`. Everything else is ``default``'s, and the toast and unlock card colours
    /// that follow `accent` follow it here too.
    ///
    /// `backgroundColor` is behind everything the components draw: the key list, and the unlock
    /// card, whose palette here has no `cardBackground` of its own, so the card opens in the
    /// colour of the list (the default card is on `secondaryBackground`). The other roles
    /// are picked to stay readable on it: in a mode where the background is dark but the default
    /// one is light (or the other way round), every role takes its value from the default
    /// palette's other mode, so black gets light text in light mode too, and the toast and the
    /// table's rows sit on the matching `secondaryBackground`. A translucent background (`.clear`
    /// shows your own) keeps the default roles; so does one whose components UIKit cannot give.
    /// The accent is yours as given: keep white text on it at 4.5:1.
    ///
    /// The theme reaches only what the components draw. Your navigation bar (its title and
    /// buttons) and the status bar follow the system's mode, so on a background that stays dark
    /// by day they stay dark on it. With a fixed dark `backgroundColor`, also set
    /// `.preferredColorScheme(.dark)` on the screen or, from iOS 16, for the navigation bar
    /// alone, `.toolbarColorScheme(.dark, for: .navigationBar)` (the bar applies it to its
    /// background, so pair it with `.toolbarBackground(.visible, for: .navigationBar)`).
    ///
    /// ```swift
    /// SeamAccessView()
    ///     .seamTheme(.init(accentColor: .blue, backgroundColor: .black, cornerRadius: 12))
    ///     .preferredColorScheme(.dark)   // the app's title and status bar light on black too
    /// ```
    public init(accentColor: Color, backgroundColor: Color, cornerRadius: CGFloat) {
        let roles = SeamAdaptiveColor(resolving: backgroundColor).map { SeamPalette.default.readable(on: $0) }
        let colors = roles.map { Colors(palette: $0) } ?? .default
        self.init(colors: colors.with(accent: accentColor, primaryBackground: backgroundColor),
                  keyCard: .default.with(cornerRadius: cornerRadius),
                  unlockCard: SeamPalette.UnlockCard<SeamPaint>.onPrimaryBackground.map(\.defaultColor))
    }
}
#endif
