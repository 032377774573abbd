import Foundation
import SeamAccess
import SeamTestSupport
import Testing

struct SeamUnlockRequestResolverTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let english = Locale(identifier: "en_US")

    func resolve(_ id: String, start: Bool = true, _ keys: [SeamAccessCredential],
                 _ activation: SeamCredentialsViewModel.Activation = .active) -> SeamUnlockRequest.Outcome? {
        SeamUnlockRequestMachine.resolve(SeamUnlockRequest(credentialId: id, startsUnlock: start, source: .app),
                                         keys: SeamUnlockRequestMachine.Keys(credentials: keys, activation: activation,
                                                                             now: now, locale: english))
    }

    @Test func aUsableKeyShowsItsCardAndStartsOnlyWhenAsked() {
        let keys = [Fixture.key("a", expiry: now.addingTimeInterval(60))]
        #expect(resolve("a", keys) == .showCard(credentialId: "a", startsUnlock: true))
        #expect(resolve("a", start: false, keys) == .showCard(credentialId: "a", startsUnlock: false))
    }

    @Test func anExpiredKeyShowsTheBlockedCardWithTheListsStatusAndNeverStarts() {
        // Expiry passed but the backend has not said so yet: judged like the list does.
        let keys = [Fixture.key("a", expiry: now)]
        let status = SeamStatusPresentation(error: .expired, locale: english)
        #expect(resolve("a", keys) == .showBlockedCard(credentialId: "a", error: .expired, status: status))
        let listStatus = SeamAccessCredential.Presentation(credential: keys[0], now: now, locale: english).status
        #expect(listStatus == status)
    }

    @Test func anErroredKeyShowsItsMostSevereError() {
        let keys = [Fixture.key("a", errors: [.userInteractionRequired(.enableBluetooth), .unknown])]
        let error = SeamCredentialError.userInteractionRequired(.enableBluetooth)
        let expected = SeamUnlockRequest.Outcome.showBlockedCard(
            credentialId: "a", error: error, status: SeamStatusPresentation(error: error, locale: english))
        #expect(resolve("a", keys) == expected)
        #expect(expected.screenStatus?.action?.kind == .promptBluetooth)
    }

    @Test func anUnknownIdOnAnActiveListSaysTheKeyIsNoLongerAvailable() {
        let outcome = SeamUnlockRequest.Outcome.unknownCredential(
            "zzz", status: SeamStatusPresentation(error: .invalidCredentialId, locale: english))
        #expect(resolve("zzz", [Fixture.key("a")]) == outcome)
        #expect(resolve("zzz", []) == outcome)
        #expect(outcome.credentialId == nil)
        #expect(outcome.screenStatus?.title == "This key is no longer available")
    }

    @Test func aFailedActivationSaysWhatTheListSays() {
        let outcome = resolve("a", [], .failed(.initializationRequired))
        let status = SeamStatusPresentation(error: .initializationRequired, locale: english)
        #expect(outcome == .notActivated(.initializationRequired, status: status))
    }

    @Test func whileKeysAreLoadingTheRequestWaits() {
        #expect(resolve("a", [], .inactive) == nil)
        #expect(resolve("a", [], .activating) == nil)
        // Cached keys listed during activation: a listed key is answered, an unlisted one waits.
        #expect(resolve("a", [Fixture.key("a")], .activating) == .showCard(credentialId: "a", startsUnlock: true))
        #expect(resolve("b", [Fixture.key("a")], .activating) == nil)
    }
}

extension SeamUnlockRequestResolverTests {
    @Test func aKeyStillBeingPreparedShowsItsCardSayingSo() {
        let keys = [Fixture.key("a", errors: [.awaitingLocalCredential])]
        let status = SeamStatusPresentation(error: .awaitingLocalCredential, locale: english)
        #expect(resolve("a", keys) == .showBlockedCard(credentialId: "a", error: .awaitingLocalCredential,
                                                                status: status))
        #expect(status.tone == .info)
    }
}
