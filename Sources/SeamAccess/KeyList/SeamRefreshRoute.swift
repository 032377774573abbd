import Foundation

/// Where a refresh of the keys goes ("Try again" on a key, the refresh after the verification
/// page), as a value that says when two refreshes are the same one: SeamComponents'
/// `SeamKeysRefresh` carries one, and the `\.seamKeysRefresh` environment value compares by it.
/// Made afresh on every render, an equal route keeps SwiftUI from re-rendering every view that
/// reads the refresh; a refresh of its own closure never compared equal to the next render's,
/// so every list update re-rendered every card.
///
/// ```swift
/// SeamRefreshRoute.service(service, locale: locale) == .service(service, locale: locale)  // true
/// SeamRefreshRoute.list(viewModel) == .list(viewModel)                                    // true
/// ```
package enum SeamRefreshRoute: Hashable, Sendable {
    /// A key list's own refresh: its progress and failure banner show the result.
    case list(ObjectIdentifier)
    /// The service itself, with a failure announced in `locale` (no list shows it).
    case service(ObjectIdentifier, Locale)
    /// A closure an app made; equal only to its own copies.
    case closure(ObjectIdentifier)

    /// The refresh of `list`.
    package static func list(_ list: SeamCredentialsViewModel) -> SeamRefreshRoute {
        .list(ObjectIdentifier(list))
    }

    /// A refresh of `service` itself, announcing a failure in `locale`.
    package static func service(_ service: any SeamServiceProtocol, locale: Locale) -> SeamRefreshRoute {
        .service(ObjectIdentifier(service), locale)
    }

    /// A refresh made from a closure: `token` (an object kept with it) is its identity.
    package static func closure(_ token: AnyObject) -> SeamRefreshRoute {
        .closure(ObjectIdentifier(token))
    }
}
