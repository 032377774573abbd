import Foundation

extension SeamPalette {
    /// A colour role of the theme: what a colour is for, not the colour itself.
    ///
    /// ```swift
    /// SeamPaint.role(.accent)                       // paints with the theme's accent
    /// SeamPalette.default.colors[.accent].light     // SeamAdaptiveColor.RGBA(hex: 0x0A5FCC)
    /// ```
    public enum ColorRole: String, Hashable, Sendable, CaseIterable {
        case accent, primaryText, secondaryText, primaryTextLight, primaryTextDark, danger, error, warning, info, success
        case grayFill, lightFill, darkFill, secondaryFill, progress
        case primaryBackground, secondaryBackground
    }

    /// The 17 colour roles, a `Value` for each: ``SeamAdaptiveColor`` in a ``SeamPalette`` (the
    /// defaults, as data SeamAccess can check), SwiftUI's `Color` in `SeamTheme.Colors`. This is
    /// the one place the roles are listed; both are the same value, mapped.
    ///
    /// ```swift
    /// let colors = SeamPalette.default.colors.with(accent: SeamAdaptiveColor(0xB54708))
    /// colors[.accent] == colors.accent   // true
    /// ```
    public struct Colors<Value> {
        public var accent: Value
        public var primaryText: Value
        public var secondaryText: Value
        public var primaryTextLight: Value
        public var primaryTextDark: Value
        public var danger: Value
        public var error: Value
        public var warning: Value
        public var info: Value
        public var success: Value
        public var grayFill: Value
        public var lightFill: Value
        public var darkFill: Value
        public var secondaryFill: Value
        public var progress: Value
        /// The screen behind the components: the key list, and the unlock card when its palette
        /// sets no `cardBackground`.
        public var primaryBackground: Value
        public var secondaryBackground: Value

        public init(accent: Value, primaryText: Value, secondaryText: Value, primaryTextLight: Value,
                    primaryTextDark: Value, danger: Value, error: Value, warning: Value, info: Value, success: Value,
                    grayFill: Value, lightFill: Value, darkFill: Value, secondaryFill: Value, progress: Value,
                    primaryBackground: Value, secondaryBackground: Value) {
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
            self.primaryBackground = primaryBackground
            self.secondaryBackground = secondaryBackground
        }

        /// Where each role is stored: the only mapping from a role to its colour.
        package static func keyPath(_ role: ColorRole) -> WritableKeyPath<Self, Value> {
            switch role {
            case .accent: \.accent
            case .primaryText: \.primaryText
            case .secondaryText: \.secondaryText
            case .primaryTextLight: \.primaryTextLight
            case .primaryTextDark: \.primaryTextDark
            case .danger: \.danger
            case .error: \.error
            case .warning: \.warning
            case .info: \.info
            case .success: \.success
            case .grayFill: \.grayFill
            case .lightFill: \.lightFill
            case .darkFill: \.darkFill
            case .secondaryFill: \.secondaryFill
            case .progress: \.progress
            case .primaryBackground: \.primaryBackground
            case .secondaryBackground: \.secondaryBackground
            }
        }

        /// The colour of a role.
        public subscript(role: ColorRole) -> Value {
            get { self[keyPath: Self.keyPath(role)] }
            set { self[keyPath: Self.keyPath(role)] = newValue }
        }

        /// Every role's colour, transformed (a palette's data to SwiftUI colours).
        package func map<T>(_ transform: (Value) throws -> T) rethrows -> Colors<T> {
            var colors = Colors<T>(repeating: try transform(accent))
            for role in ColorRole.allCases { colors[role] = try transform(self[role]) }
            return colors
        }

        /// Every role the same colour; the start of ``map(_:)``.
        package init(repeating value: Value) {
            self.init(accent: value, primaryText: value, secondaryText: value, primaryTextLight: value,
                      primaryTextDark: value, danger: value, error: value, warning: value, info: value, success: value,
                      grayFill: value, lightFill: value, darkFill: value, secondaryFill: value, progress: value,
                      primaryBackground: value, secondaryBackground: value)
        }

        /// A copy with the given roles replaced; roles you leave out keep their value.
        public func with(
            accent: Value? = nil, primaryText: Value? = nil, secondaryText: Value? = nil,
            primaryTextLight: Value? = nil, primaryTextDark: Value? = nil, danger: Value? = nil, error: Value? = nil,
            warning: Value? = nil, info: Value? = nil, success: Value? = nil, grayFill: Value? = nil,
            lightFill: Value? = nil, darkFill: Value? = nil, secondaryFill: Value? = nil, progress: Value? = nil,
            primaryBackground: Value? = nil, secondaryBackground: Value? = nil
        ) -> Self {
            replacing(Colors<Value?>(
                accent: accent, primaryText: primaryText, secondaryText: secondaryText,
                primaryTextLight: primaryTextLight, primaryTextDark: primaryTextDark, danger: danger, error: error,
                warning: warning, info: info, success: success, grayFill: grayFill, lightFill: lightFill,
                darkFill: darkFill, secondaryFill: secondaryFill, progress: progress,
                primaryBackground: primaryBackground, secondaryBackground: secondaryBackground))
        }

        /// A copy with each role `overrides` gives (not `nil`) replaced.
        package func replacing(_ overrides: Colors<Value?>) -> Self {
            with { colors in
                for role in ColorRole.allCases { if let value = overrides[role] { colors[role] = value } }
            }
        }
    }
}

extension SeamPalette.Colors: SeamThemeValue {}
extension SeamPalette.Colors: Sendable where Value: Sendable {}
extension SeamPalette.Colors: Equatable where Value: Equatable {}
extension SeamPalette.Colors: Hashable where Value: Hashable {}
