#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// The 13 font roles as SwiftUI fonts: ``SeamPalette/Fonts`` of `Font`, so the roles, their
    /// `init` and `.with(...)` are declared once, in SeamAccess. Every default is a Dynamic Type
    /// text style, so text grows with the user's setting; prefer `.system(_:design:)` text
    /// styles over fixed sizes when overriding.
    ///
    /// ```swift
    /// let fonts = SeamTheme.Fonts.default.with(title: .system(.title, design: .rounded))
    /// ```
    public typealias Fonts = SeamPalette.Fonts<Font>
}

extension SeamPalette.Fonts where Value == Font {
    /// The theme's default fonts: Dynamic Type text styles.
    public static var `default`: Self {
        Self(largeTitle: .largeTitle.bold(), title: .title.weight(.semibold), title2: .title2.weight(.semibold),
             title3: .title3, headline: .headline, subheadline: .subheadline, body: .body, callout: .callout,
             footnote: .footnote, caption: .caption, caption2: .caption2, actionTitle: .headline,
             sectionHeader: .footnote.weight(.semibold))
    }
}
#endif
