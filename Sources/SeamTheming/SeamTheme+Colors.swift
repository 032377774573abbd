#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension SeamTheme {
    /// The 16 colour roles. The defaults come from ``SeamPalette/default`` (AA contrast in light
    /// and dark mode); keep AA when you override text colours.
    public struct Colors: Sendable {
        public var accent: Color
        public var primaryText: Color
        public var secondaryText: Color
        public var primaryTextLight: Color
        public var primaryTextDark: Color
        public var danger: Color
        public var error: Color
        public var warning: Color
        public var info: Color
        public var success: Color
        public var grayFill: Color
        public var lightFill: Color
        public var darkFill: Color
        public var secondaryFill: Color
        public var progress: Color
        public var secondaryBackground: Color

        public init(accent: Color, primaryText: Color, secondaryText: Color, primaryTextLight: Color,
                    primaryTextDark: Color, danger: Color, error: Color, warning: Color, info: Color, success: Color,
                    grayFill: Color, lightFill: Color, darkFill: Color, secondaryFill: Color, progress: Color,
                    secondaryBackground: Color) {
            self.accent = accent
            self.primaryText = primaryText
            self.secondaryText = secondaryText
            self.primaryTextLight = primaryTextLight
            self.primaryTextDark = primaryTextDark
            self.danger = danger
            self.error = error
            self.warning = warning
            self.info = info
            self.success = success
            self.grayFill = grayFill
            self.lightFill = lightFill
            self.darkFill = darkFill
            self.secondaryFill = secondaryFill
            self.progress = progress
            self.secondaryBackground = secondaryBackground
        }

        /// The colours of a palette.
        public init(palette: SeamPalette) {
            self.init(
                accent: Color(palette.accent), primaryText: Color(palette.primaryText),
                secondaryText: Color(palette.secondaryText), primaryTextLight: Color(palette.primaryTextLight),
                primaryTextDark: Color(palette.primaryTextDark), danger: Color(palette.danger),
                error: Color(palette.error), warning: Color(palette.warning), info: Color(palette.info),
                success: Color(palette.success), grayFill: Color(palette.grayFill), lightFill: Color(palette.lightFill),
                darkFill: Color(palette.darkFill), secondaryFill: Color(palette.secondaryFill),
                progress: Color(palette.progress), secondaryBackground: Color(palette.secondaryBackground))
        }

        public static var `default`: Colors { Colors(palette: .default) }

        /// A copy with the given roles replaced; roles you leave out keep their value.
        public func with(
            accent: Color? = nil, primaryText: Color? = nil, secondaryText: Color? = nil,
            primaryTextLight: Color? = nil, primaryTextDark: Color? = nil, danger: Color? = nil, error: Color? = nil,
            warning: Color? = nil, info: Color? = nil, success: Color? = nil, grayFill: Color? = nil,
            lightFill: Color? = nil, darkFill: Color? = nil, secondaryFill: Color? = nil, progress: Color? = nil,
            secondaryBackground: Color? = nil
        ) -> Colors {
            Colors(
                accent: accent ?? self.accent, primaryText: primaryText ?? self.primaryText,
                secondaryText: secondaryText ?? self.secondaryText,
                primaryTextLight: primaryTextLight ?? self.primaryTextLight,
                primaryTextDark: primaryTextDark ?? self.primaryTextDark, danger: danger ?? self.danger,
                error: error ?? self.error, warning: warning ?? self.warning, info: info ?? self.info,
                success: success ?? self.success, grayFill: grayFill ?? self.grayFill,
                lightFill: lightFill ?? self.lightFill, darkFill: darkFill ?? self.darkFill,
                secondaryFill: secondaryFill ?? self.secondaryFill, progress: progress ?? self.progress,
                secondaryBackground: secondaryBackground ?? self.secondaryBackground)
        }
    }
}
#endif
