import Foundation

/// The main-actor service every SeamComponents view and view model talks to.
///
/// ``SeamService`` is the production conformer (it mirrors ``Seam/shared``);
/// ``PreviewSeamService`` runs on the sandbox for previews and tests; apps may write their own.
///
/// ```swift
/// let service: any SeamServiceProtocol = SeamService()
/// let viewModel = SeamCredentialsViewModel(seam: service)
/// ```
@MainActor
public protocol SeamServiceProtocol: AnyObject, ObservableObject {
    /// The user's credentials; update by themselves while active.
    var credentials: [SeamAccessCredential] { get }
    /// Whether the SDK is activated.
    var isActive: Bool { get }

    /// Emits ``isActive`` and its changes.
    var isActivePublisher: AnyPublisher<Bool, Never> { get }
    /// Emits ``credentials`` and their changes.
    var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { get }
    /// Where the session stands (``Seam/SessionState``): key lists derive their state from it.
    /// ``SeamService`` forwards ``Seam/sessionState``; a conformer that does not implement it
    /// gets one derived from ``isActive`` (active, or not signed in).
    var sessionState: Seam.SessionState { get }
    /// Emits ``sessionState`` and its changes; derived from ``isActivePublisher`` unless
    /// implemented.
    var sessionStatePublisher: AnyPublisher<Seam.SessionState, Never> { get }

    /// Validates the token and prepares a session. Throws ``SeamError``.
    func initialize(clientSessionToken: String) throws
    /// Starts the session. Throws ``SeamError``.
    func activate() async throws
    /// Fetches the credentials now, for pull-to-refresh. Throws ``SeamError``.
    @discardableResult func refresh() async throws -> [SeamAccessCredential]
    /// Starts an unlock; preconditions throw, the publisher never fails.
    func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never>
    /// Ends the session; idempotent.
    func deactivate(deintegrate: Bool) async
    /// Emits each time a deactivation has finished (see ``Seam/deactivationPublisher``). A
    /// default implementation that never emits is provided.
    var deactivationPublisher: AnyPublisher<Void, Never> { get }
    /// Emits why, each time the backend ended the session by itself (see
    /// ``Seam/sessionEndedPublisher``): key lists then say that the session has ended rather
    /// than that mobile keys are not set up. A default implementation that never emits is
    /// provided; a list also learns it from a refresh that fails with
    /// ``SeamError/invalidClientSessionToken``.
    var sessionEndedPublisher: AnyPublisher<SeamError, Never> { get }
    /// The person's favourite keys, pinned first in key lists; `nil` (the default) when the
    /// service keeps none, and the lists offer no favourites. ``SeamService`` forwards
    /// ``Seam/favourites``.
    var favourites: SeamFavourites? { get }
    /// Keeps Apple Wallet from popping up at a reader until the hold is released; the unlock
    /// card holds it from the moment an attempt starts (before the owner confirms) until it
    /// ends. ``SeamService`` forwards ``Seam/holdWalletSuppression(forKey:)``; the default
    /// returns `nil` and suppresses nothing.
    func holdWalletSuppression(forKey credentialId: String) -> SeamWalletSuppressionHold?
}

extension SeamServiceProtocol {
    /// No favourites: a service that does not keep them.
    public var favourites: SeamFavourites? { nil }
}

extension SeamServiceProtocol {
    /// Never emits: a service that cannot tell when a session ends.
    public var deactivationPublisher: AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }

    /// Never emits: a service that cannot tell why a session ended.
    public var sessionEndedPublisher: AnyPublisher<SeamError, Never> { Empty().eraseToAnyPublisher() }
}

extension SeamServiceProtocol {
    /// ``Seam/SessionState/active`` while active, ``Seam/SessionState/notSignedIn`` otherwise:
    /// all a conformer without a lifecycle of its own can say.
    public var sessionState: Seam.SessionState { isActive ? .active : .notSignedIn }

    /// ``isActivePublisher``, mapped like ``sessionState``.
    public var sessionStatePublisher: AnyPublisher<Seam.SessionState, Never> {
        isActivePublisher.map { $0 ? Seam.SessionState.active : .notSignedIn }.eraseToAnyPublisher()
    }
}
