import Foundation

extension SeamPalette {
    /// A font role of the theme: what text is for, not its font.
    public enum FontRole: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case actionTitle, sectionHeader
    }

    /// The 13 font roles, a `Value` for each (SwiftUI's `Font` in `SeamTheme.Fonts`). This is
    /// the one place the font roles are listed.
    ///
    /// ```swift
    /// let fonts = SeamTheme.Fonts.default.with(title: .system(.title, design: .rounded))
    /// fonts[.title] == fonts.title   // true
    /// ```
    public struct Fonts<Value> {
        public var largeTitle: Value
        public var title: Value
        public var title2: Value
        public var title3: Value
        public var headline: Value
        public var subheadline: Value
        public var body: Value
        public var callout: Value
        public var footnote: Value
        public var caption: Value
        public var caption2: Value
        public var actionTitle: Value
        public var sectionHeader: Value

        public init(largeTitle: Value, title: Value, title2: Value, title3: Value, headline: Value, subheadline: Value,
                    body: Value, callout: Value, footnote: Value, caption: Value, caption2: Value, actionTitle: Value,
                    sectionHeader: Value) {
            self.largeTitle = largeTitle
            self.title = title
            self.title2 = title2
            self.title3 = title3
            self.headline = headline
            self.subheadline = subheadline
            self.body = body
            self.callout = callout
            self.footnote = footnote
            self.caption = caption
            self.caption2 = caption2
            self.actionTitle = actionTitle
            self.sectionHeader = sectionHeader
        }

        /// Where each role is stored: the only mapping from a role to its font.
        package static func keyPath(_ role: FontRole) -> WritableKeyPath<Self, Value> {
            switch role {
            case .largeTitle: \.largeTitle
            case .title: \.title
            case .title2: \.title2
            case .title3: \.title3
            case .headline: \.headline
            case .subheadline: \.subheadline
            case .body: \.body
            case .callout: \.callout
            case .footnote: \.footnote
            case .caption: \.caption
            case .caption2: \.caption2
            case .actionTitle: \.actionTitle
            case .sectionHeader: \.sectionHeader
            }
        }

        /// The font of a role.
        public subscript(role: FontRole) -> Value {
            get { self[keyPath: Self.keyPath(role)] }
            set { self[keyPath: Self.keyPath(role)] = newValue }
        }

        /// A copy with the given roles replaced; roles you leave out keep their value.
        public func with(
            largeTitle: Value? = nil, title: Value? = nil, title2: Value? = nil, title3: Value? = nil,
            headline: Value? = nil, subheadline: Value? = nil, body: Value? = nil, callout: Value? = nil,
            footnote: Value? = nil, caption: Value? = nil, caption2: Value? = nil, actionTitle: Value? = nil,
            sectionHeader: Value? = nil
        ) -> Self {
            replacing(Fonts<Value?>(
                largeTitle: largeTitle, title: title, title2: title2, title3: title3, headline: headline,
                subheadline: subheadline, body: body, callout: callout, footnote: footnote, caption: caption,
                caption2: caption2, actionTitle: actionTitle, sectionHeader: sectionHeader))
        }

        /// A copy with each role `overrides` gives (not `nil`) replaced.
        package func replacing(_ overrides: Fonts<Value?>) -> Self {
            with { fonts in
                for role in FontRole.allCases { if let value = overrides[role] { fonts[role] = value } }
            }
        }
    }
}

extension SeamPalette.Fonts: SeamThemeValue {}
extension SeamPalette.Fonts: Sendable where Value: Sendable {}
extension SeamPalette.Fonts: Equatable where Value: Equatable {}
extension SeamPalette.Fonts: Hashable where Value: Hashable {}
