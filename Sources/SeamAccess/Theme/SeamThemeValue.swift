import Foundation

/// A value of the theme (its colours, fonts, key card style, palettes, the theme itself): every
/// `.with(...)` these types offer is a copy made by this one mechanism, so "a copy with some
/// fields replaced" means the same thing everywhere.
///
/// ```swift
/// SeamBannerPalette.default.with { $0.shape = .capsule }
/// SeamBannerPalette.default.with(\.textFont, .body)
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
