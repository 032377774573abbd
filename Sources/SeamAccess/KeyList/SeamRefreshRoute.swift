import Foundation

/// Where a refresh of the keys goes ("Try again" on a key, the refresh after the verification
/// page), as a value that says when two refreshes are the same one: `SeamKeysRefresh` carries one
/// and the `\.seamKeysRefresh` environment value compares by it, so a route made afresh on every
/// render does not re-render every view that reads it (a closure never compared equal).
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
