import Foundation

/// One initialized session: the engine created for a token.
final class SeamSession: Sendable {
    let engine: any SeamEngine
    /// When the engine's keys may open doors (an offline cache too old to trust, a clock set
    /// back, close it). Set by the engine through its context.
    let keyWindow = LockIsolated(SeamKeyWindow())

    init(engine: any SeamEngine) {
        self.engine = engine
    }
}

/// Where the facade is in the spec's lifecycle. Guarded by a lock inside ``Seam``.
enum SeamLifecycle {
    case uninitialized
    case initialized(SeamSession)
    case activating(SeamSession, Task<Void, any Error>)
    case active(SeamSession)
    /// `scope` grows when a caller that asks for more (a sign-out, a deintegration) joins a
    /// running deactivation that did not; the deactivation then does the rest before it ends.
    case deactivating(Task<Void, Never>, scope: SeamDeactivationScope)

    /// The session whose results may still be published.
    var activeSession: SeamSession? {
        if case .active(let session) = self { return session }
        return nil
    }
}
