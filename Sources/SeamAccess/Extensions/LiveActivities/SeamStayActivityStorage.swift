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

/// Stay requests in the standard `UserDefaults`, as JSON.
///
/// ```swift
/// let storage = SeamUserDefaultsStayActivityStorage()
/// ```
package struct SeamUserDefaultsStayActivityStorage: SeamStayActivityStorage {
    /// The defaults key the requests are stored under.
    private let key = "com.seam.access.stayActivities"
    private var defaults: UserDefaults { .standard }

    package init() {}

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
