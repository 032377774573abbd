import Foundation
import SeamAccess
import SeamTestSupport
import Testing

struct SeamAccessCredentialTests {
    @Test func memberwiseInitDefaultsToManagedReadyKeyWithoutOptionals() {
        let key = SeamAccessCredential(id: "k", name: "Room", location: "Hotel")
        #expect(key.isManaged)
        #expect(key.expiry == nil && key.cardNumber == nil && key.code == nil && key.provider == nil)
        #expect(key.errors.isEmpty)
        #expect(key.id == "k")
    }

    @Test func codableRoundTripKeepsEveryFieldIncludingNestedInteractions() throws {
        let url = try #require(URL(string: "https://example.com/otp"))
        let key = SeamAccessCredential(
            id: "k", isManaged: false, name: "Room", location: "Hotel", expiry: Date(timeIntervalSince1970: 1_000),
            cardNumber: "1234", code: "9876",
            errors: [.expired, .userInteractionRequired(.completeOtpAuthorization(otpUrl: url)), .unknown],
            provider: "salto_space")
        let data = try JSONEncoder().encode(key)
        #expect(try JSONDecoder().decode(SeamAccessCredential.self, from: data) == key)
    }

    @Test func passedExpiryCountsAsExpiredEvenWithoutTheError() {
        let now = Date(timeIntervalSince1970: 10_000)
        let past = Fixture.key("a", expiry: now.addingTimeInterval(-1))
        let future = Fixture.key("b", expiry: now.addingTimeInterval(60))
        let alreadyMarked = Fixture.key("c", expiry: now.addingTimeInterval(-1), errors: [.expired])
        #expect(past.effectiveErrors(at: now) == [.expired])
        #expect(!past.isUsable(at: now))
        #expect(future.effectiveErrors(at: now).isEmpty)
        #expect(future.isUsable(at: now))
        #expect(alreadyMarked.effectiveErrors(at: now) == [.expired])
        #expect(Fixture.key("d", errors: [.unknown]).effectiveErrors(at: now) == [.unknown])
    }

    @Test func errorCodesAreStableNames() throws {
        let url = try #require(URL(string: "https://example.com"))
        let codes: [SeamCredentialError: String] = [
            .awaitingLocalCredential: "awaitingLocalCredential", .expired: "expired",
            .contactSeamSupport: "contactSeamSupport", .unsupportedDevice: "unsupportedDevice", .unknown: "unknown",
            .userInteractionRequired(.completeOtpAuthorization(otpUrl: url)): "userInteractionRequired.completeOtpAuthorization",
            .userInteractionRequired(.enableInternet): "userInteractionRequired.enableInternet",
            .userInteractionRequired(.enableBluetooth): "userInteractionRequired.enableBluetooth",
            .userInteractionRequired(.grantBluetoothPermission): "userInteractionRequired.grantBluetoothPermission",
            .userInteractionRequired(.appRestartRequired): "userInteractionRequired.appRestartRequired",
        ]
        for (error, code) in codes {
            #expect(error.code == code)
            #expect(SeamCredentialError(code: code, otpUrl: url) == error, "code round-trips")
        }
        #expect(SeamCredentialError(code: "userInteractionRequired.completeOtpAuthorization") == nil, "needs its URL")
        #expect(SeamCredentialError(code: "somethingNew") == nil)
    }

    @Test func unlockEventTerminality() {
        #expect(!SeamAccessUnlockEvent.launched.isTerminal)
        #expect(SeamAccessUnlockEvent.grantedAccess.isTerminal)
        #expect(SeamAccessUnlockEvent.timedOut.isTerminal)
        #expect(SeamAccessUnlockEvent.connectionFailed(debugDescription: "x").isTerminal)
    }
}
