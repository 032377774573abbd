#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

extension UIColor {
    convenience init(_ rgba: SeamAdaptiveColor.RGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}

extension SeamAdaptiveColor {
    /// `color` in light and dark mode as numbers, for SeamAccess's colour rules; `nil` when
    /// UIKit cannot give its sRGB components (a pattern, say).
    package init?(resolving color: Color) {
        guard let light = RGBA(resolving: color, isDarkMode: false),
              let dark = RGBA(resolving: color, isDarkMode: true) else { return nil }
        self.init(light: light, dark: dark)
    }
}

extension SeamAdaptiveColor.RGBA {
    /// `color` in light or dark mode as numbers (clamped to sRGB); `nil` when UIKit cannot give
    /// its sRGB components.
    package init?(resolving color: Color, isDarkMode: Bool) {
        let traits = UITraitCollection(userInterfaceStyle: isDarkMode ? .dark : .light)
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard UIColor(color).resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        else { return nil }
        func clamped(_ channel: CGFloat) -> Double { min(max(Double(channel), 0), 1) }
        self.init(red: clamped(red), green: clamped(green), blue: clamped(blue), alpha: clamped(alpha))
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
