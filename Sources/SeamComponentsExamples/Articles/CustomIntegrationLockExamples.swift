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
        _lock = StateObject(wrappedValue: SeamLockActionViewModel(credentialId: credential.id, seam: .shared))
        _activity = StateObject(wrappedValue: SeamRecentActivityViewModel(keyId: credential.id, seam: .shared))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if SeamLockActionViewModel.offersLock(for: credential) {
                Button { lock.lock() } label: {  // "Lock", "Locking…", "Locked", "Couldn't lock. Try again."
                    Label(lock.title(locale: locale), systemImage: SeamLockActionViewModel.systemImage(for: lock.phase))
                }
                .disabled(!lock.isEnabled)
            }
            if SeamRecentActivityViewModel.showsActivity(for: credential), activity.isLoaded {
                let section = activity.presentation(locale: locale)  // "Recent activity"
                Text(section.title).font(.headline).accessibilityAddTraits(.isHeader)
                if let empty = section.emptyText { Text(empty).foregroundColor(.secondary) }
                ForEach(section.lines) { line in  // "Unlocked · with a code", "Today 09:41"
                    Label("\(line.text), \(line.time)", systemImage: line.systemImage)
                        .accessibilityLabel(line.accessibilityText)
                }
            }
        }
        .task(id: lock.phase) { await activity.load() }  // again after each lock ends
    }
}
#endif
