import Foundation

/// The locale of the one place a caller cannot pass one: the closures of the credential error
/// style, whose signature the specification fixes (`message(_:)` takes only the error), and an
/// app's own closure there that falls back to the default style.
///
/// Everywhere else a locale is an argument (see "Locale" in CONTRIBUTING.md). SeamComponents
/// binds this to the SwiftUI environment's `\.locale` around every call it makes into an error
/// style, so the whole screen speaks one language even when that is not the device's. Outside
/// such a scope it is the app's language, ``SeamExtensionConfiguration/AppProcess/preferredLocale()``,
/// as for any code outside a view.
///
/// ```swift
/// SeamPresentationLocale.withValue(Locale(identifier: "de_DE")) {
///     SeamStatusPresentation(error: .expired, locale: SeamPresentationLocale.current).badge  // "Abgelaufen"
/// }
/// ```
package enum SeamPresentationLocale {
    /// The locale of the innermost scope, or the app's language outside any.
    package static var current: Locale { scoped.get() ?? SeamAppProcess.preferredLocale() }

    /// Runs `body` with ``current`` set to `locale`.
    package static func withValue<T>(_ locale: Locale, _ body: () throws -> T) rethrows -> T {
        try scoped.withValue(locale, operation: body)
    }

    // A `let` of the task-local itself (not the `@TaskLocal` wrapper, which the iOS 17 SDK's
    // Swift 5.9 declares as a `static var`): immutable, so Swift 6 accepts it as shared state.
    private static let scoped = TaskLocal<Locale?>(wrappedValue: nil)
}
