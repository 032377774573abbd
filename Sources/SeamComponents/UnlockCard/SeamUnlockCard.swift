#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import Combine

/// The unlock card's content for one key: ``SeamUnlockCardView`` shows one per key identity,
/// so the view model held here belongs to that key for as long as it is shown.
@MainActor
struct SeamUnlockCard: View {
    @StateObject private var viewModel: SeamUnlockCardViewModel
    @Environment(\.seamTheme) private var theme
    @Environment(\.seamCredentialErrorStyle) private var environmentStyle
    @Environment(\.seamKeysRefreshIfSet) private var listRefresh
    @Environment(\.seamHapticsEnabled) private var hapticsEnabled
    @Environment(\.locale) private var locale
    @Environment(\.seamUnlockFinished) private var unlockFinished
    @Environment(\.seamUnlockPresentation) private var presentation
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.seamUnlockRouter) private var router
    @Environment(\.seamUnlockRequestDelivery) private var requestDelivery
    @Environment(\.isPresented) private var isPresented
    @Environment(\.seamEventMonitor) private var eventMonitor
    @AccessibilityFocusState private var focus: SeamUnlockFocus?
    /// Whether the user just activated one of the card's buttons (focus moves with them).
    @State private var actedInCard = false
    /// Whether VoiceOver heard the last outcome (``SeamUnlockAnnouncementPlan`` decides).
    @State private var announcementPlan = SeamUnlockAnnouncementPlan()
    /// Set while a card a link opened ignores taps (`SeamUnlockRouter.inputOpens(for:)`).
    @State private var inputBlocked = false
    /// How the card was hosted when it appeared: read once, not on every render (SwiftUI's
    /// `isPresented` can turn false while a pushed screen pops or a sheet closes).
    @State private var shownHosting: SeamUnlockCardHosting?
    @ScaledMetric(relativeTo: .largeTitle) private var scaledButtonSize: CGFloat = 140

    /// - Parameter viewModel: Kept from the first render of this card's identity on.
    init(viewModel: SeamUnlockCardViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                header
                phaseContent
                    .animation(reduceMotion ? nil : .easeInOut(duration: 0.25), value: viewModel.phase)
            }
            .padding()
            .frame(maxWidth: .infinity)
        }
        .background((card.cardBackground ?? theme.colors.primaryBackground).ignoresSafeArea())
        .onAppear {
            shownHosting = renderedHosting
            // First, whichever onAppear runs first: the screen's locale and event monitor (under a
            // router, the requests' modifier hands them over before it starts an attempt).
            viewModel.prepare(locale: locale, eventMonitor: eventMonitor)
            if hapticsEnabled { SeamHaptics.shared.prepare() }
            // The router times the hold from the card's first appearance (once; the requests'
            // modifier tells it too, in an order SwiftUI does not fix): told here first, the
            // hold read next is the one that applies, and the button is never enabled early.
            tapJudge.cardAppeared(credentialId: viewModel.credentialId)
            blockInputUntilItOpens()
        }
        // A URL that reaches the app while this card is on screen holds its taps back again.
        .onReceive(tapJudge.$outsideOpens.dropFirst()) { _ in
            blockInputUntilItOpens()
        }
        // Under a screen that takes requests, any card (the list's sheet, the app's own sheet or
        // embedded card) starts what a request asked for and reports how it ended.
        .modifier(SeamOptionalCardRequests(requests: requests, card: viewModel))
        .onChange(of: locale) { viewModel.locale = $0 }
        .onChange(of: viewModel.phase) { phase in
            if let target = SeamUnlockFocus.target(for: phase, focusWasInCard: focus != nil || actedInCard) {
                moveFocusAfterInsertion(to: target)
            }
            actedInCard = false
        }
        .onReceive(viewModel.outputs) { output in
            switch output {
            case .haptic(let haptic): if hapticsEnabled { SeamHaptics.shared.play(haptic) }
            case .announcement(let text):
                perform(announcementPlan.announcement(text, phase: viewModel.phase,
                                                      focusWasInCard: focus != nil || actedInCard, currentFocus: focus))
            case .finished(let finish): endAttempt(finish)
            }
        }
        // A presented card (the app's sheet too) cannot be swiped away mid-unlock or mid-lock
        // (the request phase counts a running Lock as busy).
        .interactiveDismissDisabled(hosting.blocksInteractiveDismiss(in: viewModel.requestPhase))
        .accessibilityIdentifier("seam.unlockCard")
    }

    /// Announces now, or moves focus to the new title and announces later unless it landed there.
    private func perform(_ steps: [SeamUnlockAnnouncementPlan.Step]) {
        for step in steps {
            switch step {
            case .announce(let text):
                SeamAnnouncer.announce(text)
            case .moveFocus(let target, let id):
                moveFocusAfterInsertion(to: target) {
                    perform(announcementPlan.focusSettled(id: id, currentFocus: focus))
                }
            }
        }
    }

    /// Moves focus once the phase's title is on screen (a move to an element inserted in the same
    /// update is often dropped on iOS 15 and 16), then, a moment later, runs `settled`.
    private func moveFocusAfterInsertion(to target: SeamUnlockFocus, settled: (@MainActor () -> Void)? = nil) {
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: 50_000_000)
            focus = target
            guard let settled else { return }
            try? await Task.sleep(nanoseconds: 700_000_000)
            settled()
        }
    }

    /// How the card is shown: the list's sheet, a presentation of the app's, or inline, as it
    /// was when the card appeared.
    private var hosting: SeamUnlockCardHosting { shownHosting ?? renderedHosting }

    /// How this render's environment says the card is shown.
    private var renderedHosting: SeamUnlockCardHosting {
        SeamUnlockCardHosting(presentation: presentation?.hosting, isPresented: isPresented)
    }

    /// The card's part in the requests of the screen above, when there is a router.
    private var requests: SeamUnlockCardRequests? {
        router.map { SeamUnlockCardRequests(router: $0, delivery: requestDelivery, hosting: hosting) }
    }

    /// Never a blind `dismiss()`: only a presentation SeamComponents made is closed.
    private func endAttempt(_ finish: SeamUnlockFinish) {
        let ending = hosting.ending(finish)
        if ending.notifiesContainer {
            unlockFinished?(ending)
        }
        if ending.closesPresentation { presentation?.close() }
    }

    /// The error style, its "Try again" and verification-page refresh routed to the enclosing
    /// list when there is one, else to the service this card unlocks with (not the environment's
    /// `\.seamService`, which a custom screen may not have set to the same service).
    private var style: SeamAccessCredentialErrorStyle {
        environmentStyle.bound(locale: locale, refresh: listRefresh ?? .service(viewModel.service, locale: locale))
    }

    /// Runs a button's action, remembering that focus is in the card until the phase it
    /// leads to has been shown (an action that changes nothing forgets it at once). Set before
    /// the action, because the view model announces synchronously while handling it.
    private func act(_ action: () -> Void) {
        let before = viewModel.phase
        actedInCard = true
        action()
        actedInCard = viewModel.phase != before
    }

    /// The theme's unlock card palette: colours, fonts and the button's shape.
    private var card: SeamTheme.UnlockCard { theme.unlockCard }

    /// Large, but never wider than a 320-pt screen allows at accessibility text sizes.
    private var buttonSize: CGFloat { min(scaledButtonSize, 200) }

    @ViewBuilder
    private var header: some View {
        if let credential = viewModel.credential {
            SeamUnlockCardHeader(credential: credential)
        }
    }

    @ViewBuilder
    private var phaseContent: some View {
        // The environment's locale, also for the first frame (before onAppear hands it over).
        let status = viewModel.presentation(in: locale)
        switch viewModel.phase {
        case .idle:
            VStack(spacing: 16) {
                unlockButton
                SeamUnlockInstruction(status: status)
                lockSection
            }
        case .unlocking:
            underWay(status) {
                SeamUnlockProgressView(diameter: buttonSize)
            }
        case .authenticating:
            // The system's Face ID / passcode question is over the card; this is what shows
            // behind it and after it, with a way out.
            underWay(status) {
                Image(systemName: status.systemImage)
                    .font(.system(size: buttonSize / 3))
                    .foregroundColor(card.waitingSymbolColor)
                    .frame(width: buttonSize, height: buttonSize)
                    .accessibilityHidden(true)
            }
        case .granted:
            SeamStatusView(status, actionTitle: SeamStatusPresentation.Copy.done.text(locale: locale)) { act(viewModel.done) }
                .look(card.outcome(tone: status.tone))
                .titleFocus($focus)
        case .timedOut, .connectionFailed, .preflightFailed, .confirmationDeclined, .confirmationInterrupted,
             .confirmationFailed, .confirmationUnavailable:
            SeamStatusView(status, actionTitle: viewModel.phase.canRetry ? SeamStatusPresentation.Copy.tryAgain.text(locale: locale) : nil) {
                // Try Again starts an unlock as Unlock does: the same hold after a URL.
                guard acceptsTap() else { return }
                act(viewModel.retry)
            }
            .actionTouchChanged { tapJudge.touchChanged(credentialId: viewModel.credentialId, isDown: $0) }
            .secondaryAction(closeTitle) { act(viewModel.close) }
            .look(card.outcome(tone: status.tone))
            .titleFocus($focus)
        case .blocked(let error):
            SeamStatusView(systemImage: viewModel.blockedSystemImage(error) { style.systemIcon($0, theme: theme) },
                           tone: status.tone, title: status.title,
                           message: viewModel.blockedMessage(error, locale: locale, styled: style.message),
                           actionTitle: style.primaryActionTitle(error),
                           action: remedy(for: error))
                .secondaryAction(closeTitle) { act(viewModel.close) }
                .look(card.outcome(tone: status.tone))
                .titleFocus($focus)
        }
    }

    /// Close (or OK) under an outcome, where SeamAccess offers it
    /// (`SeamUnlockCardHosting.closeButton(in:containerListens:)`): a card outside
    /// SeamComponents' sheet is never stuck on an outcome it cannot retry, and never shows a
    /// Close that does nothing.
    private var closeTitle: String? {
        hosting.closeButton(in: viewModel.phase, containerListens: unlockFinished != nil)?.text(locale: locale)
    }

    /// The router judging this card's taps: the screen's, or with none, the shared one the
    /// app's URLs reach (`SeamUnlockRouter.judgingTaps(under:)`).
    private var tapJudge: SeamUnlockRouter { SeamUnlockRouter.judgingTaps(under: router) }

    /// Whether the tap on Unlock or Try Again that just ended acts (`SeamUnlockRouter.acceptsTap(for:)`).
    private func acceptsTap() -> Bool {
        tapJudge.acceptsTap(for: viewModel.credentialId)
    }

    /// Shows the Unlock button disabled while the router holds taps back, then enables it.
    private func blockInputUntilItOpens() {
        let router = tapJudge
        guard let opens = router.inputOpens(for: viewModel.credentialId) else { return }
        inputBlocked = true
        Task { @MainActor in
            var opens: Date? = opens
            // Checked again until taps are taken (a clock set back restarts the moment once).
            while let next = opens {
                let wait = min(max(0, next.timeIntervalSinceNow), router.externalOpenInputDelay)
                try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000) + 10_000_000)
                opens = router.inputOpens(for: viewModel.credentialId)
            }
            inputBlocked = false
        }
    }

    /// The style's remedy for `error`, told to the view model's event monitor first.
    private func remedy(for error: SeamCredentialError) -> @MainActor () -> Void {
        let perform = style.primaryAction(error)
        return { [viewModel] in
            viewModel.remedyTapped(for: error)
            perform()
        }
    }

    /// The key symbol and, under it, the word the instruction names ("Tap Unlock"), as on the
    /// widget and the Live Activity (`SeamUnlockControl`).
    private var unlockButton: some View {
        let control = viewModel.unlockControl(locale: locale)
        return Button {
            // A tap that came too soon to be meant for this card (judged from touch-down) is ignored.
            guard acceptsTap() else { return }
            act(viewModel.unlock)
        } label: {
            VStack(spacing: 4) {
                Image(systemName: control.systemImage)
                    .font(.system(size: buttonSize / 4))
                // Two lines and scaled down where a long word ("Déverrouiller") meets the
                // largest text sizes, rather than cut short.
                Text(control.title)
                    .font(theme.font(card.cancelFont))
                    .lineLimit(2)
                    .minimumScaleFactor(0.5)
                    .multilineTextAlignment(.center)
            }
            .foregroundColor(card.keyIconColorIdle)
            .padding(buttonSize / 8)
            .frame(width: buttonSize, height: buttonSize)
            .background(SeamPaletteOutline(card.keyButtonShape).fill(LinearGradient(
                colors: theme.keyButtonFill, startPoint: .topLeading, endPoint: .bottomTrailing)))
            .contentShape(SeamPaletteOutline(card.keyButtonShape))
            .shadow(color: card.keyButtonShadowColor, radius: card.keyButtonShadowRadius,
                    y: card.keyButtonShadowYOffset)
        }
        .buttonStyle(SeamTouchReportingPlainButtonStyle { tapJudge.touchChanged(credentialId: viewModel.credentialId, isDown: $0) })
        // Not while the card's Lock runs (one at a time).
        .disabled(inputBlocked || !viewModel.acceptsUnlock)
        .opacity(inputBlocked || !viewModel.acceptsUnlock ? 0.5 : 1)
        // The label replaces the symbol's and the word's: VoiceOver hears "Unlock", once.
        .accessibilityLabel(control.title)
        .accessibilityHint(control.accessibilityHint)
        .accessibilityFocused($focus, equals: .unlockButton)
        .accessibilityIdentifier("seam.unlock.button")
    }

    /// Lock and Recent activity for a lock key: the card's view model owns both models
    /// (SeamAccess decides which show).
    @ViewBuilder
    private var lockSection: some View {
        if let lock = viewModel.lockAction, let activity = viewModel.recentActivity {
            SeamUnlockCardLockSection(card: viewModel, lock: lock, activity: activity, inputBlocked: inputBlocked,
                                      acceptsTap: acceptsTap,
                                      touchChanged: { tapJudge.touchChanged(credentialId: viewModel.credentialId, isDown: $0) })
        }
    }

    /// An unlock under way (the owner's question, then the lock): `symbol`, the title VoiceOver
    /// moves to, the instruction, and Cancel.
    private func underWay<Symbol: View>(_ status: SeamStatusPresentation,
                                        @ViewBuilder symbol: () -> Symbol) -> some View {
        VStack(spacing: 16) {
            symbol()
            Text(status.title).font(theme.font(card.phaseTitleFont)).foregroundColor(card.phaseTitleColor)
                .accessibilityAddTraits(.isHeader)
                .accessibilityFocused($focus, equals: .progressTitle)
            SeamUnlockInstruction(status: status)
            cancelButton
        }
        .multilineTextAlignment(.center)
    }

    /// At least 44 × 44 pt to hit, whatever the text size.
    private var cancelButton: some View {
        Button { act(viewModel.cancel) } label: {
            Text(SeamStatusPresentation.Copy.cancel.text(locale: locale))
                .font(theme.font(card.cancelFont))
                .foregroundColor(card.cancelColor)
                .padding(.horizontal, 16)
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier("seam.unlock.cancel")
    }
}
/// ``SeamUnlockCardRequestsModifier`` when there is a router to follow.
@MainActor
private struct SeamOptionalCardRequests: ViewModifier {
    let requests: SeamUnlockCardRequests?
    let card: SeamUnlockCardViewModel

    func body(content: Content) -> some View {
        if let requests {
            content.modifier(SeamUnlockCardRequestsModifier(requests: requests, card: card))
        } else {
            content
        }
    }
}
#endif
