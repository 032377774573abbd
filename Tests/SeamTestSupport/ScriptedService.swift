// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
import SeamAccess

/// A minimal custom service, as an app might write for tests: the spec's mock shape.
@MainActor
package final class ScriptedService: SeamServiceProtocol {
    @Published package private(set) var credentials: [SeamAccessCredential] = [Fixture.key("k")]
    @Published package private(set) var isActive = true
    package let events: [SeamAccessUnlockEvent]
    package var activationError: SeamError?
    package var refreshError: SeamError?
    /// What ``unlock(using:timeout:)`` throws, when set.
    package var unlockError: SeamError?
    package var activations = 0

    package init(events: [SeamAccessUnlockEvent] = [.launched, .grantedAccess]) {
        self.events = events
    }

    package var isActivePublisher: AnyPublisher<Bool, Never> { $isActive.eraseToAnyPublisher() }
    package var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { $credentials.eraseToAnyPublisher() }

    package func initialize(clientSessionToken: String) throws {}

    package func activate() async throws {
        activations += 1
        if let activationError { throw activationError }
        isActive = true
    }

    @discardableResult package func refresh() async throws -> [SeamAccessCredential] {
        if let refreshError { throw refreshError }
        return credentials
    }

    package func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        if let unlockError { throw unlockError }
        return events.publisher.eraseToAnyPublisher()
    }

    package func deactivate(deintegrate: Bool) async { isActive = false }

    package func setCredentials(_ credentials: [SeamAccessCredential]) { self.credentials = credentials }
    package func setActive(_ active: Bool) { isActive = active }
}
#endif
