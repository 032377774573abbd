import Foundation
import SeamAccess
import Testing

/// An app that asks for Face ID without `NSFaceIDUsageDescription` may be ended by the system,
/// or, with the passcode allowed, silently get the passcode question instead; so the default
/// authenticator checks the Info.plist first and refuses instead of asking.
struct SeamFaceIDUsageDescriptionTests {
    @Test func faceIDWithoutTheUsageDescriptionIsNotAsked() {
        for info: [String: Any]? in [nil, [:], ["NSFaceIDUsageDescription": ""], ["NSFaceIDUsageDescription": "  "],
                                     ["NSFaceIDUsageDescription": 42]] {
            #expect(SeamUnlockConfirmation.DeviceOwnerAuthenticator.missingUsageDescription(biometry: .faceID, infoDictionary: info)
                    == .faceIDUsageDescriptionMissing)
            #expect(SeamUnlockConfirmation.DeviceOwnerAuthenticator.missingUsageDescription(biometry: .opticID, infoDictionary: info)
                    == .faceIDUsageDescriptionMissing)
        }
    }

    @Test func withTheUsageDescriptionOrWithoutFaceIDTheOwnerIsAsked() {
        let described: [String: Any] = ["NSFaceIDUsageDescription": "Confirms it’s you before a door unlocks."]
        #expect(SeamUnlockConfirmation.DeviceOwnerAuthenticator.missingUsageDescription(biometry: .faceID, infoDictionary: described) == nil)
        for biometry in [SeamBiometryKind.touchID, .none] {
            #expect(SeamUnlockConfirmation.DeviceOwnerAuthenticator.missingUsageDescription(biometry: biometry, infoDictionary: [:]) == nil,
                    "\(biometry) needs no usage description")
        }
    }

    @Test func theCardSaysTheOwnerCannotBeAskedAndTheErrorTellsTheDeveloperWhatToAdd() {
        let english = Locale(identifier: "en")
        let status = SeamStatusPresentation(phase: .confirmationUnavailable(.faceIDUsageDescriptionMissing), locale: english)
        #expect(status.title == "Can’t confirm it’s you")
        #expect(status.action == nil, "asking again cannot help: the app must add the key")
        #expect(SeamUnlockConfirmation.NotConfirmed(result: .unavailable(.faceIDUsageDescriptionMissing)).description
                .contains("NSFaceIDUsageDescription"))
    }
}
