#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Under a lock key's Unlock button: Lock with its outcome line, when its lock can be locked
/// from the phone (`SeamUnlockCardViewModel.offersLock`), and the key's Recent activity
/// (`showsRecentActivity`). The card's view model owns both models for the card's life;
/// SeamAccess decides, this only binds, in the theme's roles (`SeamSurface.lockStatus`,
/// `.activityHeader`, `.activityLine`, `.activityTime`).
@MainActor
struct SeamUnlockCardLockSection: View {
    @ObservedObject var card: SeamUnlockCardViewModel
    @ObservedObject var lock: SeamLockActionViewModel
    @ObservedObject var activity: SeamRecentActivityViewModel
    /// Taps held back (a URL just reached the app), as on Unlock.
    let inputBlocked: Bool
    /// Whether the tap that just ended acts, judged from touch-down as Unlock's is.
    let acceptsTap: @MainActor () -> Bool
    let touchChanged: @MainActor (Bool) -> Void
    @Environment(\.locale) private var locale

    var body: some View {
        SeamLockSectionContent(offersLock: card.offersLock, phase: lock.phase,
                               activity: card.showsRecentActivity ? activity.presentation(locale: locale) : nil,
                               inputBlocked: inputBlocked, touchChanged: touchChanged,
                               lock: { if acceptsTap() { card.lock() } })
    }
}

/// What ``SeamUnlockCardLockSection`` draws, from values (so previews show every phase).
@MainActor
struct SeamLockSectionContent: View {
    let offersLock: Bool
    let phase: SeamLockActionViewModel.Phase
    let activity: SeamRecentActivityPresentation?
    /// Lock holds taps back as Unlock does after another app opened ours (tapjacking).
    var inputBlocked = false
    var touchChanged: @MainActor (Bool) -> Void = { _ in }
    let lock: @MainActor () -> Void
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        VStack(spacing: 16) {
            if offersLock {
                lockControl
            }
            if let activity {
                activitySection(activity)
            }
        }
    }

    private var lockControl: some View {
        VStack(spacing: 6) {
            Button { lock() } label: {
                Label(SeamLockActionViewModel.title(for: phase, locale: locale),
                      systemImage: SeamLockActionViewModel.systemImage(for: phase))
                    .font(theme.font(theme.unlockCard.cancelFont))
                    .foregroundColor(theme.colors.accent)
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
            }
            .buttonStyle(SeamTouchReportingPlainButtonStyle(touchChanged: touchChanged))
            .disabled(!SeamLockActionViewModel.isEnabled(in: phase) || inputBlocked)
            .accessibilityIdentifier("seam.lock.button")
            if let status = SeamLockActionViewModel.status(for: phase, locale: locale) {
                let warning = SeamLockActionViewModel.statusIsWarning(phase)
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Image(systemName: SeamLockActionViewModel.statusSystemImage(for: phase))
                        .foregroundColor(warning ? theme.colors.warning : theme.foreground(.lockStatus))
                        .accessibilityHidden(true)
                    Text(status)
                        .foregroundColor(theme.foreground(.lockStatus))
                        .fixedSize(horizontal: false, vertical: true)
                }
                .font(theme.font(.lockStatus))
                .multilineTextAlignment(.center)
                .accessibilityElement(children: .combine)
                .accessibilityIdentifier("seam.lock.status")
            }
        }
    }

    private func activitySection(_ section: SeamRecentActivityPresentation) -> some View {
        let stacked = SeamRecentActivityPresentation.stacksTimeUnderText(isAccessibilitySize: typeSize.isAccessibilitySize)
        return VStack(alignment: .leading, spacing: 6) {
            Text(section.title)
                .font(theme.font(.activityHeader))
                .foregroundColor(theme.foreground(.activityHeader))
                .accessibilityAddTraits(.isHeader)
            if let note = section.note {
                Text(note).font(theme.font(.activityTime)).foregroundColor(theme.foreground(.activityTime))
            }
            ForEach(section.lines) { line in
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Image(systemName: line.systemImage)
                        .foregroundColor(line.isWarning ? theme.colors.warning : theme.foreground(.activityTime))
                    if stacked {
                        VStack(alignment: .leading, spacing: 2) {
                            lineText(line)
                            timeText(line)
                        }
                    } else {
                        lineText(line)
                        Spacer(minLength: 8)
                        timeText(line)
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(line.accessibilityText)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityIdentifier("seam.activity")
    }

    private func lineText(_ line: SeamRecentActivityPresentation.Line) -> some View {
        Text(line.text).font(theme.font(.activityLine)).foregroundColor(theme.foreground(.activityLine))
            .fixedSize(horizontal: false, vertical: true)
    }

    private func timeText(_ line: SeamRecentActivityPresentation.Line) -> some View {
        Text(line.time).font(theme.font(.activityTime)).foregroundColor(theme.foreground(.activityTime))
    }
}
#endif
