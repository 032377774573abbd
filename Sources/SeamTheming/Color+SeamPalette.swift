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
        self.init(UIColor { traits in
            UIColor(traits.userInterfaceStyle == .dark ? adaptive.dark : adaptive.light)
        })
    }

    /// A fixed colour from SeamAccess's palette data.
    public init(_ rgba: SeamAdaptiveColor.RGBA) {
        self.init(UIColor(rgba))
    }
}
#endif
