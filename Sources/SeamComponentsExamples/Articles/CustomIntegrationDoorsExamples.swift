#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// CustomIntegration.md, "Show the doors a key opens and a lock's state"

struct DoorsAndLockRow: View {
    let credential: SeamAccessCredential
    @Environment(\.locale) private var locale

    var body: some View {
        let row = SeamAccessCredential.Presentation(credential: credential, now: Date(), locale: locale)
        VStack(alignment: .leading, spacing: 4) {
            Text(row.name).font(.headline)
            if let doors = row.entrancesText { Text(doors).font(.subheadline) }  // "Opens Room 1208, Lift and Pool"
            if let state = row.lockState {
                if let summary = state.summary { Label(summary, systemImage: state.systemImage) }  // "Locked · Door closed"
                if let warning = state.batteryWarning {  // "Battery low (15%)": a warning, the key still unlocks
                    Label(warning, systemImage: SeamLockStatePresentation.batteryWarningSystemImage)
                        .foregroundColor(.orange)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(row.accessibilityLabel)
    }
}
#endif
