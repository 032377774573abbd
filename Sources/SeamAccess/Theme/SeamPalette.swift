import Foundation

/// The default colours of `SeamTheme`, defined once as data (light and dark values) so their
/// accessibility can be checked on any platform.
///
/// Its 17 colour roles are ``colors``; `palette.accent` reads and writes `palette.colors.accent`.
///
/// ```swift
/// SeamPalette.default.contrastFailures()   // [] — every text role meets WCAG AA
/// ```
@dynamicMemberLookup
public struct SeamPalette: Hashable, Sendable {
    /// The colour of each role.
    public var colors: Colors<SeamAdaptiveColor>
    /// The key card's default gradient, top-leading to bottom-trailing, under white text.
    public var keyCardGradient: [SeamAdaptiveColor.RGBA]
    /// The key card's default accent (`SeamTheme.KeyCard.accentColor`): the stripe along its
    /// top edge, and the fill of the widget's Unlock button, under `primaryTextDark`.
    public var keyCardAccent: SeamAdaptiveColor.RGBA

    package init(colors: Colors<SeamAdaptiveColor>, keyCardGradient: [SeamAdaptiveColor.RGBA],
                 keyCardAccent: SeamAdaptiveColor.RGBA) {
        self.colors = colors
        self.keyCardGradient = keyCardGradient
        self.keyCardAccent = keyCardAccent
    }

    /// A role's colour by name: `palette.accent` is `palette.colors.accent`.
    public subscript(dynamicMember role: WritableKeyPath<Colors<SeamAdaptiveColor>, SeamAdaptiveColor>)
        -> SeamAdaptiveColor {
        get { colors[keyPath: role] }
        set { colors[keyPath: role] = newValue }
    }

    public static let `default` = SeamPalette(
        colors: Colors(
            accent: SeamAdaptiveColor(light: 0x0A5FCC, dark: 0x1F6FD6),
            primaryText: SeamAdaptiveColor(light: 0x111114, dark: 0xF2F2F7),
            secondaryText: SeamAdaptiveColor(light: 0x5C5C66, dark: 0xAEAEB8),
            primaryTextLight: SeamAdaptiveColor(0xFFFFFF),
            primaryTextDark: SeamAdaptiveColor(0x000000),
            danger: SeamAdaptiveColor(light: 0xC62828, dark: 0xD93636),
            error: SeamAdaptiveColor(light: 0xC62828, dark: 0xFF6B6B),
            warning: SeamAdaptiveColor(light: 0x8A5A00, dark: 0xFFC247),
            info: SeamAdaptiveColor(light: 0x0A5FCC, dark: 0x6AA8FF),
            success: SeamAdaptiveColor(light: 0x1E7B34, dark: 0x5FD37A),
            grayFill: SeamAdaptiveColor(light: 0x8E8E93, dark: 0x636366),
            lightFill: SeamAdaptiveColor(0xFFFFFF),
            darkFill: SeamAdaptiveColor(0x000000),
            secondaryFill: SeamAdaptiveColor(light: 0xE5E5EA, dark: 0x2C2C2E),
            progress: SeamAdaptiveColor(light: 0x0A5FCC, dark: 0x6AA8FF),
            primaryBackground: SeamAdaptiveColor(light: 0xFFFFFF, dark: 0x000000),
            secondaryBackground: SeamAdaptiveColor(light: 0xF2F2F7, dark: 0x1C1C1E)),
        keyCardGradient: [SeamAdaptiveColor.RGBA(hex: 0x1D3557), SeamAdaptiveColor.RGBA(hex: 0x2E5A88)],
        keyCardAccent: SeamAdaptiveColor.RGBA(hex: 0xF5A623)
    )

    /// Where text is drawn on what, as the components use the roles: each text role on each
    /// background it appears on, and every ``SeamSurface`` that draws text or a symbol on a fill
    /// of its own (the iOS 15 refresh button on its capsule, a favourite's star on its disc).
    package static var textPairings: [TextPairing] {
        let surfaces: [KeyPath<SeamPalette, SeamAdaptiveColor>] = [
            \.colors.primaryBackground, \.colors.secondaryBackground,
        ]
        let onSurfaces: [KeyPath<SeamPalette, SeamAdaptiveColor>] = [
            \.colors.primaryText, \.colors.secondaryText, \.colors.error, \.colors.warning, \.colors.info,
            \.colors.success,
        ]
        let listed: [TextPairing] = onSurfaces.flatMap { text in surfaces.map { (text, $0) } } + [
            (\.colors.primaryText, \.colors.secondaryFill),
            (\.colors.primaryTextLight, \.colors.accent),
            (\.colors.primaryTextLight, \.colors.danger),
            (\.colors.primaryTextLight, \.colors.darkFill),
            (\.colors.primaryTextDark, \.colors.lightFill),
        ]
        let drawn = SeamSurface.allCases.compactMap { surface -> TextPairing? in
            surface.foreground.flatMap { text in surface.background.map { (field(text), field($0)) } }
        }
        var seen = Set<[AnyKeyPath]>()
        return (listed + drawn).filter { seen.insert([$0.text, $0.on]).inserted }
    }

    /// A text role and the background it is drawn on.
    package typealias TextPairing = (text: KeyPath<SeamPalette, SeamAdaptiveColor>, on: KeyPath<SeamPalette, SeamAdaptiveColor>)

    /// Where a role's colour is kept in a palette.
    private static func field(_ role: ColorRole) -> KeyPath<SeamPalette, SeamAdaptiveColor> {
        (\SeamPalette.colors).appending(path: Colors.keyPath(role))
    }

    /// Every text pairing (white on each key card gradient stop, and the widget's Unlock title,
    /// `primaryTextDark`, on the key card accent, included) whose contrast is below `minimum` in
    /// light or dark mode, described for a report. Empty means AA passes.
    public func contrastFailures(minimum: Double = 4.5) -> [String] {
        var failures = Self.contrastFailures(Self.textPairings.map { text, surface in
            (name: "\(Self.name(text)) on \(Self.name(surface))", text: self[keyPath: text], on: self[keyPath: surface],
             minimum: minimum)
        })
        for (index, stop) in keyCardGradient.enumerated() {
            let ratio = colors.primaryTextLight.light.contrastRatio(with: stop)
            if ratio < minimum { failures.append("white on key card stop \(index): \(String(format: "%.2f", ratio))") }
        }
        failures += Self.contrastFailures([
            (name: "primaryTextDark on key card accent (the widget's Unlock)", text: colors.primaryTextDark,
             on: SeamAdaptiveColor(light: keyCardAccent, dark: keyCardAccent), minimum: minimum),
        ])
        return failures
    }

    /// A field's name for a report: its role (`warning`).
    private static func name(_ field: KeyPath<SeamPalette, SeamAdaptiveColor>) -> String {
        ColorRole.allCases.first { Self.field($0) == field }?.rawValue
            ?? "\(field)"
    }
}

extension SeamPalette: SeamThemeValue {}
