import Foundation
import SeamAccess
import Testing

/// "Allow Bluetooth" asks before it sends anyone to Settings, and never creates a manager the
/// app's Info.plist does not allow (issue 18, finding 5).
struct SeamBluetoothPermissionTests {
    let en = Locale(identifier: "en_US")

    @Test func allowBluetoothTakesTheRemedyRouteSoTheFirstTapAsksForPermission() {
        let status = SeamStatusPresentation(error: .userInteractionRequired(.grantBluetoothPermission), locale: en)
        #expect(status.action?.kind == .promptBluetooth)
        #expect(status.action?.title == "Allow Bluetooth")
        #expect(!status.message.contains("Settings"), "before the first ask, Settings has no switch yet")
        // What that route does with permission never asked for, and once it was denied.
        #expect(SeamBluetoothRemedy(authorization: .notDetermined, power: .unknown) == .requestPermission)
        #expect(SeamBluetoothRemedy(authorization: .denied, power: .unknown) == .openSettings)
    }

    @Test func withoutTheUsageDescriptionNothingThatCreatesAManagerIsChosen() {
        let authorizations: [SeamBluetoothAuthorization] = [.notDetermined, .restricted, .denied, .allowed]
        let powers: [SeamBluetoothPower] = [.unknown, .unsupported, .poweredOff, .poweredOn]
        for authorization in authorizations {
            for power in powers {
                let declared = SeamBluetoothRemedy(authorization: authorization, power: power)
                let undeclared = SeamBluetoothRemedy(authorization: authorization, power: power, declaresUsage: false)
                if declared == .requestPermission || declared == .showPowerAlert {
                    #expect(undeclared == .missingUsageDescription)
                } else {
                    #expect(undeclared == declared)
                }
            }
        }
    }

    @Test func theUsageDescriptionCountsOnlyWithText() {
        #expect(!SeamBluetoothRemedy.declaresUsage(in: nil))
        #expect(!SeamBluetoothRemedy.declaresUsage(in: [:]))
        #expect(!SeamBluetoothRemedy.declaresUsage(in: ["NSBluetoothAlwaysUsageDescription": "  "]))
        #expect(!SeamBluetoothRemedy.declaresUsage(in: ["NSBluetoothAlwaysUsageDescription": 1]))
        #expect(SeamBluetoothRemedy.declaresUsage(in: ["NSBluetoothAlwaysUsageDescription": "Unlocks doors."]))
    }
}
