import Foundation

/// The locale SeamAccess's default copy uses when a caller cannot pass one: a style closure
/// with a fixed signature (`message(_:)`), or an app's own closure that falls back to the
/// default style.
///
/// SeamComponents binds it to the SwiftUI environment's `\.locale` around every call it makes
/// into an error style, so the whole screen speaks one language even when that is not the
/// device's. Outside such a scope it is `Locale.current`.
///
/// ```swift
/// SeamPresentationLocale.withValue(Locale(identifier: "de_DE")) {
///     SeamStatusPresentation(error: .expired, locale: SeamPresentationLocale.current).badge  // "Abgelaufen"
/// }
/// ```
package enum SeamPresentationLocale {
    /// The locale of the innermost scope, or `Locale.current` outside any.
    package static var current: Locale { scoped.get() ?? .current }

    /// Runs `body` with ``current`` set to `locale`.
    package static func withValue<T>(_ locale: Locale, _ body: () throws -> T) rethrows -> T {
        try scoped.withValue(locale, operation: body)
    }

    // A `let` of the task-local itself (not the `@TaskLocal` wrapper, which the iOS 17 SDK's
    // Swift 5.9 declares as a `static var`): immutable, so Swift 6 accepts it as shared state.
    private static let scoped = TaskLocal<Locale?>(wrappedValue: nil)
}
