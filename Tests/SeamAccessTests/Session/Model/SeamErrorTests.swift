import Foundation
import SeamAccess
import SeamTestSupport
import Testing

struct SeamErrorTests {
    static let all: [SeamError] = [
        .internetConnectionRequired, .initializationRequired, .invalidClientSessionToken, .deactivationInProgress,
        .alreadyInitialized, .invalidCredentialId, .integrationNotFound, .credentialErrors([.expired, .unknown]),
        .serviceUnavailable, .unsupportedUnlockProximity(.touch),
    ]

    @Test(arguments: all)
    func everyErrorHasAUsefulLocalizedDescription(_ error: SeamError) {
        let text = error.localizedDescription
        #expect(text.count > 20, "\(error): \(text)")
        #expect(!text.contains("SeamAccess.SeamError"), "falls back to the generic description")
        #expect(!text.hasPrefix("sdk."), "an untranslated key: \(text)")
    }

    @Test func descriptionNamesTheCaseAndCredentialErrorCodes() {
        #expect(SeamError.credentialErrors([.expired]).description == "credentialErrors [expired]")
        #expect(SeamError.integrationNotFound.description == "integrationNotFound")
        #expect("\(SeamError.credentialErrors([.expired, .userInteractionRequired(.enableBluetooth)]))"
            == "credentialErrors [expired, userInteractionRequired.enableBluetooth]")
    }

    @Test func credentialErrorsDescribesItsMostSevereError() {
        let error = SeamError.credentialErrors([.expired, .unknown])
        #expect(error.localizedDescription == SeamStatusPresentation(error: .expired, locale: .english).message)
    }
}
