import Foundation

/// How the device goes to its open apps: the Home indicator's swipe (Face ID iPhones, recent
/// iPads) or the Home button (iPhone 6s to 8, the iPhone SE models, older iPads). The
/// "restart the app" instructions depend on it.
///
/// ```swift
/// SeamHomeControl(modelIdentifier: "iPhone12,8")  // .homeButton (iPhone SE, 2nd generation)
/// SeamHomeControl.current                         // this device's
/// ```
package enum SeamHomeControl: String, Hashable, Sendable, CaseIterable {
    /// Swipe up from the bottom edge and pause.
    case homeIndicator
    /// Double-click the Home button.
    case homeButton

    /// The control of the device with `modelIdentifier` (`uname`'s machine, e.g. "iPhone10,4").
    /// Identifiers it does not know (future devices, Macs, Linux) get the Home indicator:
    /// every iPhone and iPad since 2022 but the iPhone SE (3rd generation) has one.
    package init(modelIdentifier: String) {
        self = Self.homeButtonModels.contains(modelIdentifier) ? .homeButton : .homeIndicator
    }

    /// This device's control, from its model identifier (in the simulator, the simulated
    /// device's).
    package static let current = SeamHomeControl(modelIdentifier: currentModelIdentifier())

    /// The devices with a Home button that run iOS 15 or later.
    private static let homeButtonModels: Set<String> = [
        // iPhone 6s, 6s Plus, SE (1st generation), 7, 7 Plus, 8, 8 Plus, SE (2nd and 3rd generation)
        "iPhone8,1", "iPhone8,2", "iPhone8,4", "iPhone9,1", "iPhone9,2", "iPhone9,3", "iPhone9,4",
        "iPhone10,1", "iPhone10,2", "iPhone10,4", "iPhone10,5", "iPhone12,8", "iPhone14,6",
        // iPod touch (7th generation)
        "iPod9,1",
        // iPad mini 4 and 5, iPad Air 2 and 3, iPad (5th to 9th generation), iPad Pro 9.7",
        // 10.5" and 12.9" (1st and 2nd generation)
        "iPad5,1", "iPad5,2", "iPad11,1", "iPad11,2", "iPad5,3", "iPad5,4", "iPad11,3", "iPad11,4",
        "iPad6,11", "iPad6,12", "iPad7,5", "iPad7,6", "iPad7,11", "iPad7,12", "iPad11,6", "iPad11,7",
        "iPad12,1", "iPad12,2", "iPad6,3", "iPad6,4", "iPad7,3", "iPad7,4", "iPad6,7", "iPad6,8",
        "iPad7,1", "iPad7,2",
    ]

    private static func currentModelIdentifier() -> String {
        if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] { return simulated }
        var system = utsname()
        uname(&system)
        return withUnsafeBytes(of: &system.machine) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

extension SeamStatusPresentation {
    /// How to close and reopen the app on a device with `control`, in `locale`: the text
    /// ``SeamStatusPresentation/RecoveryActionKind/explainRestart(instructions:)`` carries.
    package static func restartInstructions(for control: SeamHomeControl, locale: Locale) -> String {
        switch control {
        case .homeIndicator: SeamLocalization.string("interaction.restart.instructions", locale: locale)
        case .homeButton: SeamLocalization.string("interaction.restart.instructions.homeButton", locale: locale)
        }
    }
}
