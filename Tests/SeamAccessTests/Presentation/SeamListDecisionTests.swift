import Foundation
import SeamAccess
import Testing

/// The decisions SeamComponents' list screens bind to (issue 9, findings 4, 7, 8, 12, 13, 15).
struct SeamListDecisionTests {
    let en = Locale(identifier: "en_US")
    let de = Locale(identifier: "de_DE")

    @Test func gridNeverLaysOutAColumnWiderThanTheScreen() {
        let metrics = SeamGridMetrics.default
        for width in [0.0, 280, 320, 375, 414, 600] {
            #expect(metrics.columnCount(forWidth: width) == 1, "\(width) pt")
        }
        #expect(metrics.columnCount(forWidth: 320) == 1)
        #expect(metrics.columnCount(forWidth: 700) == 2)
        #expect(metrics.columnCount(forWidth: 1024) == 3)
        #expect(metrics.columnCount(forWidth: .infinity) == 1)
        for width in stride(from: 320.0, through: 1_400, by: 10) {
            let columns = Double(metrics.columnCount(forWidth: width))
            let card = (width - 2 * metrics.spacing - (columns - 1) * metrics.spacing) / columns
            #expect(card > 0 && (columns == 1 || card >= metrics.minimumCardWidth), "\(width) pt: \(card) pt cards")
        }
    }

    @Test func bluetoothIsDecidedAfreshFromAuthorizationAndPower() {
        #expect(SeamBluetoothRemedy(authorization: .notDetermined, power: .unknown) == .requestPermission)
        #expect(SeamBluetoothRemedy(authorization: .denied, power: .poweredOn) == .openSettings)
        #expect(SeamBluetoothRemedy(authorization: .restricted, power: .unknown) == .openSettings)
        #expect(SeamBluetoothRemedy(authorization: .allowed, power: .poweredOff) == .showPowerAlert)
        #expect(SeamBluetoothRemedy(authorization: .allowed, power: .unknown) == .showPowerAlert)
        #expect(SeamBluetoothRemedy(authorization: .allowed, power: .poweredOn) == .refreshKeys)
        #expect(SeamBluetoothRemedy(authorization: .allowed, power: .unsupported) == .unsupported)
        // The second tap with Bluetooth still off asks again, it does not open the app's Settings page.
        let first = SeamBluetoothRemedy(authorization: .allowed, power: .unknown)
        let second = SeamBluetoothRemedy(authorization: .allowed, power: .poweredOff)
        #expect(first == .showPowerAlert && second == .showPowerAlert)
    }

    @Test func retryAndTheVerificationPageRefreshTheKeys() {
        #expect(SeamStatusPresentation.RecoveryActionKind.retry.followUp == .refreshNow)
        #expect(SeamStatusPresentation.RecoveryActionKind.openURL(URL(string: "https://example.com/otp")!).followUp == .refreshWhenPageCloses)
        #expect(SeamStatusPresentation.RecoveryActionKind.openSettings.followUp == SeamRecoveryFollowUp.none)
        #expect(SeamStatusPresentation.RecoveryActionKind.promptBluetooth.followUp == SeamRecoveryFollowUp.none)
        let unknown = SeamStatusPresentation(error: SeamCredentialError.unknown, locale: en)
        #expect(unknown.action?.kind.followUp == .refreshNow)
    }

    @Test func presentationSpeaksTheLocaleItIsGiven() {
        let german = SeamStatusPresentation(error: SeamCredentialError.expired, locale: de)
        let english = SeamStatusPresentation(error: SeamCredentialError.expired, locale: en)
        #expect(german.badge == "Abgelaufen")
        #expect(english.badge == "Expired")
        #expect(german.message != english.message)
    }

    @Test func theScopedPresentationLocaleReachesDefaultCopy() {
        let scoped = SeamPresentationLocale.withValue(de) {
            SeamStatusPresentation(error: SeamCredentialError.expired, locale: SeamPresentationLocale.current).badge
        }
        #expect(scoped == "Abgelaufen")
        let nested = SeamPresentationLocale.withValue(de) {
            SeamPresentationLocale.withValue(en) { SeamPresentationLocale.current.identifier }
        }
        #expect(nested == "en_US", "the innermost scope wins")
        #expect(SeamPresentationLocale.current == SeamExtensionConfiguration.AppProcess.preferredLocale(), "outside any scope: the app's language")
    }

    @Test func announcementsSayWhatFailedInTheListsLanguage() {
        let refresh = SeamListAnnouncement.refreshFailed(.internetConnectionRequired)
        #expect(refresh.text(locale: en).hasPrefix(SeamStatusPresentation.Copy.refreshFailed.text(locale: en)))
        #expect(refresh.text(locale: en).contains(SeamStatusPresentation(error: SeamError.internetConnectionRequired,
                                                                          locale: en).message))
        #expect(refresh.text(locale: de).hasPrefix(SeamStatusPresentation.Copy.refreshFailed.text(locale: de)))
        let activation = SeamListAnnouncement.activationFailed(.invalidClientSessionToken)
        let status = SeamStatusPresentation(error: SeamError.invalidClientSessionToken, locale: en)
        #expect(activation.text(locale: en) == "\(status.title). \(status.message)")
    }

    @Test func theKeyCardLabelIncludesItsCardNumber() {
        let key = SeamAccessCredential(id: "k", name: "Room 7", location: "Inn", cardNumber: "4411")
        let row = SeamAccessCredential.Presentation(credential: key, now: Date(), locale: en)
        #expect(row.cardNumberText.map(row.accessibilityLabel.contains) == true)
        #expect(row.accessibilityLabel.hasSuffix(row.statusBadge))
    }

    @Test func everyThemeRoleIsReadBySomeSurface() {
        let colors = Set(SeamSurface.allCases.flatMap { [$0.foreground, $0.background].compactMap { $0 } }
            + SeamStatusPresentation.Tone.allCases.map(\.colorRole))
        #expect(colors == Set(SeamPalette.ColorRole.allCases))
        // `title` is the unlock card's headline; every other font is read by the list screens.
        let fonts = Set(SeamSurface.allCases.compactMap(\.font)).union([.title])
        #expect(fonts == Set(SeamPalette.FontRole.allCases))
        for role in [SeamPalette.ColorRole.danger, .grayFill, .lightFill, .primaryTextDark] {
            #expect(colors.contains(role))
        }
        #expect(SeamSurface.badge(for: .error).background == .danger)
        #expect(SeamSurface.keyCardBrand.foreground == .primaryTextDark && SeamSurface.keyCardBrand.background == .lightFill)
    }

    @Test func surfacesDrawTextOnlyOnPairingsThatMeetAA() {
        let palette = SeamPalette.default
        var checked = 0
        for surface in SeamSurface.allCases {
            guard let text = surface.foreground, let fill = surface.background else { continue }
            for (mode, pick) in [("light", \SeamAdaptiveColor.light), ("dark", \SeamAdaptiveColor.dark)] {
                let ratio = palette.colors[text][keyPath: pick]
                    .contrastRatio(with: palette.colors[fill][keyPath: pick])
                #expect(ratio >= 4.5, "\(surface) (\(mode)): \(text) on \(fill) is \(ratio):1")
                checked += 1
            }
        }
        #expect(checked == 18, "9 surfaces draw text on their own fill, in 2 modes")
        // The unlock card's Cancel was accent on the card: 3.49:1 in dark mode.
        #expect(SeamSurface.unlockCancel.foreground == .primaryText && SeamSurface.unlockCancel.background == .secondaryBackground)
    }
}
