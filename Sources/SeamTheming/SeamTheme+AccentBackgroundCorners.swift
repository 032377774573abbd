#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// The default theme with three values of its own, the short form an older Seam page uses:
    /// `accentColor` is ``Colors`` `accent` (buttons, the unlock button, selection, progress
    /// tint), `backgroundColor` is `colors.primaryBackground` (behind the key list, and behind
    /// the unlock card when its palette has no `cardBackground`), and `cornerRadius` is
    /// ``KeyCard`` `cornerRadius`. Everything else is ``default``'s, and the toast and unlock
    /// card colours that follow `accent` follow it here too.
    ///
    /// ```swift
    /// SeamAccessView()
    ///     .seamTheme(.init(accentColor: .blue, backgroundColor: .black, cornerRadius: 12))
    /// ```
    public init(accentColor: Color, backgroundColor: Color, cornerRadius: CGFloat) {
        self.init(colors: .default.with(accent: accentColor, primaryBackground: backgroundColor),
                  keyCard: .default.with(cornerRadius: cornerRadius))
    }
}
#endif
