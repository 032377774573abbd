#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Binds a key list to ``SeamUnlockRouter`` requests through `SeamUnlockRequestDelivery`, which
/// runs `SeamUnlockRequestMachine` (where it is decided what is selected, held or said): this
/// only sends it SwiftUI's events (appearing, the foreground, the sheet opening, closing and its
/// card's phase) and performs what SwiftUI must (the alert, announcements). On appearing and
/// returning to the foreground it collects a request an App Intent left in the shared
/// container while running in an extension.
@MainActor
struct SeamUnlockRequestsModifier: ViewModifier {
    @ObservedObject var list: SeamCredentialsViewModel
    @StateObject private var delivery: SeamUnlockRequestDelivery
    @Environment(\.locale) private var locale

    private let router: SeamUnlockRouter

    init(router: SeamUnlockRouter, list: SeamCredentialsViewModel) {
        self.list = list
        self.router = router
        _delivery = StateObject(wrappedValue: SeamUnlockRequestDelivery(router: router))
    }

    func body(content: Content) -> some View {
        content
            // The unlock sheet the list presents reports to, and auto-starts from, this router.
            .environment(\.seamUnlockRouter, router)
            // ...and tells the delivery when it is up, so a message waits for it to close.
            .environment(\.seamUnlockPresentationReporter, SeamUnlockPresentationReporter(
                opened: { [delivery] in delivery.presentationOpened() },
                closed: { [delivery] in delivery.presentationClosed() },
                phaseChanged: { [delivery] phase in delivery.presentedCardPhaseChanged(phase) }))
            .onAppear {
                delivery.attach(to: list)
                delivery.router.collectHandOff()
            }
            // The machine says what to announce (a request waits for the running unlock).
            .onReceive(delivery.announcements) { copy in SeamAnnouncer.announce(copy.text(locale: locale)) }
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
                delivery.router.collectHandOff()
            }
            .alert(delivery.message?.title ?? "", isPresented: isShowingMessage, presenting: delivery.message) { _ in
                Button(SeamStatusPresentation.Copy.ok.text(locale: locale)) { delivery.dismissMessage() }
            } message: { status in
                Text(status.message)
            }
    }

    private var isShowingMessage: Binding<Bool> {
        Binding(get: { delivery.message != nil }, set: { if !$0 { delivery.dismissMessage() } })
    }
}

/// Starts the unlock a request asked for when its card appears, or while it is already open
/// when a new attempt for its key arrives, and tells the router how it ended (for an App
/// Intent's dialog).
@MainActor
struct SeamUnlockAutoStartModifier: ViewModifier {
    let router: SeamUnlockRouter
    @ObservedObject var card: SeamUnlockCardViewModel
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.locale) private var locale
    @Environment(\.seamEventMonitor) private var eventMonitor

    func body(content: Content) -> some View {
        content
            // The card's Unlock button asks this router whether a tap counts yet.
            .environment(\.seamUnlockRouter, router)
            .onAppear { startIfAsked() }
            // A card that appeared while the app was not in the foreground starts when it is.
            .onChange(of: scenePhase) { phase in startIfAsked(phase) }
            // A card already open for the key: selecting it again changes nothing, so the
            // router's new attempt is what tells it to start.
            .onReceive(router.$autoStartRequestId) { _ in
                // @Published emits before storing; the router's attempt is already set.
                startIfAsked()
            }
            .onReceive(card.$phase) { phase in
                router.cardPhaseChanged(credentialId: card.credentialId, phase: phase)
            }
            .onDisappear { router.cardDismissed(credentialId: card.credentialId) }
    }

    private func startIfAsked(_ phase: ScenePhase? = nil) {
        let isAppActive = (phase ?? scenePhase) == .active
        // The card's locale and event monitor first, whichever onAppear runs first.
        card.startRequestedUnlock(from: router, isAppActive: isAppActive, locale: locale, eventMonitor: eventMonitor)
    }
}

/// Auto-start for the unlock sheet SeamComponents presents: only under a screen that takes
/// requests (``View/seamUnlockRequests(from:list:)``), and from that screen's router.
@MainActor
struct SeamUnlockSheetAutoStartModifier: ViewModifier {
    @Environment(\.seamUnlockRouter) private var router
    @Environment(\.seamUnlockPresentationReporter) private var presentationReporter
    let card: SeamUnlockCardViewModel

    func body(content: Content) -> some View {
        Group {
            if let router {
                content.modifier(SeamUnlockAutoStartModifier(router: router, card: card))
            } else {
                content
            }
        }
        // While it unlocks, a request for another key waits instead of replacing this card.
        .onReceive(card.$phase) { phase in presentationReporter?.phaseChanged(phase) }
    }
}

private enum SeamUnlockRouterKey: EnvironmentKey {
    static let defaultValue: SeamUnlockRouter? = nil
}

/// What the list's unlock sheet reports to the screen's request delivery.
struct SeamUnlockPresentationReporter {
    let opened: @MainActor () -> Void
    let closed: @MainActor () -> Void
    let phaseChanged: @MainActor (SeamUnlockCardViewModel.Phase) -> Void
}

private enum SeamUnlockPresentationReporterKey: EnvironmentKey {
    static var defaultValue: SeamUnlockPresentationReporter? { nil }
}

extension EnvironmentValues {
    /// The router of the nearest screen that takes unlock requests, if any.
    var seamUnlockRouter: SeamUnlockRouter? {
        get { self[SeamUnlockRouterKey.self] }
        set { self[SeamUnlockRouterKey.self] = newValue }
    }

    /// Where the list's unlock sheet reports that it appeared and finished closing, under a
    /// screen that takes requests.
    var seamUnlockPresentationReporter: SeamUnlockPresentationReporter? {
        get { self[SeamUnlockPresentationReporterKey.self] }
        set { self[SeamUnlockPresentationReporterKey.self] = newValue }
    }
}

extension View {
    /// Presents the unlock card (by selecting the key in `list`) for requests made through
    /// `router`: URLs, widgets, App Intents, notifications. Put it on the view that owns the
    /// key list's view model.
    @MainActor
    public func seamUnlockRequests(from router: SeamUnlockRouter = .shared,
                                   list: SeamCredentialsViewModel) -> some View {
        modifier(SeamUnlockRequestsModifier(router: router, list: list))
    }
}
#endif
