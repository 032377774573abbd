import Foundation

/// A value of the theme (its colours, fonts, key card style, palettes, the theme itself): every
/// `.with(...)` these types offer is a copy made by this one mechanism, so "a copy with some
/// fields replaced" means the same thing everywhere.
///
/// ```swift
/// SeamPalette.Toast<SeamPaint>.default.with { $0.shape = .capsule }
/// SeamPalette.Toast<SeamPaint>.default.with(\.textFont, .body)
/// ```
package protocol SeamThemeValue {}

extension SeamThemeValue {
    /// A copy changed by `change`; `self` stays as it is.
    package func with(_ change: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try change(&copy)
        return copy
    }

    /// A copy with the field at `keyPath` set to `value`.
    package func with<Field>(_ keyPath: WritableKeyPath<Self, Field>, _ value: Field) -> Self {
        with { $0[keyPath: keyPath] = value }
    }

    /// Sets the field at `keyPath` to `value` unless it is `nil`: how a labelled `with(...)`
    /// leaves out the fields it was not given.
    package mutating func replace<Field>(_ keyPath: WritableKeyPath<Self, Field>, with value: Field?) {
        if let value { self[keyPath: keyPath] = value }
    }
}

extension SeamThemeValue {
    /// How a palette follows the theme's colours: when the field at `keyPath` still holds what
    /// `paint` (its default) gives under the colours `old`, it takes what `paint` gives under
    /// `new`. A field set to anything else, or whose default is a colour of its own, is kept.
    package mutating func follow<Value: Equatable>(
        _ keyPath: WritableKeyPath<Self, Value>, painted paint: SeamPaint,
        from old: SeamPalette.Colors<Value>, to new: SeamPalette.Colors<Value>
    ) {
        guard let before = paint.roleColor(in: old), self[keyPath: keyPath] == before else { return }
        replace(keyPath, with: paint.roleColor(in: new))
    }

    /// ``follow(_:painted:from:to:)`` for a field that may be unset (`nil` stays `nil`).
    package mutating func follow<Value: Equatable>(
        _ keyPath: WritableKeyPath<Self, Value?>, painted paint: SeamPaint?,
        from old: SeamPalette.Colors<Value>, to new: SeamPalette.Colors<Value>
    ) {
        guard let paint, let before = paint.roleColor(in: old), self[keyPath: keyPath] == before else { return }
        self[keyPath: keyPath] = paint.roleColor(in: new)
    }

    /// ``follow(_:painted:from:to:)`` for a list of colours (a gradient): it follows only as a
    /// whole, when every stop still is its default role's colour.
    package mutating func follow<Value: Equatable>(
        _ keyPath: WritableKeyPath<Self, [Value]>, painted paints: [SeamPaint],
        from old: SeamPalette.Colors<Value>, to new: SeamPalette.Colors<Value>
    ) {
        let before = paints.compactMap { $0.roleColor(in: old) }
        guard before.count == paints.count, self[keyPath: keyPath] == before else { return }
        self[keyPath: keyPath] = paints.compactMap { $0.roleColor(in: new) }
    }
}
