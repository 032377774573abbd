import Foundation
import SeamAccess
import SeamTestSupport
import Testing

struct SeamStatusPresentationTests {
    static let otp = URL(string: "https://example.com/otp")
    static let credentialErrors: [SeamCredentialError] = [
        .awaitingLocalCredential, .expired, .contactSeamSupport, .unsupportedDevice, .unknown,
        .userInteractionRequired(.enableInternet), .userInteractionRequired(.enableBluetooth),
        .userInteractionRequired(.grantBluetoothPermission), .userInteractionRequired(.appRestartRequired),
    ] + (otp.map { [.userInteractionRequired(.completeOtpAuthorization(otpUrl: $0))] } ?? [])
    static let phases: [SeamUnlockCardViewModel.Phase] = [
        .idle, .unlocking, .granted, .timedOut, .connectionFailed(debugDescription: "secret debug"),
    ]
    static let languages = ["en_US", "es_ES", "fr_FR", "de_DE"]

    static func everyStatus(_ locale: Locale) -> [SeamStatusPresentation] {
        credentialErrors.map { SeamStatusPresentation(error: $0, locale: locale) }
            + SeamErrorTests.all.map { SeamStatusPresentation(error: $0, locale: locale) }
            + phases.map { SeamStatusPresentation(phase: $0, locale: locale) }
    }

    @Test(arguments: languages)
    func everyStatusHasRealCopyInEveryLanguage(_ identifier: String) {
        for status in Self.everyStatus(Locale(identifier: identifier)) {
            for text in [status.badge, status.title, status.message] + [status.action?.title].compactMap({ $0 }) {
                #expect(!text.isEmpty)
                #expect(text.contains(" ") || text.count < 20, "looks like a key: \(text)")
                #expect(!text.hasPrefix("credential.") && !text.hasPrefix("sdk.") && !text.hasPrefix("unlock.")
                        && !text.hasPrefix("interaction."), "missing translation: \(text)")
                #expect(!text.contains("secret debug"))
            }
            #expect(!status.systemImage.isEmpty)
        }
    }

    @Test(arguments: languages.dropFirst())
    func translationsAreNotEnglish(_ identifier: String) {
        let english = Self.everyStatus(Locale(identifier: "en_US")).map(\.title)
        let translated = Self.everyStatus(Locale(identifier: identifier)).map(\.title)
        for (en, other) in zip(english, translated) { #expect(en != other, "\(identifier) title untranslated: \(en)") }
    }

    @Test func unsupportedLanguagesFallBackToEnglish() {
        let finnish = SeamStatusPresentation(error: .expired, locale: Locale(identifier: "fi_FI"))
        #expect(finnish == SeamStatusPresentation(error: .expired, locale: Locale(identifier: "en_US")))
        #expect(SeamStatusPresentation(error: .expired, locale: Locale(identifier: "es-MX")).title == "Esta llave ha caducado")
    }

    @Test func actionsMatchWhatEachErrorNeeds() throws {
        let url = try #require(Self.otp)
        func kind(_ error: SeamCredentialError) -> SeamStatusPresentation.RecoveryActionKind? {
            SeamStatusPresentation(error: error, locale: Locale(identifier: "en_US")).action?.kind
        }
        #expect(kind(.userInteractionRequired(.completeOtpAuthorization(otpUrl: url))) == .openURL(url))
        #expect(kind(.userInteractionRequired(.enableInternet)) == .openSettings)
        #expect(kind(.userInteractionRequired(.grantBluetoothPermission)) == .promptBluetooth)
        #expect(kind(.userInteractionRequired(.enableBluetooth)) == .promptBluetooth)
        guard case .explainRestart(let instructions)? = kind(.userInteractionRequired(.appRestartRequired)) else {
            Issue.record("restart must be explained, never forced")
            return
        }
        #expect(instructions.contains("open it again"))
        #expect(kind(.unknown) == .retry)
        #expect(kind(.expired) == nil)
        #expect(kind(.awaitingLocalCredential) == nil)
        #expect(kind(.contactSeamSupport) == nil)
        #expect(kind(.unsupportedDevice) == nil)
    }

    @Test func tonesFollowSeverity() {
        let en = Locale(identifier: "en_US")
        #expect(SeamStatusPresentation(error: SeamCredentialError.expired, locale: en).tone == .error)
        #expect(SeamStatusPresentation(error: SeamCredentialError.awaitingLocalCredential, locale: en).tone == .info)
        #expect(SeamStatusPresentation(phase: .granted, locale: en).tone == .success)
        #expect(SeamStatusPresentation(phase: .timedOut, locale: en).tone == .warning)
        #expect(SeamStatusPresentation(phase: .blocked(.expired), locale: en)
            == SeamStatusPresentation(error: SeamCredentialError.expired, locale: en))
    }
}

struct SeamCopyTests {
    @Test(arguments: SeamStatusPresentationTests.languages)
    func everyInterfaceStringIsTranslated(_ identifier: String) {
        let locale = Locale(identifier: identifier)
        for copy in SeamStatusPresentation.Copy.allCases {
            let text = copy.text(locale: locale)
            #expect(text != copy.rawValue, "\(identifier) lacks \(copy.rawValue)")
        }
        #expect(SeamStatusPresentation.Copy.cardNumber("1234", locale: locale).contains("1234"))
        #expect(SeamStatusPresentation.Copy.code("9876", locale: locale).contains("9876"))
    }

    @Test func providerBrandsAreFriendlyOrAbsent() {
        #expect(SeamProviderBrand.displayName(for: "salto_space") == "Salto")
        #expect(SeamProviderBrand.displayName(for: "assa_abloy_credential_service") == "ASSA ABLOY")
        #expect(SeamProviderBrand.displayName(for: "dormakaba_ambiance") == "dormakaba")
        #expect(SeamProviderBrand.displayName(for: "acme_locks") == nil)
        #expect(SeamProviderBrand.displayName(for: nil) == nil)
    }

    @Test func credentialPresentationShowsCardNumberAndCode() {
        let key = SeamAccessCredential(id: "a", name: "Gate", location: "", cardNumber: "4321", code: "1357",
                                       provider: "latch")
        let row = SeamAccessCredential.Presentation(credential: key, now: Date(), locale: Locale(identifier: "en_US"))
        #expect(row.cardNumberText == "Card 4321")
        #expect(row.codeText == "Code 1357")
        #expect(row.providerName == "Latch")
    }
}
