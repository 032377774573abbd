import Foundation

extension SeamPalette.Toast where Paint == SeamPaint {
    /// The toast as SeamComponents draws it by default: in the theme's roles the banner has
    /// always used (text on the secondary background, the symbol in `warning`), square, with no
    /// border or shadow. `SeamTheme.Toast.default` is this, in SwiftUI colours.
    public static var `default`: Self {
        Self(background: .role(.secondaryBackground), textColor: .role(.primaryText), accentColor: .role(.warning),
             borderColor: .color(.clear), cornerRadius: 0, shadowColor: .color(.clear), shadowRadius: 0,
             shadowYOffset: 0, horizontalPadding: 12, verticalPadding: 4, actionColor: .role(.primaryText))
    }

    /// Where the toast would be hard to read with the theme's roles as `palette`: text and
    /// Dismiss below 4.5:1 on the fill (a translucent one over its opaque base), or the symbol
    /// below 3:1 (WCAG AA), in light or dark mode. Empty means it passes.
    ///
    /// ```swift
    /// SeamPalette.Toast<SeamPaint>.default.with(textColor: .role(.secondaryFill))
    ///     .contrastFailures(in: .default)   // ["toast text (light): 1.13", "toast text (dark): 1.22"]
    /// ```
    public func contrastFailures(in palette: SeamPalette = .default) -> [String] {
        let paint = background.resolved(in: palette)
        let fill = Self.opaqueBase(under: paint).map { role in
            let base = palette.colors[role]
            return SeamAdaptiveColor(light: paint.light.composited(over: base.light),
                                     dark: paint.dark.composited(over: base.dark))
        } ?? paint
        return SeamPalette.contrastFailures([
            ("toast text", textColor.resolved(in: palette), fill, 4.5),
            ("toast action", actionColor.resolved(in: palette), fill, 4.5),
            ("toast icon", accentColor.resolved(in: palette), fill, 3),
        ])
    }
}

extension SeamPalette.Toast {
    /// What is drawn under a toast whose `background` is `fill`, so that it is opaque: nothing
    /// under an opaque fill; `secondaryBackground` (the default toast's fill) under one that is
    /// translucent in either mode, or whose components are unknown. Over a translucent fill
    /// alone (Seam's `.red.opacity(0.1)`) the rows showed through the text, and a shadow cast by
    /// it was as faint as the fill; the base carries the shadow.
    package static func opaqueBase(under fill: SeamAdaptiveColor?) -> SeamPalette.ColorRole? {
        guard let fill, fill.light.alpha >= 1, fill.dark.alpha >= 1 else { return .secondaryBackground }
        return nil
    }
}

extension SeamPalette.Toast where Paint: Equatable {
    /// This toast after the theme's colours changed from `old` to `new`: a colour still at what
    /// its default role gave under `old` becomes that role's colour under `new`; one set to
    /// anything else is kept. This is how `SeamTheme`'s toast follows its `colors`.
    package func following(_ old: SeamPalette.Colors<Paint>, to new: SeamPalette.Colors<Paint>) -> Self {
        let data = SeamPalette.Toast<SeamPaint>.default
        return with { toast in
            for (field, paint) in zip(Self.paintFields, SeamPalette.Toast<SeamPaint>.paintFields) {
                toast.follow(field, painted: data[keyPath: paint], from: old, to: new)
            }
        }
    }
}
