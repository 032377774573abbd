import Foundation

/// A person's favourite keys on this installation: pinned to the top of every key list,
/// stored by a ``SeamFavourites/Storage``, and forgotten when the person signs out
/// (``Seam/deactivate(deintegrate:)``), so the next person to sign in on this device does
/// not inherit them. A session the server ended (``Seam/sessionEndedPublisher``) keeps them:
/// the same person usually signs in again with a fresh token.
///
/// Each ``Seam`` has one (``Seam/favourites``); `SeamCredentialsViewModel` reads and
/// toggles it through its service (`SeamServiceProtocol/favourites`), and every list
/// follows its changes (two windows on an iPad show the same favourites). Safe to use from
/// any thread.
///
/// ```swift
/// let seam = Seam(backend: .sandbox(), favourites: SeamFavourites(storage: SeamInMemoryFavouritesStorage()))
/// seam.favourites.set(true, for: "front-door")
/// ```
public final class SeamFavourites: @unchecked Sendable {
    // Safe to share: `storage` is `Sendable` and `state` is locked; `subject` is created here
    // and never replaced, and Combine's and OpenCombine's subjects synchronize `send` and
    // subscription internally (as ``Seam``'s own outputs rely on).
    private let storage: any SeamFavourites.Storage
    /// Loaded from `storage` on first use, so creating one (``Seam/shared`` at launch) reads nothing.
    private let state = LockIsolated<SeamFavouriteKeys?>(nil)
    private let subject = PassthroughSubject<SeamFavouriteKeys, Never>()

    /// Emits the favourites after each change, on the thread that made it (a sign-out
    /// runs off the main thread). Read ``keys`` for the current value: a subscriber that hops
    /// threads may receive two changes out of order.
    package var changes: AnyPublisher<SeamFavouriteKeys, Never> { subject.eraseToAnyPublisher() }

    /// Favourites kept in `storage` (read on first use).
    public init(storage: any SeamFavourites.Storage) {
        self.storage = storage
    }

    /// The favourites now.
    package var keys: SeamFavouriteKeys {
        state.withLock { state in loaded(&state) }
    }

    /// Whether the key is a favourite.
    public func contains(_ id: String) -> Bool {
        keys.contains(id)
    }

    /// Marks the key a favourite, or not, and stores the change.
    public func set(_ isFavourite: Bool, for id: String) {
        update { $0.set(isFavourite, for: id) }
    }

    /// Flips the key's favourite mark; returns whether it is now a favourite.
    @discardableResult
    public func toggle(_ id: String) -> Bool {
        var isFavourite = false
        update { keys in
            isFavourite = !keys.contains(id)
            keys.set(isFavourite, for: id)
        }
        return isFavourite
    }

    /// Forgets favourites whose key is not in `presentIds` (see
    /// ``SeamFavouriteKeys/keeping(only:)``). Pass a list the backend confirmed, not the empty
    /// list of a session that is starting or ending.
    package func keepOnly<Ids: Sequence<String>>(_ presentIds: Ids) {
        update { $0 = $0.keeping(only: presentIds) }
    }

    /// Forgets every favourite and deletes what is stored (``Seam`` calls it when the person
    /// signs out).
    package func removeAll() {
        state.withLock { state in
            state = SeamFavouriteKeys()
            storage.remove()
        }
        subject.send(SeamFavouriteKeys())
    }

    /// Changes the favourites and stores them when they changed, under the lock, so two
    /// changes at once are both kept and stored in order; subscribers hear of it after the
    /// lock is released.
    private func update(_ change: (inout SeamFavouriteKeys) -> Void) {
        let changed: SeamFavouriteKeys? = state.withLock { state in
            var keys = loaded(&state)
            change(&keys)
            guard keys != state else { return nil }
            state = keys
            storage.save(keys.ids.sorted())
            return keys
        }
        if let changed { subject.send(changed) }
    }

    private func loaded(_ state: inout SeamFavouriteKeys?) -> SeamFavouriteKeys {
        if let state { return state }
        let keys = SeamFavouriteKeys(ids: Set(storage.load()))
        state = keys
        return keys
    }
}
