import Foundation

extension Seam {
    /// Signs out: stops background work, ends a running unlock with `connectionFailed`, clears
    /// the credentials and returns to the uninitialized state. This device then keeps nothing
    /// of the signed-out user: the cloud backend deletes the client session token it held, the
    /// offline cache (keys with their door codes, card numbers and verification links) and the
    /// widgets' key snapshot (which retires the links the widgets signed), and the favourite
    /// keys (``favourites``) are forgotten. Only the installation id stays, so the next
    /// sign-in on this installation continues it; with no network, that sign-in cannot start
    /// from a cache.
    ///
    /// With `deintegrate`, the installation id goes too, so the next session registers as a
    /// new installation. Nothing is sent to Seam (its client-session API has no call for
    /// it): to remove the phone and revoke its keys on the server, the app's backend calls
    /// Seam's `/phones/deactivate` with its API key.
    ///
    /// Idempotent: calling it while uninitialized deletes what an earlier session left (the
    /// default backend's cache and widget snapshot, the favourites), and concurrent calls
    /// share one deactivation. When any of them asks to deintegrate, the shared deactivation
    /// deintegrates before it returns.
    public func deactivate(deintegrate: Bool = false) async {
        await deactivate(deintegrate: deintegrate, cleaningUp: defaultBackend)
    }

    /// Signs out as ``deactivate(deintegrate:)`` does; called before ``initialize(clientSessionToken:backend:)``
    /// in this launch, it deletes what an earlier session left where `backend` keeps it.
    ///
    /// An app that initializes with a backend of its own (a cache folder, an App Group other
    /// than the default) passes the same one here when it may sign out before initializing,
    /// for instance from a "Sign out" that works while the keys have not loaded: the plain
    /// ``deactivate(deintegrate:)`` then only knows the default backend's files.
    ///
    /// ```swift
    /// await Seam.shared.deactivate(backend: .cloud(configuration))
    /// ```
    public func deactivate(deintegrate: Bool = false, backend: SeamBackend) async {
        await deactivate(deintegrate: deintegrate, cleaningUp: backend)
    }

    private func deactivate(deintegrate: Bool, cleaningUp backend: SeamBackend) async {
        let scope = SeamDeactivationScope(deintegrate: deintegrate)
        var signedOutAlready = false
        let deactivation: Task<Void, Never>? = lifecycle.withLock { state in
            switch state {
            case .uninitialized:
                signedOutAlready = true
                return nil
            case .deactivating(let task, let running):
                if scope > running { state = .deactivating(task, scope: scope) }
                return task
            case .initialized(let session), .active(let session):
                let task = Task { await self.runDeactivation(of: session, interrupting: nil) }
                state = .deactivating(task, scope: scope)
                return task
            case .activating(let session, let activation):
                let task = Task { await self.runDeactivation(of: session, interrupting: activation) }
                state = .deactivating(task, scope: scope)
                return task
            }
        }
        if signedOutAlready {
            // No session in this launch, but an earlier one may have left its files: they go
            // too, and whoever ends things at a sign-out (a Live Activity) hears of it.
            favourites.removeAll()
            backend.signOutWithoutSession?(deintegrate, logger)
            await outputs.forgetServerEnd()
            await outputs.publishDeactivated()
        }
        await deactivation?.value
    }

    /// `unlockEnd` is how a running unlock ends (a session the server ended says so, and
    /// whether that attempt's request may have been sent).
    func runDeactivation(of session: SeamSession, interrupting activation: Task<Void, any Error>?,
                         endingUnlockWith unlockEnd: @Sendable (SeamUnlockControl) -> SeamUnlockEvent = { _ in .connectionFailed(
                            debugDescription: "The SDK was deactivated during the unlock.") }) async {
        // Cancelled here, before the engine is told, rather than under the lifecycle lock:
        // cancellation handlers may run a custom engine's or clock's code.
        activation?.cancel()
        await unlocks.endCurrent(with: unlockEnd)
        var applied: SeamDeactivationScope?
        while let scope = nextDeactivation(after: applied) {
            // The engine only tells a deintegration apart; a sign-out joining a session's end
            // has nothing more for it to do.
            if applied == nil || scope.deintegrates {
                await session.engine.deactivate(deintegrate: scope.deintegrates)
            }
            // Before the empty list goes out, so lists that re-read the favourites find none.
            if scope >= .signOut { favourites.removeAll() }
            if applied == nil {
                await outputs.publish(credentials: [], isActive: false, session: .signedOut, endedByServer: scope == .sessionEnded)
            }
            applied = scope
        }
        logger.log(.info, "Seam deactivated: \(applied.map(String.init(describing:)) ?? "nothing to do")")
        // The app's sign-out joined the server's end: the keys went with the app's sign-out.
        if let applied, applied >= .signOut { await outputs.forgetServerEnd() }
        await outputs.publishDeactivated()
    }

    /// What is still to do: `nil` once the deactivation did what every caller asked (and the
    /// lifecycle is then left, under the same lock a joining caller takes to ask for more).
    private func nextDeactivation(after applied: SeamDeactivationScope?) -> SeamDeactivationScope? {
        lifecycle.withLock { state in
            guard case .deactivating(_, let scope) = state else { return nil }
            if let applied, applied >= scope {
                state = .uninitialized
                return nil
            }
            return scope
        }
    }
}
