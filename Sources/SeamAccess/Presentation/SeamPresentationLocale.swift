import Foundation

/// The locale of the one place a caller cannot pass one: the credential error style's closures,
/// whose signature the specification fixes (`message(_:)` takes only the error). SeamComponents
/// binds it to the environment's `\.locale` around every call into an error style; outside such
/// a scope it is ``SeamExtensionConfiguration/AppProcess/preferredLocale()``. Why: "Locale" in
/// CONTRIBUTING.md.
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
