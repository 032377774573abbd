#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Under a lock key's Unlock button: Lock, when its lock can be locked from the phone
/// (`SeamLockActionViewModel.offersLock(for:)`), and the key's Recent activity
/// (`SeamRecentActivityViewModel.showsActivity(for:)`). SeamAccess decides; this only binds.
@MainActor
struct SeamUnlockCardLockSection: View {
    @StateObject private var lock: SeamLockActionViewModel
    @StateObject private var activity: SeamRecentActivityViewModel
    let credential: SeamAccessCredential
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale

    init(credential: SeamAccessCredential, lock: SeamLockActionViewModel, activity: SeamRecentActivityViewModel) {
        self.credential = credential
        _lock = StateObject(wrappedValue: lock)
        _activity = StateObject(wrappedValue: activity)
    }

    var body: some View {
        VStack(spacing: 16) {
            if SeamLockActionViewModel.offersLock(for: credential) {
                Button { lock.lock() } label: {
                    Label(lock.title(locale: locale), systemImage: SeamLockActionViewModel.systemImage(for: lock.phase))
                        .font(theme.font(theme.unlockCard.cancelFont))
                        .foregroundColor(theme.colors.accent)
                        .frame(minWidth: 44, minHeight: 44)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .disabled(!lock.isEnabled)
                .accessibilityIdentifier("seam.lock.button")
            }
            if activity.isLoaded {
                let section = activity.presentation(locale: locale)
                VStack(alignment: .leading, spacing: 6) {
                    Text(section.title)
                        .font(theme.font(theme.unlockCard.cancelFont))
                        .accessibilityAddTraits(.isHeader)
                    if let empty = section.emptyText {
                        Text(empty).font(.footnote).foregroundColor(.secondary)
                    }
                    ForEach(section.lines) { line in
                        HStack(spacing: 8) {
                            Image(systemName: line.systemImage)
                                .foregroundColor(line.isWarning ? theme.colors.warning : .secondary)
                            Text(line.text).font(.footnote)
                            Spacer(minLength: 8)
                            Text(line.time).font(.footnote).foregroundColor(.secondary)
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(line.accessibilityText)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityIdentifier("seam.activity")
            }
        }
        .task(id: lock.phase) { await activity.load() }
    }
}
#endif
