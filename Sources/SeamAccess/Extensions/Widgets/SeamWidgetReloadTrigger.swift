import Foundation

/// Decides when the app should ask WidgetKit to reload its key widgets: when what a widget
/// shows can have changed (a key added, removed, renamed, moved, its start, expiry or its
/// problems changed), not on every sync that found nothing new, so the widget's reload budget lasts.
package struct SeamWidgetReloadTrigger: Hashable, Sendable {
    /// What the widget can show, per key; codes and card numbers are left out on purpose.
    private struct Shown: Hashable, Sendable {
        let id: String
        let name: String
        let location: String
        /// Shown as "Valid from …" before the key's access begins.
        let startsAt: Date?
        let expiry: Date?
        let errors: [SeamCredentialError]
    }

    private var last: [Shown]??

    package init() {}

    /// Whether `credentials` (with `isActive`) change what the widget shows since the last
    /// call. The first call always answers `true`: the widget may hold data from a previous
    /// run. Signed out counts as its own state, distinct from "no keys".
    package mutating func shouldReload(for credentials: [SeamAccessCredential], isActive: Bool) -> Bool {
        let shown: [Shown]? = isActive ? credentials.map {
            Shown(id: $0.id, name: $0.name, location: $0.location, startsAt: $0.startsAt, expiry: $0.expiry,
                  errors: $0.errors)
        }.sorted { $0.id < $1.id } : nil
        if let last, last == shown { return false }
        last = .some(shown)
        return true
    }
}
