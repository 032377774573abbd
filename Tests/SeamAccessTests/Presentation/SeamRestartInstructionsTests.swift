import Foundation
import SeamAccess
import Testing

/// "How to restart" fits the device: the Home button's double-click on the iPhones iOS 15
/// supports that have one, the swipe on the others (issue 18, finding 10).
struct SeamRestartInstructionsTests {
    let en = Locale(identifier: "en_US")

    @Test func homeButtonDevicesAreRecognisedAndEverythingElseSwipes() {
        for model in ["iPhone8,1", "iPhone8,4", "iPhone9,3", "iPhone10,4", "iPhone12,8", "iPhone14,6", "iPad7,11", "iPod9,1"] {
            #expect(SeamHomeControl(modelIdentifier: model) == .homeButton, "\(model)")
        }
        for model in ["iPhone10,3", "iPhone11,2", "iPhone14,2", "iPhone17,1", "iPad13,1", "x86_64", "arm64", ""] {
            #expect(SeamHomeControl(modelIdentifier: model) == .homeIndicator, "\(model)")
        }
    }

    @Test func aHomeButtonIPhoneIsToldToDoubleClickTheHomeButton() {
        let status = SeamStatusPresentation(error: .userInteractionRequired(.appRestartRequired), locale: en,
                                            homeControl: .homeButton)
        guard case .explainRestart(let instructions)? = status.action?.kind else {
            Issue.record("restart must be explained")
            return
        }
        #expect(instructions.contains("Double-click the Home button"))
        #expect(!instructions.contains("Swipe up from the bottom"))
        let faceID = SeamStatusPresentation.restartInstructions(for: .homeIndicator, locale: en)
        #expect(faceID.contains("Swipe up from the bottom"))
    }

    @Test(arguments: SeamLanguage.allCases)
    func everyLanguageHasItsOwnHomeButtonInstructions(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.rawValue)
        let button = SeamStatusPresentation.restartInstructions(for: .homeButton, locale: locale)
        let swipe = SeamStatusPresentation.restartInstructions(for: .homeIndicator, locale: locale)
        #expect(!button.isEmpty)
        #expect(button != swipe)
        #expect(!button.hasPrefix("interaction."), "a missing key shows as the key")
        if language != .english {
            #expect(button != SeamStatusPresentation.restartInstructions(for: .homeButton, locale: en),
                    "translated, not English")
        }
    }
}
