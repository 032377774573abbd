import Foundation

/// Where ``SeamStayActivityCoordinator`` keeps the stays the app asked for between launches:
/// this installation only. The coordinator removes them at sign-out and deintegration.
///
/// ``SeamUserDefaultsStayActivityStorage`` is what SeamWidgets' `SeamStayActivities` uses;
/// ``SeamInMemoryStayActivityStorage`` forgets at exit (tests, previews). Called on the main
/// actor, one call at a time.
public protocol SeamStayActivityStorage: Sendable {
    /// The stored requests; empty when none are stored or what is stored cannot be read.
    func load() -> [SeamStayRequest]
    /// Replaces the stored requests.
    func save(_ requests: [SeamStayRequest])
    /// Deletes what is stored (a sign-out).
    func remove()
}

/// Stay requests kept in memory for the life of the instance.
public final class SeamInMemoryStayActivityStorage: SeamStayActivityStorage {
    private let requests: LockIsolated<[SeamStayRequest]>

    public init(requests: [SeamStayRequest] = []) {
        self.requests = LockIsolated(requests)
    }

    public func load() -> [SeamStayRequest] { requests.snapshot }
    public func save(_ requests: [SeamStayRequest]) { self.requests.withLock { $0 = requests } }
    public func remove() { requests.withLock { $0 = [] } }
}

/// Stay requests in `UserDefaults` as JSON: the standard defaults, or a suite.
///
/// ```swift
/// let storage = SeamUserDefaultsStayActivityStorage()
/// ```
public struct SeamUserDefaultsStayActivityStorage: SeamStayActivityStorage {
    /// The defaults suite; `nil` for `UserDefaults.standard`.
    public let suiteName: String?
    /// The defaults key the requests are stored under.
    public let key: String

    public init(suiteName: String? = nil, key: String = "com.seam.access.stayActivities") {
        self.suiteName = suiteName
        self.key = key
    }

    private var defaults: UserDefaults { .suite(suiteName) }

    public func load() -> [SeamStayRequest] {
        guard let data = defaults.data(forKey: key) else { return [] }
        return (try? JSONDecoder().decode([SeamStayRequest].self, from: data)) ?? []
    }

    public func save(_ requests: [SeamStayRequest]) {
        guard let data = try? JSONEncoder().encode(requests) else { return }
        defaults.set(data, forKey: key)
    }

    public func remove() {
        defaults.removeObject(forKey: key)
    }
}
