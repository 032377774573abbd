import Foundation

extension SeamStatusPresentation {
    /// The presentation of a credential error.
    public init(error: SeamCredentialError, locale: Locale = .current) {
        switch error {
        case .awaitingLocalCredential:
            self.init(key: "credential.awaiting", systemImage: "hourglass", tone: .info, action: nil, locale: locale)
        case .expired:
            self.init(key: "credential.expired", systemImage: "calendar.badge.exclamationmark", tone: .error, action: nil,
                      locale: locale)
        case .contactSeamSupport:
            self.init(key: "credential.contactSupport", systemImage: "exclamationmark.bubble", tone: .error, action: nil,
                      locale: locale)
        case .unsupportedDevice:
            self.init(key: "credential.unsupportedDevice", systemImage: "iphone.slash", tone: .error, action: nil,
                      locale: locale)
        case .unknown:
            self.init(key: "credential.unknown", systemImage: "questionmark.circle", tone: .warning, action: .retry,
                      locale: locale)
        case .userInteractionRequired(let interaction):
            self.init(interaction: interaction, locale: locale)
        }
    }

    private init(interaction: SeamCredentialError.RequiredUserInteraction, locale: Locale) {
        switch interaction {
        case .completeOtpAuthorization(let otpUrl):
            // A URL that is not a web page gets no button (``SeamWebAddress``).
            self.init(key: "interaction.otp", systemImage: "lock.shield", tone: .warning,
                      action: SeamWebAddress.isOpenable(otpUrl) ? .openURL(otpUrl) : nil, locale: locale)
        case .enableInternet:
            self.init(key: "interaction.internet", systemImage: "wifi.slash", tone: .warning, action: .openSettings,
                      locale: locale)
        case .enableBluetooth:
            self.init(key: "interaction.bluetooth", systemImage: "antenna.radiowaves.left.and.right", tone: .warning,
                      action: .promptBluetooth, locale: locale)
        case .grantBluetoothPermission:
            self.init(key: "interaction.bluetoothPermission", systemImage: "hand.raised", tone: .warning,
                      action: .openSettings, locale: locale)
        case .appRestartRequired:
            let instructions = SeamLocalization.string("interaction.restart.instructions", locale: locale)
            self.init(key: "interaction.restart", systemImage: "arrow.clockwise.circle", tone: .warning,
                      action: .explainRestart(instructions: instructions), locale: locale)
        }
    }
}
