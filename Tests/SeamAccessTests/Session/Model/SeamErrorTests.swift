import Foundation
import SeamAccess
import SeamTestSupport
import Testing

struct SeamErrorTests {
    static let all: [SeamError] = [
        .internetConnectionRequired, .initializationRequired, .invalidClientSessionToken, .deactivationInProgress,
        .alreadyInitialized, .invalidCredentialId, .integrationNotFound, .credentialErrors([.expired, .unknown]),
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

/// The spec's and Seam's reference's `SeamError` is a closed set of eight cases: a `switch`
/// written from them, with no `default`, must keep compiling. The SDK's two other failures are
/// types of their own, described and localized like the eight.
struct SeamErrorClosedSetTests {
    @Test func anExhaustiveSwitchOverTheEightCasesCompiles() {
        func name(_ error: SeamError) -> String {
            switch error {
            case .internetConnectionRequired: "internet"
            case .initializationRequired: "initialization"
            case .invalidClientSessionToken: "token"
            case .deactivationInProgress: "deactivating"
            case .alreadyInitialized: "initialized"
            case .invalidCredentialId: "id"
            case .integrationNotFound: "integration"
            case .credentialErrors: "credential"
            }
        }
        #expect(SeamErrorTests.all.map(name).count == 8)
    }

    @Test func theTwoOtherFailuresHaveTheirOwnTypesAndWords() {
        let service = SeamServiceUnavailableError()
        let proximity = SeamUnsupportedUnlockProximityError(proximity: .touch)
        #expect(service.description == "serviceUnavailable")
        #expect(proximity.description == "unsupportedUnlockProximity [touch]")
        #expect(service.localizedDescription.count > 20)
        #expect(proximity.localizedDescription.count > 20)
        #expect(SeamFailure(service) == .serviceUnavailable)
        #expect(SeamFailure(proximity) == .unsupportedUnlockProximity(.touch))
        #expect(SeamFailure(SeamError.credentialErrors([.expired])) == .credentialErrors([.expired]))
        #expect(SeamFailure(CancellationError()) == .deactivationInProgress)
    }

    /// Seam's error-handling guide catches `SeamCredentialError` from an `Error`; one thrown on
    /// its own (a custom service may) reads as the credential-errors failure, not as offline.
    @Test func aCredentialErrorIsAnErrorThatReadsAsCredentialErrors() {
        let thrown: any Error = SeamCredentialError.userInteractionRequired(.enableBluetooth)
        #expect(thrown is SeamCredentialError)
        #expect(SeamFailure(thrown) == .credentialErrors([.userInteractionRequired(.enableBluetooth)]))
        #expect(thrown.localizedDescription
            == SeamError.credentialErrors([.userInteractionRequired(.enableBluetooth)]).localizedDescription)
    }
}
