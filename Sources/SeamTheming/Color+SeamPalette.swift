#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

extension UIColor {
    convenience init(_ rgba: SeamAdaptiveColor.RGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}

extension Color {
    /// A colour that follows light and dark mode, from SeamAccess's palette data.
    public init(_ adaptive: SeamAdaptiveColor) {
        self.init(following: UIColor(adaptive.light), dark: UIColor(adaptive.dark))
    }

    /// A fixed colour from SeamAccess's palette data.
    public init(_ rgba: SeamAdaptiveColor.RGBA) {
        self.init(UIColor(rgba))
    }

    /// A colour that is `light` in light mode and `dark` in dark mode, like a
    /// ``SeamAdaptiveColor`` made of any two SwiftUI colours.
    ///
    /// ```swift
    /// let colors = SeamTheme.Colors.default.with(primaryBackground: Color(light: .white, dark: .black))
    /// ```
    public init(light: Color, dark: Color) {
        self.init(following: UIColor(light), dark: UIColor(dark))
    }

    /// The one way this package makes a colour follow the interface style.
    private init(following light: UIColor, dark: UIColor) {
        self.init(UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light })
    }
}
#endif
