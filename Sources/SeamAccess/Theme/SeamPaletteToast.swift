import Foundation

extension SeamPalette {
    /// How the toast looks (the "Couldn't refresh" banner over a key list): Seam's ten fields,
    /// `background` to `verticalPadding`, and three of this package's own beyond them (the
    /// Dismiss button's colour, the fonts, and an outline that can be a capsule).
    ///
    /// One declaration, two faces. `SeamTheme.Toast` is a `Toast` of SwiftUI `Color`: what an
    /// app sets. `Toast<SeamPaint>` is the same palette as data, in roles of the theme or colours
    /// of their own: its ``default`` is the one the theme starts from, and its contrast can be
    /// checked on any platform.
    ///
    /// ```swift
    /// let toast = SeamPalette.Toast<SeamPaint>.default.with(
    ///     background: .color(SeamAdaptiveColor(light: 0xFFF4E5, dark: 0x3A2A12)), cornerRadius: 12)
    /// toast.contrastFailures(in: .default)  // [] — text and Dismiss stay AA on the new fill
    /// ```
    public struct Toast<Paint> {
        /// The fill behind the toast. A translucent one (Seam's pages show `.red.opacity(0.1)`)
        /// is drawn over `secondaryBackground`, which casts the shadow, so the list does not show
        /// through the text.
        public var background: Paint
        /// The message.
        public var textColor: Paint
        /// The symbol before the message.
        public var accentColor: Paint
        /// A 1-point line along the toast's outline.
        public var borderColor: Paint
        /// The corners' radius in points: 0 is square, `.infinity` a capsule (``shape`` says the
        /// same as a ``SeamPalette/Shape``).
        public var cornerRadius: CGFloat {
            get {
                switch outline {
                case .rectangle: 0
                case .rounded(let radius): CGFloat(radius)
                case .capsule, .circle: .infinity
                }
            }
            set { outline = Self.outline(cornerRadius: newValue) }
        }
        /// The shadow under the toast.
        public var shadowColor: Paint
        /// The shadow's blur radius in points (0: no shadow).
        public var shadowRadius: CGFloat
        /// How far down the shadow falls, in points.
        public var shadowYOffset: CGFloat
        /// Space between the toast's sides and its content, in points.
        public var horizontalPadding: CGFloat
        /// Space above and below its content, in points.
        public var verticalPadding: CGFloat
        /// The toast's Dismiss button (not one of Seam's fields).
        public var actionColor: Paint
        /// The message's font (not one of Seam's fields).
        public var textFont: FontRole
        /// Dismiss's font (not one of Seam's fields).
        public var actionFont: FontRole
        /// The outline: a rectangle, rounded corners or a capsule. A circle would crop the text
        /// to a disc, so ``SeamPalette/Shape/circle`` is taken as ``SeamPalette/Shape/capsule``.
        public var shape: Shape {
            get { outline }
            set { outline = newValue == .circle ? .capsule : newValue }
        }
        private var outline: Shape

        /// A toast with every colour and measure given; Dismiss takes `textColor` unless
        /// `actionColor` is given.
        public init(background: Paint, textColor: Paint, accentColor: Paint, borderColor: Paint,
                    cornerRadius: CGFloat, shadowColor: Paint, shadowRadius: CGFloat, shadowYOffset: CGFloat,
                    horizontalPadding: CGFloat, verticalPadding: CGFloat, actionColor: Paint? = nil,
                    textFont: FontRole = .callout, actionFont: FontRole = .actionTitle) {
            self.background = background
            self.textColor = textColor
            self.accentColor = accentColor
            self.borderColor = borderColor
            self.outline = Self.outline(cornerRadius: cornerRadius)
            self.shadowColor = shadowColor
            self.shadowRadius = shadowRadius
            self.shadowYOffset = shadowYOffset
            self.horizontalPadding = horizontalPadding
            self.verticalPadding = verticalPadding
            self.actionColor = actionColor ?? textColor
            self.textFont = textFont
            self.actionFont = actionFont
        }

        /// A copy with the given fields replaced; fields you leave out keep their value. The
        /// order lets Seam's `.with(background:borderColor:textColor:)` read as written; `shape`
        /// wins over `cornerRadius` when both are given.
        public func with(
            background: Paint? = nil, borderColor: Paint? = nil, textColor: Paint? = nil, accentColor: Paint? = nil,
            cornerRadius: CGFloat? = nil, shadowColor: Paint? = nil, shadowRadius: CGFloat? = nil,
            shadowYOffset: CGFloat? = nil, horizontalPadding: CGFloat? = nil, verticalPadding: CGFloat? = nil,
            actionColor: Paint? = nil, textFont: FontRole? = nil, actionFont: FontRole? = nil, shape: Shape? = nil
        ) -> Self {
            with {
                $0.replace(\.background, with: background)
                $0.replace(\.borderColor, with: borderColor)
                $0.replace(\.textColor, with: textColor)
                $0.replace(\.accentColor, with: accentColor)
                $0.replace(\.cornerRadius, with: cornerRadius)
                $0.replace(\.shadowColor, with: shadowColor)
                $0.replace(\.shadowRadius, with: shadowRadius)
                $0.replace(\.shadowYOffset, with: shadowYOffset)
                $0.replace(\.horizontalPadding, with: horizontalPadding)
                $0.replace(\.verticalPadding, with: verticalPadding)
                $0.replace(\.actionColor, with: actionColor)
                $0.replace(\.textFont, with: textFont)
                $0.replace(\.actionFont, with: actionFont)
                $0.replace(\.shape, with: shape)
            }
        }

        /// The same toast with every colour transformed (its data to SwiftUI colours).
        package func map<T>(_ transform: (Paint) throws -> T) rethrows -> Toast<T> {
            var toast = Toast<T>(
                background: try transform(background), textColor: try transform(textColor),
                accentColor: try transform(accentColor), borderColor: try transform(borderColor),
                cornerRadius: 0, shadowColor: try transform(shadowColor), shadowRadius: shadowRadius,
                shadowYOffset: shadowYOffset, horizontalPadding: horizontalPadding, verticalPadding: verticalPadding,
                actionColor: try transform(actionColor), textFont: textFont, actionFont: actionFont)
            toast.outline = outline
            return toast
        }

        /// Every colour field, in one order for every `Paint`: how a theme's toast is matched,
        /// field by field, with the data it started from.
        package static var paintFields: [WritableKeyPath<Self, Paint>] {
            [\.background, \.textColor, \.accentColor, \.borderColor, \.shadowColor, \.actionColor]
        }

        /// The outline a corner radius stands for: `.infinity` a capsule, 0 or less (or not a
        /// number) square corners.
        private static func outline(cornerRadius: CGFloat) -> Shape {
            if cornerRadius == .infinity { return .capsule }
            return cornerRadius > 0 ? .rounded(cornerRadius: Double(cornerRadius)) : .rectangle
        }
    }
}

extension SeamPalette.Toast: SeamThemeValue {}
extension SeamPalette.Toast: Sendable where Paint: Sendable {}
extension SeamPalette.Toast: Equatable where Paint: Equatable {}
extension SeamPalette.Toast: Hashable where Paint: Hashable {}
