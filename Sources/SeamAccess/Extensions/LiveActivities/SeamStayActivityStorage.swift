import Foundation

/// Where ``SeamStayActivityCoordinator`` keeps the stays the app asked for between launches:
/// this installation only. The coordinator removes them at sign-out and deintegration.
///
/// ``SeamUserDefaultsStayActivityStorage`` is what SeamWidgets' `SeamStayActivities` uses;
/// ``SeamInMemoryStayActivityStorage`` forgets at exit (tests, previews). Called on the main
/// actor, one call at a time.
package protocol SeamStayActivityStorage: Sendable {
    /// The stored requests; empty when none are stored or what is stored cannot be read.
    func load() -> [SeamStayRequest]
    /// Replaces the stored requests.
    func save(_ requests: [SeamStayRequest])
    /// Deletes what is stored (a sign-out).
    func remove()
}

/// Stay requests kept in memory for the life of the instance.
package final class SeamInMemoryStayActivityStorage: SeamStayActivityStorage {
    private let requests: LockIsolated<[SeamStayRequest]>

    package init(requests: [SeamStayRequest] = []) {
        self.requests = LockIsolated(requests)
    }

    package func load() -> [SeamStayRequest] { requests.snapshot }
    package func save(_ requests: [SeamStayRequest]) { self.requests.withLock { $0 = requests } }
    package func remove() { requests.withLock { $0 = [] } }
}

/// Stay requests in `UserDefaults` as JSON: the standard defaults, or a suite.
///
/// ```swift
/// let storage = SeamUserDefaultsStayActivityStorage()
/// ```
package struct SeamUserDefaultsStayActivityStorage: SeamStayActivityStorage {
    /// The defaults suite; `nil` for `UserDefaults.standard`.
    package let suiteName: String?
    /// The defaults key the requests are stored under.
    package let key: String

    package init(suiteName: String? = nil, key: String = "com.seam.access.stayActivities") {
        self.suiteName = suiteName
        self.key = key
    }

    private var defaults: UserDefaults { .suite(suiteName) }

    package func load() -> [SeamStayRequest] {
        guard let data = defaults.data(forKey: key) else { return [] }
        return (try? JSONDecoder().decode([SeamStayRequest].self, from: data)) ?? []
    }

    package func save(_ requests: [SeamStayRequest]) {
        guard let data = try? JSONEncoder().encode(requests) else { return }
        defaults.set(data, forKey: key)
    }

    package func remove() {
        defaults.removeObject(forKey: key)
    }
}
