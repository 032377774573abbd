import Foundation

/// The signed links this app has already let start an unlock, each kept until its proof
/// expires, so a link starts one unlock however often it is opened: one that leaks after use
/// (an analytics SDK recording opened URLs, a screenshot of a Shortcut) only shows the card.
/// ``SeamUnlockRouter`` loads it from a ``Storage``, asks ``use(_:now:)`` and saves it; at most
/// ``capacity`` links are kept, and a full record fails closed (`SeamLinkReplayTests`).
package struct SeamUsedLinks: Hashable, Sendable {
    /// The most unexpired links kept.
    package static let capacity = 256

    /// When each used nonce's proof expires.
    package private(set) var expiries: [String: Date]
    /// The latest expiry among the links forgotten so far: a link that expires no later is
    /// taken as used. Forgetting goes by this device's clock, so without it a clock set back
    /// would let a forgotten link start again. (A link made after the clock was set back that
    /// far fails closed too: it shows the card.)
    package private(set) var forgottenThrough: Date?

    /// A record holding `expiries` (nonce → expiry) and `forgottenThrough`, the storage's
    /// contents.
    package init(expiries: [String: Date] = [:], forgottenThrough: Date? = nil) {
        self.expiries = expiries
        self.forgottenThrough = forgottenThrough
    }

    /// Records `link` as used at `now` and says whether it may start an unlock: `true` the
    /// first time, `false` when it was used before (or the record is full, or it expires no
    /// later than a link already forgotten). Links whose proof expired before `now` are
    /// forgotten first: they start nothing anyway.
    package mutating func use(_ link: SeamSignedLink, now: Date) -> Bool {
        if let latest = expiries.values.filter({ $0 < now }).max() {
            forgottenThrough = max(forgottenThrough ?? latest, latest)
        }
        expiries = expiries.filter { $0.value >= now }
        if let forgottenThrough, link.expires <= forgottenThrough { return false }
        guard expiries[link.nonce] == nil, expiries.count < Self.capacity else { return false }
        expiries[link.nonce] = link.expires
        return true
    }
}

extension SeamUsedLinks {
    /// Where the record lives between launches. Called on the main actor (by the router),
    /// one call at a time.
    package protocol Storage: Sendable {
        /// The stored record; empty when there is none or it cannot be read.
        func load() -> SeamUsedLinks
        /// Replaces the stored record.
        func save(_ links: SeamUsedLinks)
    }

    /// The record in `UserDefaults` (the app's own defaults unless a suite is named), as a
    /// dictionary of nonces to expiry times. What `SeamUnlockRouter.shared` uses: the app
    /// alone takes links, so its extensions never need to read it.
    package struct UserDefaultsStorage: Storage {
        /// The defaults suite; `nil` for `UserDefaults.standard`.
        package let suiteName: String?
        /// The defaults key.
        package let key: String

        package init(suiteName: String? = nil, key: String = "com.seam.access.usedUnlockLinks") {
            self.suiteName = suiteName
            self.key = key
        }

        private var defaults: UserDefaults { .suite(suiteName) }

        /// The entry beside the nonces that holds ``SeamUsedLinks/forgottenThrough`` (never a
        /// well-formed nonce).
        static let forgottenThroughEntry = "forgottenThrough"

        package func load() -> SeamUsedLinks {
            guard let stored = defaults.dictionary(forKey: key) else { return SeamUsedLinks() }
            var expiries: [String: Date] = [:]
            for (nonce, value) in stored {
                guard SeamLinkProof.isWellFormedNonce(nonce), let seconds = value as? Double else { continue }
                expiries[nonce] = Date(timeIntervalSince1970: seconds)
            }
            let forgotten = (stored[Self.forgottenThroughEntry] as? Double).map(Date.init(timeIntervalSince1970:))
            return SeamUsedLinks(expiries: expiries, forgottenThrough: forgotten)
        }

        package func save(_ links: SeamUsedLinks) {
            var stored = links.expiries.mapValues(\.timeIntervalSince1970)
            stored[Self.forgottenThroughEntry] = links.forgottenThrough?.timeIntervalSince1970
            defaults.set(stored, forKey: key)
        }
    }

    /// The record in memory for the life of the instance (tests, previews, a router made with
    /// an injected clock). Share one instance between two routers to stand for a relaunch.
    package final class InMemoryStorage: Storage {
        private let links = LockIsolated(SeamUsedLinks())

        package init() {}

        package func load() -> SeamUsedLinks { links.snapshot }
        package func save(_ links: SeamUsedLinks) { self.links.withLock { $0 = links } }
    }
}
