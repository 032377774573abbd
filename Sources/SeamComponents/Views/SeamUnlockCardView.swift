#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Everything about unlocking with one key: the unlock button, progress, the outcome with
/// retry, and the key's errors with their fix. Plays haptics (unless
/// `\.seamHapticsEnabled` is off) and announces outcomes to VoiceOver.
///
/// ```swift
/// SeamUnlockCardView(viewModel: SeamUnlockCardViewModel(credentialId: key.id, service: service))
/// ```
@MainActor
public struct SeamUnlockCardView: View {
    @ObservedObject var viewModel: SeamUnlockCardViewModel
    @Environment(\.seamTheme) private var theme
    @Environment(\.seamCredentialErrorStyle) private var style
    @Environment(\.seamHapticsEnabled) private var hapticsEnabled
    @Environment(\.locale) private var locale
    @Environment(\.dismiss) private var dismiss
    @ScaledMetric(relativeTo: .largeTitle) private var buttonSize: CGFloat = 140

    public init(viewModel: SeamUnlockCardViewModel) {
        self.viewModel = viewModel
    }

    public var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                header
                phaseContent
                    .animation(.easeInOut(duration: 0.25), value: viewModel.phase)
            }
            .padding()
            .frame(maxWidth: .infinity)
        }
        .background(theme.colors.secondaryBackground.ignoresSafeArea())
        .onAppear { if hapticsEnabled { SeamHaptics.shared.prepare() } }
        .onReceive(viewModel.outputs) { output in
            switch output {
            case .haptic(let haptic): if hapticsEnabled { SeamHaptics.shared.play(haptic) }
            case .announcement(let text): SeamAnnouncer.announce(text)
            case .dismiss: dismiss()
            }
        }
        .accessibilityIdentifier("seam.unlockCard")
    }

    @ViewBuilder
    private var header: some View {
        if let credential = viewModel.credential {
            let row = SeamCredentialPresentation(credential: credential, now: Date(), locale: locale)
            VStack(spacing: 4) {
                Text(row.name).font(theme.fonts.title).foregroundColor(theme.colors.primaryText)
                    .accessibilityAddTraits(.isHeader)
                if !row.location.isEmpty {
                    Text(row.location).font(theme.fonts.subheadline).foregroundColor(theme.colors.secondaryText)
                }
                if let expiry = row.expiryText {
                    Text(expiry).font(theme.fonts.footnote).foregroundColor(theme.colors.secondaryText)
                }
                if let code = row.codeText {
                    Text(code).font(theme.fonts.footnote.monospacedDigit()).foregroundColor(theme.colors.secondaryText)
                }
            }
            .multilineTextAlignment(.center)
        }
    }

    @ViewBuilder
    private var phaseContent: some View {
        let status = viewModel.presentation
        switch viewModel.phase {
        case .idle:
            VStack(spacing: 16) {
                unlockButton
                Text(status.message).font(theme.fonts.body).foregroundColor(theme.colors.secondaryText)
                    .multilineTextAlignment(.center)
            }
        case .unlocking:
            VStack(spacing: 16) {
                SeamUnlockProgressView()
                Text(status.title).font(theme.fonts.title3).foregroundColor(theme.colors.primaryText)
                Text(status.message).font(theme.fonts.body).foregroundColor(theme.colors.secondaryText)
                Button(SeamCopy.cancel.text(locale: locale)) { viewModel.cancel() }
                    .font(theme.fonts.actionTitle)
                    .foregroundColor(theme.colors.accent)
                    .accessibilityIdentifier("seam.unlock.cancel")
            }
            .multilineTextAlignment(.center)
        case .granted:
            SeamStatusView(status, actionTitle: SeamCopy.done.text(locale: locale)) { dismiss() }
        case .timedOut, .connectionFailed, .preflightFailed:
            SeamStatusView(status, actionTitle: viewModel.phase.canRetry ? SeamCopy.tryAgain.text(locale: locale) : nil) {
                viewModel.retry()
            }
        case .blocked(let error):
            SeamStatusView(systemImage: style.systemIcon(error, theme: theme), tone: status.tone, title: status.title,
                           message: style.message(error), actionTitle: style.primaryActionTitle(error),
                           action: style.primaryAction(error))
        }
    }

    private var unlockButton: some View {
        Button { viewModel.unlock() } label: {
            Image(systemName: "key.fill")
                .font(.system(size: buttonSize / 3))
                .foregroundColor(theme.colors.primaryTextLight)
                .frame(width: buttonSize, height: buttonSize)
                .background(Circle().fill(theme.colors.accent))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(SeamCopy.unlock.text(locale: locale))
        .accessibilityHint(SeamCopy.unlockHint.text(locale: locale))
        .accessibilityIdentifier("seam.unlock.button")
    }
}
#endif
