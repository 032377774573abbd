import Foundation

extension SeamStatusPresentation {
    /// The presentation of a credential error, in `locale`.
    public init(error: SeamCredentialError, locale: Locale) {
        self.init(error: error, locale: locale, homeControl: .current)
    }

    /// The presentation of a credential error.
    /// - Parameter homeControl: The device's way to its open apps, for the restart
    ///   instructions (``restartInstructions(for:locale:)``).
    package init(error: SeamCredentialError, locale: Locale, homeControl: SeamHomeControl) {
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
            self.init(interaction: interaction, locale: locale, homeControl: homeControl)
        }
    }

    private init(interaction: SeamCredentialError.RequiredUserInteraction, locale: Locale,
                 homeControl: SeamHomeControl) {
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
            // The same remedy as turning Bluetooth on: while permission was never asked for,
            // Settings has no switch yet, so the first tap asks; once denied, it opens Settings.
            self.init(key: "interaction.bluetoothPermission", systemImage: "hand.raised", tone: .warning,
                      action: .promptBluetooth, locale: locale)
        case .appRestartRequired:
            let instructions = Self.restartInstructions(for: homeControl, locale: locale)
            self.init(key: "interaction.restart", systemImage: "arrow.clockwise.circle", tone: .warning,
                      action: .explainRestart(instructions: instructions), locale: locale)
        }
    }
}
