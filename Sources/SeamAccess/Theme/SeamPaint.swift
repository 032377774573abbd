import Foundation

/// A colour a component palette paints with: one of the theme's 16 roles (so it follows
/// `SeamTheme.colors`), or a colour of its own in light and dark mode.
///
/// ```swift
/// let brand = SeamPaint.color(SeamAdaptiveColor(light: 0x5B2A86, dark: 0x3E1D5C))
/// brand.resolved(in: .default).light  // SeamAdaptiveColor.RGBA(hex: 0x5B2A86)
/// SeamPaint.role(.accent).resolved(in: .default) == SeamPalette.default.accent  // true
/// ```
public enum SeamPaint: Hashable, Sendable {
    /// The colour the theme gives this role.
    case role(SeamPalette.ColorRole)
    /// This colour, whatever the theme's roles are.
    case color(SeamAdaptiveColor)

    /// The colour it paints with when the theme's roles are `palette`.
    public func resolved(in palette: SeamPalette) -> SeamAdaptiveColor {
        switch self {
        case .role(let role): palette.colors[role]
        case .color(let color): color
        }
    }

    /// Its role's colour in `colors`; `nil` for a colour of its own, which no role change moves.
    package func roleColor<Value>(in colors: SeamPalette.Colors<Value>) -> Value? {
        guard case .role(let role) = self else { return nil }
        return colors[role]
    }
}

extension SeamPalette {
    /// Pairs of `(name, foreground, background, minimum)` whose contrast is below the minimum
    /// in light or dark mode, described for a report.
    static func contrastFailures(
        _ pairs: [(name: String, text: SeamAdaptiveColor, on: SeamAdaptiveColor, minimum: Double)]
    ) -> [String] {
        var failures: [String] = []
        for pair in pairs {
            for (mode, pick) in [("light", \SeamAdaptiveColor.light), ("dark", \SeamAdaptiveColor.dark)] {
                let ratio = pair.text[keyPath: pick].contrastRatio(with: pair.on[keyPath: pick])
                if ratio < pair.minimum {
                    failures.append("\(pair.name) (\(mode)): \(String(format: "%.2f", ratio))")
                }
            }
        }
        return failures
    }
}
