import Foundation

/// A colour with a value for light mode and one for dark mode.
public struct SeamAdaptiveColor: Hashable, Sendable {
    public var light: RGBA
    public var dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    public init(light: UInt32, dark: UInt32) {
        self.init(light: RGBA(hex: light), dark: RGBA(hex: dark))
    }

    /// The same colour in both modes.
    public init(_ hex: UInt32) {
        self.init(light: hex, dark: hex)
    }

    /// Nothing at all (fully transparent): what a palette paints where it draws nothing by
    /// default, such as the toast's border.
    ///
    /// ```swift
    /// SeamPaint.color(.clear)   // no border, no shadow
    /// ```
    public static let clear = SeamAdaptiveColor(light: RGBA(red: 0, green: 0, blue: 0, alpha: 0),
                                                dark: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
}

extension SeamAdaptiveColor {
    /// An sRGB colour as plain numbers, so colour rules (like contrast) are testable anywhere.
    public struct RGBA: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// `SeamAdaptiveColor.RGBA(hex: 0x0A5FCC)`.
        public init(hex: UInt32, alpha: Double = 1) {
            self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                      blue: Double(hex & 0xFF) / 255, alpha: alpha)
        }

        /// WCAG 2.x relative luminance.
        public var relativeLuminance: Double {
            func linear(_ channel: Double) -> Double {
                channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// This colour painted over `base`: what shows where a translucent colour lies on
        /// another (source-over). Opaque colours stay as they are.
        ///
        /// ```swift
        /// SeamAdaptiveColor.RGBA(hex: 0xFF0000, alpha: 0.5).composited(over: .init(hex: 0xFFFFFF))
        ///     // RGBA(red: 1, green: 0.5, blue: 0.5, alpha: 1)
        /// ```
        package func composited(over base: RGBA) -> RGBA {
            let alpha = self.alpha + base.alpha * (1 - self.alpha)
            guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
            func channel(_ top: Double, _ bottom: Double) -> Double {
                (top * self.alpha + bottom * base.alpha * (1 - self.alpha)) / alpha
            }
            return RGBA(red: channel(red, base.red), green: channel(green, base.green),
                        blue: channel(blue, base.blue), alpha: alpha)
        }

        /// WCAG 2.x contrast ratio with `other`, from 1 to 21. Both colours are taken as opaque.
        public func contrastRatio(with other: RGBA) -> Double {
            let (a, b) = (relativeLuminance, other.relativeLuminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }
    }
}
