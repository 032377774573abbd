#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

private enum SeamThemeKey: EnvironmentKey {
    /// Built once: the default theme's colours are dynamic (they follow light and dark mode by
    /// themselves), so one value serves every read instead of a new theme per view per render.
    static let defaultValue = SeamTheme.default
}

extension EnvironmentValues {
    /// The theme SeamComponents views and the SeamWidgets widget draw with;
    /// ``SeamTheme/default`` unless injected.
    public var seamTheme: SeamTheme {
        get { self[SeamThemeKey.self] }
        set { self[SeamThemeKey.self] = newValue }
    }
}

extension View {
    /// Draws the SeamComponents views in this view with `theme`: the same as
    /// `.environment(\.seamTheme, theme)`.
    ///
    /// ```swift
    /// SeamAccessView()
    ///     .seamTheme(.default.with(colors: .default.with(accent: .indigo)))
    /// ```
    public func seamTheme(_ theme: SeamTheme) -> some View {
        environment(\.seamTheme, theme)
    }
}
#endif
