#if canImport(SwiftUI) && canImport(UIKit)
import CoreBluetooth
import os
import UIKit

/// Resolves "turn on / allow Bluetooth" each time it is asked, from the current authorization
/// and power state (``SeamBluetoothRemedy`` decides; this only reads CoreBluetooth and acts).
@MainActor
final class SeamBluetoothPrompter {
    static let shared = SeamBluetoothPrompter()
    /// The last manager created; kept so its power state can be read on the next tap, and so
    /// the system prompt it asked for is not dismissed by its deallocation.
    private var manager: CBCentralManager?
    /// The manager's delegate (a manager holds its delegate weakly).
    private var observer: PowerObserver?

    func prompt(refresh: SeamKeysRefresh, title: String, locale: Locale) {
        let remedy = SeamBluetoothRemedy(authorization: Self.authorization, power: manager.map(Self.power) ?? .unknown,
                                         declaresUsage: SeamBluetoothRemedy.declaresUsage(in: Bundle.main.infoDictionary))
        switch remedy {
        case .requestPermission, .showPowerAlert:
            // A new manager each time: the system shows its permission prompt or its
            // "Turn On Bluetooth" alert when a manager starts, never again for a kept one.
            // When Bluetooth turns out to be (or becomes) on and allowed, the keys are refreshed
            // so the error clears without another tap.
            let observer = PowerObserver(refresh: refresh)
            self.observer = observer
            manager = CBCentralManager(delegate: observer, queue: nil, options: [CBCentralManagerOptionShowPowerAlertKey: true])
        case .openSettings:
            SeamDefaultActions.openSettings()
        case .missingUsageDescription:
            // iOS ends an app that creates a manager without the usage description.
            os_log("NSBluetoothAlwaysUsageDescription is missing from the app's Info.plist: add it so the app can ask for Bluetooth. Opening Settings instead.",
                   log: OSLog(subsystem: "com.seam.SeamComponents", category: "Bluetooth"), type: .fault)
            SeamDefaultActions.openSettings()
        case .refreshKeys:
            refresh()
        case .unsupported:
            let status = SeamStatusPresentation(error: .unsupportedDevice, locale: locale)
            SeamDefaultActions.presentAlert(title: status.title, message: status.message, locale: locale)
        }
    }

    static var authorization: SeamBluetoothAuthorization {
        switch CBManager.authorization {
        case .notDetermined: .notDetermined
        case .restricted: .restricted
        case .denied: .denied
        case .allowedAlways: .allowed
        @unknown default: .notDetermined
        }
    }

    private static func power(of manager: CBCentralManager) -> SeamBluetoothPower {
        switch manager.state {
        case .poweredOn: .poweredOn
        case .poweredOff: .poweredOff
        case .unsupported: .unsupported
        case .unauthorized, .unknown, .resetting: .unknown
        @unknown default: .unknown
        }
    }
}

/// Refreshes the keys once a manager reports Bluetooth on and allowed.
private final class PowerObserver: NSObject, CBCentralManagerDelegate {
    private let refresh: SeamKeysRefresh

    init(refresh: SeamKeysRefresh) {
        self.refresh = refresh
    }

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        // A manager created with a nil queue reports on the main queue.
        let isReady = central.state == .poweredOn
        let refresh = refresh
        Task { @MainActor in
            let remedy = SeamBluetoothRemedy(authorization: SeamBluetoothPrompter.authorization,
                                             power: isReady ? .poweredOn : .unknown)
            if remedy == .refreshKeys { refresh() }
        }
    }
}
#endif
