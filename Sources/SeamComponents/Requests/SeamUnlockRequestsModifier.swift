#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Binds a key list to ``SeamUnlockRouter`` requests through `SeamUnlockRequestDelivery`, which
/// runs `SeamUnlockRequestMachine` (where it is decided what is selected, held or said): this
/// only sends it SwiftUI's events (appearing, the foreground; every unlock card below reports
/// itself through `SeamUnlockCardRequests`) and performs what SwiftUI must (the alert,
/// announcements). On appearing and returning to the foreground it collects a request an App
/// Intent left in the shared container while running in an extension.
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
            // Every unlock card below (the list's sheet, the app's own sheet or embedded card)
            // starts what a request asked for from this router and reports its end to it...
            .environment(\.seamUnlockRouter, router)
            // ...and tells the delivery it is shown, and its phase: a request for another key
            // waits while it unlocks, and a message waits for a presented card to close.
            .environment(\.seamUnlockRequestDelivery, delivery)
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

/// Binds an unlock card under a router to it (`SeamUnlockCardRequests`, where the rules are):
/// appearing, the foreground, a new auto-start, the card's phase and its going away. Every
/// unlock card applies it when a router is in its environment, wherever it is shown.
@MainActor
struct SeamUnlockCardRequestsModifier: ViewModifier {
    let requests: SeamUnlockCardRequests
    @ObservedObject var card: SeamUnlockCardViewModel
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.locale) private var locale
    @Environment(\.seamEventMonitor) private var eventMonitor

    func body(content: Content) -> some View {
        content
            .onAppear {
                requests.appeared(card, isAppActive: scenePhase == .active, locale: locale, eventMonitor: eventMonitor)
            }
            // A card that appeared while the app was not in the foreground starts when it is.
            .onChange(of: scenePhase) { phase in
                requests.startIfAsked(card, isAppActive: phase == .active, locale: locale, eventMonitor: eventMonitor)
            }
            // A card already open for the key: selecting it again changes nothing, so the
            // router's new attempt is what tells it to start (@Published emits before storing;
            // the router's attempt is already set).
            .onReceive(requests.router.$autoStartRequestId) { _ in
                requests.startIfAsked(card, isAppActive: scenePhase == .active, locale: locale, eventMonitor: eventMonitor)
            }
            .onReceive(card.requestPhases) { phase in requests.phaseChanged(card, to: phase) }
            .onDisappear { requests.disappeared(card) }
    }
}

private enum SeamUnlockRouterKey: EnvironmentKey {
    static let defaultValue: SeamUnlockRouter? = nil
}

private enum SeamUnlockRequestDeliveryKey: EnvironmentKey {
    static var defaultValue: SeamUnlockRequestDelivery? { nil }
}

extension EnvironmentValues {
    /// The router of the nearest screen that takes unlock requests, if any.
    var seamUnlockRouter: SeamUnlockRouter? {
        get { self[SeamUnlockRouterKey.self] }
        set { self[SeamUnlockRouterKey.self] = newValue }
    }

    /// The request delivery of the nearest screen that takes requests, if any: unlock cards
    /// report to it that they are shown, their phase and that they went.
    var seamUnlockRequestDelivery: SeamUnlockRequestDelivery? {
        get { self[SeamUnlockRequestDeliveryKey.self] }
        set { self[SeamUnlockRequestDeliveryKey.self] = newValue }
    }
}

extension View {
    /// Presents the unlock card (by selecting the key in `list`) for requests made through
    /// `router`: URLs, widgets, App Intents, notifications. Put it on the view that owns the
    /// key list's view model.
    ///
    /// Any ``SeamUnlockCardView`` below it (the list's sheet, a sheet or pushed screen of your
    /// own bound to the list's selection, or a card embedded in your screen) starts the unlock
    /// a request asked for and reports how it ended, under the same rules. A request selects its
    /// key in `list`: bind your presentation to `list.selectedKey` (or show a card for
    /// `list.selectedCredentialId`). When no card for the key has come 10 seconds later, the
    /// SDK's logger says so; a card that comes later (it was covered, or behind your own launch
    /// lock) still starts the request, up to a minute after it was made. With no card by then
    /// the request is dropped, logged again, and answered
    /// ``SeamUnlockRequest/Outcome/noAnswer`` (sooner, if its requester stops waiting first).
    ///
    /// Use it on one screen per router: two screens on the same router (a key list in each of
    /// two tabs) would both take requests.
    ///
    /// A card counts as shown from SwiftUI's `onAppear` to its `onDisappear`: a card under a
    /// pushed screen, in another tab, or scrolled out of a `List` starts nothing, but one below
    /// the fold of a plain `ScrollView` counts as shown. Put a card that should start what a
    /// request asked for where the person sees it: a sheet, a pushed screen, or the top of the
    /// screen.
    @MainActor
    public func seamUnlockRequests(from router: SeamUnlockRouter = .shared,
                                   list: SeamCredentialsViewModel) -> some View {
        modifier(SeamUnlockRequestsModifier(router: router, list: list))
    }
}
#endif
