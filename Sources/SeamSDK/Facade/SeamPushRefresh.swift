import Foundation

/// What one push-driven refresh changed, by key id.
public struct SeamKeyChanges: Hashable, Sendable {
    /// Keys the session has now and did not have before.
    public let added: [String]
    /// Keys the session no longer has (revoked, deleted, or the session ended).
    public let removed: [String]
    /// Keys it still has that differ (name, expiry, errors, doors, the lock's state, …).
    public let changed: [String]

    /// Whether nothing changed.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    /// The changes from `old` to `new`, ids sorted.
    public init(from old: [SeamCredential], to new: [SeamCredential]) {
        let before = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        added = after.keys.filter { before[$0] == nil }.sorted()
        removed = before.keys.filter { after[$0] == nil }.sorted()
        changed = after.compactMap { id, key in before[id].flatMap { $0 == key ? nil : id } }.sorted()
    }
}

/// Push-driven freshness: the entry point an app calls from its silent-push handler when its
/// backend received a Seam webhook that concerns this user's keys, so the keys change on the
/// phone in seconds rather than at the next background sync.
///
/// Forward these webhook events (``forwardedEventPrefixes``): `acs_credential.*` (a key issued,
/// reissued, invalidated or deleted), `access_method.*` (an access method issued, revoked,
/// reissued), `lock.*` (a lock locked, unlocked, denied access: its state) and
/// `client_session.deleted` (the session ended: the refresh is refused, and ``Seam`` ends the
/// session as for any refused token). Others need no push.
///
/// A burst of pushes refreshes once: a push waits ``coalescingDelay`` on the SDK's clock, and
/// every push that arrives meanwhile shares that refresh and its answer. A push that arrives
/// once the refresh has begun gets one of its own, sent after that one ends: a refresh never
/// joins a request sent before its push, so it cannot miss the change the push announced. A
/// caller that is cancelled (the system ended the push's time) stops waiting at once; the
/// refresh itself runs on for the pushes that share it.
///
/// ```swift
/// let pushes = SeamPushRefresh(seam: .shared)
/// // in application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
/// if SeamPushRefresh.shouldForward(eventType: "acs_credential.issued") {
///     let changes = try await pushes.refresh()
///     print(changes.added, changes.removed, changes.changed)
/// }
/// ```
public actor SeamPushRefresh {
    /// The webhook event types worth a push: `acs_credential.`, `access_method.`, `lock.`, and
    /// `client_session.deleted`.
    public static let forwardedEventPrefixes = ["acs_credential.", "access_method.", "lock.", "client_session.deleted"]

    /// Whether a webhook of `eventType` should reach the app as a silent push.
    public static func shouldForward(eventType: String) -> Bool {
        forwardedEventPrefixes.contains { eventType.hasPrefix($0) }
    }

    /// How long a push waits for the rest of its burst: 2 seconds by default.
    public let coalescingDelay: TimeInterval
    private let seam: Seam
    /// The burst's refresh that has not begun yet, which a new push joins.
    private var waiting: Task<SeamKeyChanges, any Error>?
    private var waitingId: UUID?
    /// The refresh that began last, which the next one waits out.
    private var running: Task<SeamKeyChanges, any Error>?

    /// Refreshes `seam`'s keys for pushes, coalescing bursts over `coalescingDelay` seconds.
    public init(seam: Seam, coalescingDelay: TimeInterval = 2) {
        self.seam = seam
        self.coalescingDelay = coalescingDelay.isFinite ? max(0, coalescingDelay) : 2
    }

    /// Refreshes once for this push and its burst, and says what changed. Throws what
    /// ``Seam/refresh()`` throws (``SeamError/initializationRequired`` when not active), and
    /// `CancellationError` when the calling task is cancelled first.
    public func refresh() async throws -> SeamKeyChanges {
        let task = waiting ?? startRefresh()
        return try await Self.value(of: task)
    }

    /// `task`'s value, or `CancellationError` as soon as the caller is cancelled: the shared
    /// refresh runs on for the other pushes, only this caller stops waiting.
    private static func value(of task: Task<SeamKeyChanges, any Error>) async throws -> SeamKeyChanges {
        let waiting = LockIsolated<CheckedContinuation<SeamKeyChanges, any Error>?>(nil)
        let finish: @Sendable (Result<SeamKeyChanges, any Error>) -> Void = { result in
            let continuation = waiting.withLock { continuation in
                defer { continuation = nil }
                return continuation
            }
            continuation?.resume(with: result)
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // Stored first, so neither the answer nor a cancellation can come unheard.
                let isCancelled = waiting.withLock { slot -> Bool in
                    if Task.isCancelled { return true }
                    slot = continuation
                    return false
                }
                if isCancelled { return continuation.resume(throwing: CancellationError()) }
                Task { finish(await task.result) }
            }
        } onCancel: {
            finish(.failure(CancellationError()))
        }
    }

    private func startRefresh() -> Task<SeamKeyChanges, any Error> {
        let seam = seam, delay = coalescingDelay, id = UUID()
        let task = Task<SeamKeyChanges, any Error> {
            do {
                try await seam.clock.sleep(for: delay)
            } catch {
                // Its wait never ended (cancelled): later pushes do not join it.
                self.stopWaiting(id)
                throw error
            }
            // From here on, a new push starts a refresh of its own, after this one.
            let earlier = self.began()
            _ = try? await earlier?.value
            let before = seam.credentials
            let after = try await seam.refresh(withNewRequest: true)
            return SeamKeyChanges(from: before, to: after)
        }
        waiting = task
        waitingId = id
        return task
    }

    /// The waiting refresh begins: the one before it is returned, to be waited out.
    private func began() -> Task<SeamKeyChanges, any Error>? {
        let earlier = running
        running = waiting
        waiting = nil
        waitingId = nil
        return earlier
    }

    private func stopWaiting(_ id: UUID) {
        guard waitingId == id else { return }
        waiting = nil
        waitingId = nil
    }
}
