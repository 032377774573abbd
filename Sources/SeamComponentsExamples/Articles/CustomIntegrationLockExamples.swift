#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// CustomIntegration.md, "Lock and recent activity on your own card"

@MainActor
struct LockKeyActions: View {
    let credential: SeamAccessCredential
    @StateObject private var lock: SeamLockActionViewModel
    @StateObject private var activity: SeamRecentActivityViewModel
    @Environment(\.locale) private var locale

    init(credential: SeamAccessCredential) {
        self.credential = credential
        _lock = StateObject(wrappedValue: SeamLockActionViewModel(credentialId: credential.id, seam: .shared,
                                                                  locale: SeamExtensionConfiguration.AppProcess.preferredLocale()))
        _activity = StateObject(wrappedValue: SeamRecentActivityViewModel(keyId: credential.id, seam: .shared))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if SeamLockActionViewModel.offersLock(for: credential) {
                Button { lock.lock() } label: {  // "Lock", "Locking…", "Try Again"
                    Label(lock.title(locale: locale), systemImage: SeamLockActionViewModel.systemImage(for: lock.phase))
                }
                .disabled(!lock.isEnabled)
                if let status = SeamLockActionViewModel.status(for: lock.phase, locale: locale) {
                    Text(status)  // "Locked", "The lock answered that it couldn’t lock. Check the door."
                }
            }
            // nil until loaded, and for a session the API gives no events: never "no activity".
            if SeamRecentActivityViewModel.showsActivity(for: credential),
               let section = activity.presentation(locale: locale) {
                Text(section.title).font(.headline).accessibilityAddTraits(.isHeader)
                if let note = section.note { Text(note).foregroundColor(.secondary) }
                ForEach(section.lines) { line in  // "Unlocked · with a code", "17/11/2026, 09:41"
                    Label("\(line.text), \(line.time)", systemImage: line.systemImage)
                        .accessibilityLabel(line.accessibilityText)
                }
            }
        }
        .task { await activity.load() }
        .onChange(of: lock.phase.isOutcome) { ended in  // again after each lock ends
            if ended { Task { await activity.load() } }
        }
    }
}
#endif
