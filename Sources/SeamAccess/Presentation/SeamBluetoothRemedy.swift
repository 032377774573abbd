import Foundation

/// Whether the app may use Bluetooth, as CoreBluetooth reports it (`CBManagerAuthorization`).
package enum SeamBluetoothAuthorization: Hashable, Sendable {
    case notDetermined, restricted, denied, allowed
}

/// Bluetooth's power state, as a `CBCentralManager` reports it (`CBManagerState`).
package enum SeamBluetoothPower: Hashable, Sendable {
    /// Not known yet (no manager has reported), or resetting.
    case unknown
    case unsupported
    case poweredOff
    case poweredOn
}

/// What the "Turn on Bluetooth" / "Allow Bluetooth" button should do *this* time, decided
/// afresh on every tap from the current authorization and power state.
///
/// ```swift
/// SeamBluetoothRemedy(authorization: .denied, power: .unknown)      // .openSettings
/// SeamBluetoothRemedy(authorization: .allowed, power: .poweredOff)  // .showPowerAlert
/// ```
package enum SeamBluetoothRemedy: Hashable, Sendable {
    /// Ask for permission: the system shows its prompt the first time a manager is created.
    case requestPermission
    /// Open the app's page in Settings, where the Bluetooth permission switch is.
    case openSettings
    /// Create a new manager that asks the system to show its "Turn On Bluetooth" alert
    /// (each new manager may show it again; a kept one never does).
    case showPowerAlert
    /// Bluetooth is on and allowed: nothing to fix here, so refresh the keys.
    case refreshKeys
    /// This device has no usable Bluetooth: nothing the user can do; say so.
    case unsupported
    /// The app's Info.plist lacks `NSBluetoothAlwaysUsageDescription`, so creating a manager
    /// (to ask for permission or to show the power alert) would end the app. Log the
    /// developer's mistake and open Settings instead, where Bluetooth can be turned on.
    case missingUsageDescription

    /// The Info.plist key iOS requires before an app may use Bluetooth.
    package static let usageDescriptionKey = "NSBluetoothAlwaysUsageDescription"

    /// Whether `infoDictionary` (the app bundle's, `Bundle.main.infoDictionary`) declares
    /// ``usageDescriptionKey`` with some text.
    package static func declaresUsage(in infoDictionary: [String: Any]?) -> Bool {
        guard let text = infoDictionary?[usageDescriptionKey] as? String else { return false }
        return !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// - Parameter declaresUsage: Whether the app declares ``usageDescriptionKey``
    ///   (``declaresUsage(in:)``); without it, nothing that creates a manager is chosen.
    package init(authorization: SeamBluetoothAuthorization, power: SeamBluetoothPower, declaresUsage: Bool = true) {
        self.init(authorization: authorization, power: power)
        if !declaresUsage, self == .requestPermission || self == .showPowerAlert { self = .missingUsageDescription }
    }

    private init(authorization: SeamBluetoothAuthorization, power: SeamBluetoothPower) {
        switch (authorization, power) {
        case (_, .unsupported): self = .unsupported
        case (.notDetermined, _): self = .requestPermission
        case (.denied, _), (.restricted, _): self = .openSettings
        case (.allowed, .poweredOn): self = .refreshKeys
        case (.allowed, .poweredOff), (.allowed, .unknown): self = .showPowerAlert
        }
    }
}
