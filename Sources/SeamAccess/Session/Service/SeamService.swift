import Foundation

/// The production ``SeamServiceProtocol``: adapts a ``Seam`` instance (``Seam/shared`` by
/// default) to the UI's models and forwards every command to it.
///
/// The SDK speaks ``SeamCredential`` and ``SeamUnlockEvent``; this service hands the views
/// ``SeamAccessCredential`` and ``SeamAccessUnlockEvent``, mapped one to one. It holds no state
/// of its own: ``credentials`` and ``isActive`` read the SDK's current values, and
/// `objectWillChange` fires on the main thread just before they change. So it is cheap to create
/// from any context (a SwiftUI environment default needs that) and can never fall out of step
/// with the SDK.
///
/// ```swift
/// @StateObject var viewModel = SeamCredentialsViewModel(seam: SeamService())
/// ```
///
/// It is `public` but not `open`: only ``PreviewSeamService`` specializes it.
public class SeamService: SeamServiceProtocol {
    /// The SDK instance this service mirrors.
    public nonisolated let seam: Seam

    /// Mirrors ``Seam/shared``.
    public nonisolated convenience init() {
        self.init(seam: .shared)
    }

    /// Mirrors `seam`.
    public nonisolated init(seam: Seam) {
        self.seam = seam
    }

    public nonisolated var objectWillChange: AnyPublisher<Void, Never> { seam.outputs.willChange }

    /// ``Seam/credentials``, each saying whether the app can open its lock
    /// (``SeamAccessCredential/hasLockIntegration``, from ``Seam/hasIntegration(for:)``).
    public var credentials: [SeamAccessCredential] { seam.credentials.map(accessCredential) }
    public var isActive: Bool { seam.isActive }
    /// Whether the session is active in the state being published: during the publication
    /// that ends a session the key list arrives empty while ``isActive`` still reads `true`
    /// (it turns `false` right after, so no subscriber sees keys while inactive); this is
    /// already `false` then.
    package var isActiveAsPublished: Bool { seam.outputs.snapshot.isActive }
    package var endedByServerAsPublished: Bool { seam.outputs.snapshot.endedByServer }
    public var isActivePublisher: AnyPublisher<Bool, Never> { seam.$isActive }
    /// ``credentials`` at once, then on every change: new keys, and a lock integration
    /// registered (``Seam/integrationsPublisher``), which may make a key ready.
    public var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> {
        let seam = seam
        // Each registration reads the keys afresh ($credentials emits its current value first).
        return seam.integrationsPublisher.map { _ in seam.$credentials }.switchToLatest()
            .map { credentials in credentials.map { SeamAccessCredential($0, hasLockIntegration: seam.hasIntegration(for: $0)) } }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }
    public var sessionState: Seam.SessionState { seam.sessionState }
    public var sessionStatePublisher: AnyPublisher<Seam.SessionState, Never> { seam.sessionStatePublisher }
    public var deactivationPublisher: AnyPublisher<Void, Never> { seam.deactivationPublisher }
    public var sessionEndedPublisher: AnyPublisher<SeamError, Never> { seam.sessionEndedPublisher }
    public var favourites: SeamFavourites? { seam.favourites }

    public func initialize(clientSessionToken: String) throws {
        try seam.initialize(clientSessionToken: clientSessionToken)
    }

    public func activate() async throws {
        try await seam.activate()
    }

    @discardableResult
    public func refresh() async throws -> [SeamAccessCredential] {
        try await seam.refresh().map(accessCredential)
    }

    /// The UI's form of `credential`, with whether this service's ``seam`` can open its lock.
    private func accessCredential(_ credential: SeamCredential) -> SeamAccessCredential {
        SeamAccessCredential(credential, hasLockIntegration: seam.hasIntegration(for: credential))
    }

    public func unlock(using credentialId: String, timeout: TimeInterval = Seam.defaultUnlockTimeout) throws
        -> AnyPublisher<SeamAccessUnlockEvent, Never>
    {
        try seam.unlock(using: credentialId, timeout: timeout).map(SeamAccessUnlockEvent.init).eraseToAnyPublisher()
    }

    public func deactivate(deintegrate: Bool = false) async {
        await seam.deactivate(deintegrate: deintegrate)
    }
}

/// A service that can say whether its session is active in the state it is publishing
/// (``SeamService``): an unlock card whose key vanished asks it whether the key went with the
/// session.
@MainActor
package protocol SeamPublishedSessionReading {
    var isActiveAsPublished: Bool { get }
    /// The keys being published went because the server ended the session, not the app's
    /// sign-out: an open card stays to say what became of its attempt.
    var endedByServerAsPublished: Bool { get }
}

extension SeamService: SeamPublishedSessionReading {}
