import Foundation

/// The observable state of a ``Seam``: its credentials and whether it is active.
package final class SeamOutputs: @unchecked Sendable {
    // Safe to share: both subjects are created here and never replaced. Combine's and
    // OpenCombine's subjects synchronize `value`, `send` and subscription internally, and
    // only the SDK sends, from the main actor (`publish` below), so subscribers always
    // receive values on the main thread and in order.
    private let credentialsSubject = CurrentValueSubject<[SeamCredential], Never>([])
    private let isActiveSubject = CurrentValueSubject<Bool, Never>(false)
    private let sessionSubject = CurrentValueSubject<Seam.SessionState, Never>(.notSignedIn)
    private let willChangeSubject = PassthroughSubject<Void, Never>()
    private let sessionEndedSubject = PassthroughSubject<SeamError, Never>()
    private let deactivatedSubject = PassthroughSubject<Void, Never>()
    private let integrationsSubject = CurrentValueSubject<Void, Never>(())
    private let published = LockIsolated(Published(isActive: false, credentials: []))

    /// What is published, as one value. The subjects are sent one after the other, so reading
    /// them separately from another thread can see one updated and not the other.
    package struct Published: Sendable {
        package var isActive: Bool
        package var credentials: [SeamCredential]
        /// The keys went because the server ended the session (not the app's sign-out), until
        /// a session is active again.
        package var endedByServer = false
    }

    /// The published state as one consistent value (``Seam/unlock(using:proximity:timeout:)`` reads it).
    package var snapshot: Published { published.withLock { $0 } }

    package var credentials: [SeamCredential] { credentialsSubject.value }
    package var isActive: Bool { isActiveSubject.value }

    // Erased once, so every read hands out the same publisher (as `@Published`'s `$x` does):
    // SwiftUI's `onReceive` then sees one publisher across renders rather than a new one each time.
    package let credentialsPublisher: AnyPublisher<[SeamCredential], Never>
    package let isActivePublisher: AnyPublisher<Bool, Never>
    package let sessionStatePublisher: AnyPublisher<Seam.SessionState, Never>
    /// Emits just before ``credentials`` or ``isActive`` change, as `objectWillChange` must.
    package let willChange: AnyPublisher<Void, Never>
    package let sessionEndedPublisher: AnyPublisher<SeamError, Never>
    package let deactivationPublisher: AnyPublisher<Void, Never>
    /// Emits at once, then each time a lock integration is registered.
    package let integrationsPublisher: AnyPublisher<Void, Never>

    package init() {
        credentialsPublisher = credentialsSubject.eraseToAnyPublisher()
        isActivePublisher = isActiveSubject.eraseToAnyPublisher()
        sessionStatePublisher = sessionSubject.eraseToAnyPublisher()
        willChange = willChangeSubject.eraseToAnyPublisher()
        sessionEndedPublisher = sessionEndedSubject.eraseToAnyPublisher()
        deactivationPublisher = deactivatedSubject.eraseToAnyPublisher()
        integrationsPublisher = integrationsSubject.eraseToAnyPublisher()
    }

    package var sessionState: Seam.SessionState { sessionSubject.value }


    /// Tells subscribers a lock integration was registered: which keys can unlock may have
    /// changed, so `objectWillChange` fires too.
    @MainActor
    package func publishIntegrationsChanged() {
        willChangeSubject.send()
        integrationsSubject.send()
    }

    /// The app signed out after the server had ended the session: the empty list is no longer
    /// the server's doing (``Published/endedByServer``).
    @MainActor
    package func forgetServerEnd() {
        published.withLock { $0.endedByServer = false }
    }

    /// Tells subscribers a deactivation has finished.
    @MainActor
    package func publishDeactivated() {
        deactivatedSubject.send()
    }

    /// Tells subscribers the backend ended the session (sent after it has been deactivated).
    @MainActor
    package func publishSessionEnded(_ error: SeamError) {
        sessionEndedSubject.send(error)
    }

    /// Sends the values that differ from the current ones.
    ///
    /// No subscriber may ever see keys while the SDK is inactive, so becoming active is sent
    /// before the keys, and becoming inactive after they are cleared.
    /// The session state goes with `isActive`: ``Seam/SessionState/active`` before the keys,
    /// the others after them.
    @MainActor
    package func publish(credentials: [SeamCredential]? = nil, isActive: Bool? = nil, session: Seam.SessionState? = nil,
                         endedByServer: Bool? = nil) {
        let newCredentials = credentials.flatMap { $0 == credentialsSubject.value ? nil : $0 }
        let newIsActive = isActive.flatMap { $0 == isActiveSubject.value ? nil : $0 }
        let newSession = session.flatMap { $0 == sessionSubject.value ? nil : $0 }
        guard newCredentials != nil || newIsActive != nil || newSession != nil else { return }
        published.withLock { current in
            current = Published(isActive: newIsActive ?? current.isActive, credentials: newCredentials ?? current.credentials,
                                endedByServer: endedByServer ?? (newIsActive == true ? false : current.endedByServer))
        }
        willChangeSubject.send()
        if newIsActive == true { isActiveSubject.send(true) }
        if newSession == .active { sessionSubject.send(.active) }
        if let newCredentials { credentialsSubject.send(newCredentials) }
        if newIsActive == false { isActiveSubject.send(false) }
        if let newSession, newSession != .active { sessionSubject.send(newSession) }
    }
}
