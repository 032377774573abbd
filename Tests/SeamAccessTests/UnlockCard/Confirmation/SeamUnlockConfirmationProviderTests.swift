import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A per-provider policy judges the key as the service has it when the attempt starts, not
/// the card's copy, and asks when it cannot tell the provider; the card's words while asking
/// match the method.
@MainActor
@Suite struct SeamUnlockConfirmationProviderTests {
    let english = Locale(identifier: "en_US")

    func card(_ service: SilentService, confirmation: SeamUnlockConfirmation,
              owner: FakeOwnerAuthenticator) -> SeamUnlockCardViewModel {
        let card = SeamUnlockCardViewModel(credentialId: "k", service: service, configuration: .init(),
                                           clock: TestClock(), locale: english, confirmation: confirmation,
                                           authenticator: owner)
        card.start()
        return card
    }

    @Test func aProviderTheCardHasNotHeardOfYetIsAskedFor() async throws {
        let service = SilentService(credentials: [Fixture.key("k", provider: "latch")])
        let owner = FakeOwnerAuthenticator()
        let card = card(service, confirmation: .providers(["salto_space"]), owner: owner)
        #expect(card.credential?.provider == "latch")
        service.credentials = [Fixture.key("k", provider: "salto_space")]  // published late, or never
        card.unlock()
        #expect(card.phase == .authenticating, "the service's key is Salto's now")
        try await eventually { owner.isAsking }
        #expect(service.unlockCalls == 0)
    }

    @Test func aKeyWithoutAKnownProviderIsAskedForUnderAProviderPolicy() async throws {
        let service = SilentService(credentials: [Fixture.key("k", provider: nil)])
        let owner = FakeOwnerAuthenticator()
        let card = card(service, confirmation: .providers(["salto_space"]), owner: owner)
        card.unlock()
        #expect(card.phase == .authenticating)
        #expect(service.unlockCalls == 0)
    }

    @Test func aKeyOutsideThePolicyIsNotAsked() {
        let service = SilentService(credentials: [Fixture.key("k", provider: "latch")])
        let card = card(service, confirmation: .providers(["salto_space"]), owner: FakeOwnerAuthenticator())
        card.unlock()
        #expect(card.phase == .unlocking)
        #expect(service.unlockCalls == 1)
    }

    @Test func withoutThePasscodeTheCardDoesNotMentionIt() {
        let service = SilentService(credentials: [Fixture.key("k")])
        let refusing = card(service, confirmation: .always(fallback: .refuse), owner: FakeOwnerAuthenticator())
        refusing.unlock()
        #expect(refusing.phase == .authenticating)
        #expect(refusing.presentation.message == "Use Face ID or Touch ID. Nothing is sent to the lock until you do.")
        let passcode = card(service, confirmation: .always(fallback: .passcode), owner: FakeOwnerAuthenticator())
        passcode.unlock()
        #expect(passcode.presentation.message.contains("passcode"))
    }
}

/// A service whose publisher never emits: the card only knows what it read when it started.
@MainActor
final class SilentService: SeamServiceProtocol {
    var credentials: [SeamAccessCredential]
    private(set) var unlockCalls = 0

    init(credentials: [SeamAccessCredential]) {
        self.credentials = credentials
    }

    var isActive: Bool { true }
    var isActivePublisher: AnyPublisher<Bool, Never> { Empty().eraseToAnyPublisher() }
    var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { Empty(completeImmediately: false).eraseToAnyPublisher() }
    func initialize(clientSessionToken: String) throws {}
    func activate() async throws {}
    @discardableResult func refresh() async throws -> [SeamAccessCredential] { credentials }
    func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        unlockCalls += 1
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }
    func deactivate(deintegrate: Bool) async {}
}
