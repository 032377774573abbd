import Foundation
@_spi(SeamInternal) import SeamSDK

/// The inbox through which anything outside the key screen (a URL, a widget, an App Intent,
/// a notification) asks it to show a key's unlock card.
///
/// A request is held until the key screen takes it, so it works on a cold launch (the screen
/// appears later) as well as when the screen is already showing. The screen takes each
/// request exactly once, when its keys have loaded enough to answer it. A newer request
/// replaces one not yet taken.
///
/// The router runs `SeamUnlockRequestMachine`, where every decision about requests is made;
/// it only stamps events with its clock and tells waiters how their request ended.
///
/// ```swift
/// // In the app's URL handler:
/// SeamUnlockRouter.shared.open(url)
/// // In an App Intent:
/// let outcome = await SeamUnlockRouter.shared.requestAndWait(
///     SeamUnlockRequest(credentialId: id, startsUnlock: true, source: .intent))
/// ```
@MainActor
public final class SeamUnlockRouter: ObservableObject {
    /// The router the SeamComponents key screen and the SeamIntents / SeamWidgets targets use.
    public static let shared = SeamUnlockRouter()

    /// The router that judges taps on a card and holds them back after a URL: the screen's
    /// (`.seamUnlockRequests(from:list:)`), or with none above the card, ``shared``, which the
    /// app's URLs reach (`onOpenURL`). A card or key list outside a screen taking requests keeps
    /// the tap hold after another app opened ours, though it takes no requests.
    package static func judgingTaps(under screenRouter: SeamUnlockRouter?) -> SeamUnlockRouter {
        screenRouter ?? shared
    }

    /// The URLs ``open(_:source:)`` understands; `nil` (the default) uses
    /// ``SeamExtensionConfiguration/current``'s, so one configuration serves the app, its
    /// widgets and its intents.
    ///
    /// An ``SeamLinkFormat/autoStartSecret`` set here is bound to the install's secret as
    /// ``SeamExtensionConfiguration/resolvedLinkFormat`` binds one: a link starts unlocking
    /// only when that resolved format signed it (with no App Group container, none does). A
    /// constant in the app's code, which anyone can read out of the app, therefore never lets
    /// a link someone else made start an unlock.
    public var linkFormat: SeamLinkFormat?

    /// Whether ``linkFormat``'s secret is bound to the install's before use (always, but for
    /// routers tests make on an injected clock, which sign links with the format as given).
    private let bindsLinkFormat: Bool

    /// Runs the machine: its state is everything the router knows.
    private let store = SeamStore(SeamUnlockRequestMachine(), state: .init())
    var state: SeamUnlockRequestMachine.State { store.state }
    /// The request (or link error) the key screen has not taken yet.
    @Published package private(set) var pending: SeamUnlockRequestMachine.Pending?
    /// The request the current auto-start belongs to: the unlock card observes it, so a card
    /// that is already open for that key starts too.
    @Published package private(set) var autoStartRequestId: UUID?
    /// How many URLs reached ``open(_:source:)``; the key list opens no card by itself after
    /// one (``SeamSoleKeyOpening/outsideOpensChanged(to:)``).
    @Published package private(set) var outsideOpens = 0

    /// A request taken later than this many seconds after it was made shows its card without
    /// starting to unlock.
    package var maximumAutoStartAge: TimeInterval {
        get { state.configuration.maximumAutoStartAge }
        set { store.state.configuration.maximumAutoStartAge = newValue }
    }
    /// Seconds during which a card the router opened ignores taps on its Unlock button.
    package var externalOpenInputDelay: TimeInterval {
        get { state.configuration.externalOpenInputDelay }
        set { store.state.configuration.externalOpenInputDelay = newValue }
    }

    package let clock: any SeamClock
    /// Where the router says what an app must fix (a request whose card never appeared);
    /// `nil` (the default) uses ``Seam/shared``'s logger.
    package var logger: SeamLogger?
    /// The signed links that already started an unlock (see ``SeamUsedLinks``).
    let usedLinks: any SeamUsedLinks.Storage
    let signedLinkUsedSubject = PassthroughSubject<String, Never>()
    /// Reports for requests someone awaits; others are not kept.
    private var awaited: [UUID: SeamUnlockReportBox] = [:]

    /// After how long without a card for a request's key the router says so in the log, and on
    /// which clock; the attempt is dropped once it could no longer start
    /// (``maximumAutoStartAge`` after the request). `nil`: no check (routers tests make on an
    /// injected clock, unless the test sets one, on a clock of its own so the router's sleepers
    /// stay as they were).
    package var cardAppearanceCheck: CardAppearanceCheck?
    /// The lock provider of each key a request was taken for, as the key list listed it: what
    /// a requester is told speaks of that lock (a lock opened over the internet "may have
    /// opened", never "move closer") (``provider(for:)``).
    private var providers: [String: String] = [:]
    /// The attempt ``cardAppearanceCheck`` is timing, and its timer.
    private var appearanceWatch: (requestId: UUID, timer: Task<Void, Never>)?

    /// See ``cardAppearanceCheck``.
    package struct CardAppearanceCheck: Sendable {
        package var clock: any SeamClock
        package var seconds: TimeInterval

        /// A check on the real clock: long enough for a sheet or a pushed screen, and for an app
        /// coming forward from a widget.
        package static let standard = CardAppearanceCheck(clock: SeamSystemClock(), seconds: 10)

        package init(clock: any SeamClock, seconds: TimeInterval) {
            self.clock = clock
            self.seconds = seconds
        }
    }

    /// A router that remembers the signed links it let start an unlock in the app's
    /// `UserDefaults`, so a link starts one unlock, across launches too.
    ///
    /// - Parameter linkFormat: The app's link forms, for ``open(_:source:)``.
    public convenience init(linkFormat: SeamLinkFormat? = nil) {
        self.init(linkFormat: linkFormat, clock: SeamSystemClock(), usedLinks: SeamUsedLinks.UserDefaultsStorage(),
                  bindsLinkFormat: true)
        cardAppearanceCheck = .standard
    }

    /// A router on `clock` (SPI: tests inject time) that remembers the signed links it used
    /// for its own life only, and takes ``linkFormat`` as given (its secret not bound to the
    /// install's), so a test signs links with the same format.
    ///
    /// - Parameters:
    ///   - linkFormat: The app's link forms, for ``open(_:source:)``.
    ///   - clock: Stamps requests and times ``requestAndWait(_:timeout:)``.
    @_spi(SeamInternal) public convenience init(linkFormat: SeamLinkFormat? = nil, clock: any SeamClock) {
        self.init(linkFormat: linkFormat, clock: clock, usedLinks: SeamUsedLinks.InMemoryStorage())
    }

    /// A router on `clock` that keeps the signed links it used in `usedLinks`; with
    /// `bindsLinkFormat`, ``linkFormat``'s secret is bound to the install's as the public
    /// initializer's is.
    package init(linkFormat: SeamLinkFormat? = nil, clock: any SeamClock, usedLinks: any SeamUsedLinks.Storage,
                 bindsLinkFormat: Bool = false) {
        self.linkFormat = linkFormat
        self.clock = clock
        self.usedLinks = usedLinks
        self.bindsLinkFormat = bindsLinkFormat
        store.run(willReduce: { [weak self] in self?.rememberProvider(before: $0) },
                  perform: { [weak self] in self?.perform($0) },
                  didSettle: { [weak self] in
                      self?.publish()
                      self?.watchCardAppearance()
                  })
    }

    /// Runs `event` through the machine (``SeamStore``), answers waiters and publishes what
    /// changed; returns the effects for the caller to perform (a selection, a started unlock).
    /// Callers that act on those effects (``consumeAutoStart(for:isAppActive:cardPhase:card:)``,
    /// ``takeOutcome(credentials:activation:now:locale:isSignedOut:)``) rely on the router's own
    /// `perform` never sending: an event sent while the store runs is queued and returns none.
    @discardableResult
    package func send(_ event: SeamUnlockRequestMachine.Event) -> [SeamUnlockRequestMachine.Effect] {
        store.send(event)
    }

    private func perform(_ effect: SeamUnlockRequestMachine.Effect) {
        switch effect {
        case .report(let id, let outcome):
            awaited.removeValue(forKey: id)?.resolve(outcome)
        case .cardNeverAppeared(let credentialId):
            (logger ?? Seam.shared.logger).log(.warning, "An unlock request selected key \(credentialId) in the key list, "
                + "but no unlock card for it came on screen: bind your sheet or navigation to "
                + "SeamCredentialsViewModel.selectedKey, or show a SeamUnlockCardView for selectedCredentialId, "
                + "under .seamUnlockRequests(from:list:). The request was dropped; a requester waiting for it "
                + "heard noAnswer.")
        case .cardLate(let credentialId):
            (logger ?? Seam.shared.logger).log(.warning, "An unlock request selected key \(credentialId) in the key list "
                + "\(Int(cardAppearanceCheck?.seconds ?? 0)) s ago, and no unlock card for it has come on screen. "
                + "If your screen shows it later (it is covered, or behind your own launch lock), the request "
                + "still starts then, within \(Int(maximumAutoStartAge)) s of being made. Otherwise bind your sheet or "
                + "navigation to SeamCredentialsViewModel.selectedKey, or show a SeamUnlockCardView for "
                + "selectedCredentialId, under .seamUnlockRequests(from:list:).")
        default:
            break
        }
    }

    /// The lock provider of `credentialId` when a request for it was taken (`nil` if none was).
    package func provider(for credentialId: String) -> String? { providers[credentialId] }

    private func rememberProvider(before event: SeamUnlockRequestMachine.Event) {
        let keys: SeamUnlockRequestMachine.Keys
        switch event {
        case .taken(let taken, _), .screenChanged(let taken, _): keys = taken
        default: return
        }
        guard case .request(let request) = state.pending,
              let provider = keys.credentials.first(where: { $0.id == request.credentialId })?.provider else { return }
        providers[request.credentialId] = provider
    }

    /// Times the armed attempt that still waits for its card (``cardAppearanceCheck``): one
    /// timer for the one attempt, from when the request selected its key, gone once a card
    /// came, the attempt started or it ended.
    private func watchCardAppearance() {
        let waiting = state.attempt.flatMap { $0.awaitsCard ? $0.request.id : nil }
        guard waiting != appearanceWatch?.requestId else { return }
        appearanceWatch?.timer.cancel()
        appearanceWatch = nil
        guard let waiting, let check = cardAppearanceCheck else { return }
        let late = check.seconds, due = max(maximumAutoStartAge - check.seconds, 0)
        let timer = Task { [weak self] in
            guard (try? await check.clock.sleep(for: late)) != nil else { return }
            self?.send(.cardAppearanceLate(waiting))
            guard (try? await check.clock.sleep(for: due)) != nil else { return }
            self?.send(.cardAppearanceDue(waiting))
        }
        appearanceWatch = (waiting, timer)
    }

    /// Publishes what the machine holds (when the store settles: a subscriber that sends an
    /// event while it is told has it published on the store's next round).
    private func publish() {
        if pending != state.pending { pending = state.pending }
        if autoStartRequestId != state.autoStartRequestId { autoStartRequestId = state.autoStartRequestId }
        if outsideOpens != state.outsideOpens { outsideOpens = state.outsideOpens }
    }

    /// ``send(_:)`` for one screen taking requests: `screen` (what that screen shows and
    /// knows) is its own, so two screens on one router (two windows) do not share a presented
    /// card or a message; the requests, attempts and held taps are the router's.
    @discardableResult
    package func send(_ event: SeamUnlockRequestMachine.Event,
                      screen: inout SeamUnlockRequestMachine.Screen) -> [SeamUnlockRequestMachine.Effect] {
        // Another screen's event may be running (its subscriber sent this one): its part is
        // put back afterwards, so neither screen leaves with the other's.
        let running = store.state.screen
        store.state.screen = screen
        let effects = send(event)
        screen = store.state.screen
        store.state.screen = running
        return effects
    }

    // MARK: Asking

    /// Queues `request` for the key screen, replacing one it has not taken yet (whose waiter,
    /// if any, hears ``SeamUnlockRequest/Outcome/noAnswer``). A request read from a signed
    /// link (``SeamLinkFormat/parse(_:source:now:)``) starts unlocking only the first time
    /// that link reaches the router, as with ``open(_:source:)``.
    public func request(_ request: SeamUnlockRequest) {
        send(.requested(spendingSignedLink(request), at: clock.now))
    }

    /// Handles a URL: a valid Seam link becomes a request, a malformed one a message for the
    /// screen. Returns `false` for URLs that are not Seam links, for the app to handle.
    ///
    /// Without its own ``linkFormat`` the router uses
    /// ``SeamExtensionConfiguration/resolvedLinkFormat``, which knows the install's widget
    /// secret, so only the app's own widget links start unlocking at once, and each of them
    /// once: opened again (by whoever recorded it), the link shows the key's card and waits
    /// for a tap, in this launch and later ones.
    @discardableResult
    public func open(_ url: URL, source: SeamUnlockRequest.Source = .link) -> Bool {
        let configuration = SeamExtensionConfiguration.current
        let format = linkFormat.map { bindsLinkFormat ? configuration.resolved($0) : $0.honouringProofs() }
            ?? configuration.resolvedLinkFormat
        var link = format.parse(url, source: source, now: clock.now)
        if case .request(let request) = link { link = .request(spendingSignedLink(request)) }
        send(.linkOpened(link, at: clock.now))
        return link != .notSeamLink
    }

    /// Takes the request an app extension left in `container`, if a fresh one is there
    /// (left less than a minute ago, taken once), and queues it as made when it was left. The
    /// SeamComponents key screen calls this when it appears and when the app returns to the
    /// foreground (only that screen can start what a request asks for). Returns whether there
    /// was one.
    @discardableResult
    package func collectHandOff(from container: SeamExtensionConfiguration.SharedContainer) -> Bool {
        guard let handOff = SeamUnlockHandOff(container: container).take(now: clock.now) else { return false }
        send(.requested(handOff.request, at: handOff.createdAt))
        return true
    }

    /// ``collectHandOff(from:)`` from ``SeamExtensionConfiguration/current``'s container, when
    /// it has one.
    @discardableResult
    package func collectHandOff() -> Bool {
        guard let container = SeamExtensionConfiguration.current.container else { return false }
        return collectHandOff(from: container)
    }

    /// Queues `request` and waits until it ends: the card's unlock finished, the request was
    /// answered with a message or a blocked card, `timeout` seconds passed, or the calling
    /// task was cancelled (Siri gave up). A request whose waiter gave up is dropped: it never
    /// shows or unlocks later.
    ///
    /// A request that selected its key but whose card has not come on screen 10 seconds later
    /// is logged (the app's presentation may not be bound to the list's selection); a card
    /// that comes later still starts it, up to a minute after the request (the router's
    /// maximum age for an auto-start). Then, with no card ever shown, it is dropped, logged and
    /// answered ``SeamUnlockRequest/Outcome/noAnswer`` (a link's or a widget's request is
    /// dropped and logged the same way).
    ///
    /// Only the app's process has a key screen: in an app extension nothing would ever take
    /// the request (see `SeamAppProcess`).
    public func requestAndWait(_ request: SeamUnlockRequest, timeout: TimeInterval = 60) async -> SeamUnlockRequest.Outcome {
        let box = SeamUnlockReportBox()
        awaited[request.id] = box
        self.request(request)
        let timer = Task { [weak self, clock] in
            guard (try? await clock.sleep(for: timeout)) != nil else { return }
            self?.send(.waiterGaveUp(request.id))
        }
        defer { timer.cancel() }
        let outcome = await withTaskCancellationHandler {
            await box.wait()
        } onCancel: {
            box.resolve(.noAnswer)
        }
        if Task.isCancelled { send(.waiterGaveUp(request.id)) }
        return outcome
    }

    // MARK: The key screen and the card

    /// The key screen takes the pending request if its keys can answer it: the answer, once
    /// per request, or `nil` (nothing pending, or keys still loading: the request stays).
    /// `SeamUnlockRequestDelivery` does this with the screen's rules around the open card.
    @discardableResult
    package func takeOutcome(
        credentials: [SeamAccessCredential],
        activation: SeamCredentialsViewModel.Activation,
        now: Date,
        locale: Locale,
        isSignedOut: Bool = false
    ) -> SeamUnlockRequest.Outcome? {
        let keys = SeamUnlockRequestMachine.Keys(credentials: credentials, activation: activation, now: now,
                                                 locale: locale, isSignedOut: isSignedOut)
        return send(.taken(keys, at: clock.now)).lazy.compactMap(\.delivered).first
    }

    /// `true` once, when a request asked to start unlocking `credentialId` and the card may:
    /// the app is active (`isAppActive`) and the request is within ``maximumAutoStartAge``. A
    /// card already unlocking (`cardPhase`) starts nothing, and the request is answered
    /// ``SeamUnlockRequest/Outcome/alreadyUnlocking``.
    /// `card`, when given, starts only while it is on screen (``cardOnScreen(_:credentialId:)``).
    package func consumeAutoStart(for credentialId: String, isAppActive: Bool, cardPhase: SeamUnlockCardViewModel.Phase? = nil,
                                  card: SeamUnlockRequestMachine.CardToken? = nil) -> Bool {
        send(.autoStartAsked(credentialId: credentialId, isAppActive: isAppActive, cardPhase: cardPhase, now: clock.now,
                             card: card))
            .contains(.startUnlock(credentialId: credentialId))
    }

    /// Whether the card for `credentialId` should act on a tap on its Unlock button now.
    package func acceptsInput(for credentialId: String) -> Bool {
        inputOpens(for: credentialId) == nil
    }


    /// A finger landed on (`isDown`) or left the Unlock or Try Again of the card for
    /// `credentialId` (the button's pressed state changed): the tap it ends in is judged from
    /// when it landed (``acceptsTap(for:)``).
    package func touchChanged(credentialId: String, isDown: Bool) {
        send(.touchChanged(credentialId: credentialId, isDown: isDown, at: clock.now))
    }

    /// Whether the tap on Unlock or Try Again of the card for `credentialId` that just ended
    /// should act: the card takes taps now, and the finger did not land before the hold ended,
    /// the card opened or the last URL came (``touchChanged(credentialId:isDown:)``). An activation with no touch
    /// (VoiceOver, a keyboard) is judged now.
    package func acceptsTap(for credentialId: String) -> Bool {
        let now = clock.now
        send(.inputChecked(credentialId: credentialId, now: now))
        let accepts = SeamUnlockRequestMachine.acceptsTap(state, credentialId: credentialId, now: now)
        send(.tapJudged)
        return accepts
    }

    /// When the card for `credentialId` starts accepting taps, or `nil` when it already does.
    package func inputOpens(for credentialId: String) -> Date? {
        let now = clock.now
        send(.inputChecked(credentialId: credentialId, now: now))
        return SeamUnlockRequestMachine.inputOpens(state, credentialId: credentialId, now: now)
    }

    /// The key list opened the card for `credentialId` by itself (``SeamSoleKeyOpening``).
    package func cardOpenedByItself(credentialId: String) {
        send(.cardOpenedByItself(credentialId: credentialId, at: clock.now))
    }

    /// The card the router opened for `credentialId` is on screen now.
    package func cardAppeared(credentialId: String) {
        send(.cardAppeared(credentialId: credentialId, at: clock.now))
    }

    /// `card`, for `credentialId`, is on screen: it may start what a request asked for.
    package func cardOnScreen(_ card: SeamUnlockRequestMachine.CardToken, credentialId: String) {
        send(.cardOnScreen(card, credentialId: credentialId))
    }

    /// `card` left the screen (covered, another tab, gone): it starts nothing until it is back.
    package func cardOffScreen(_ card: SeamUnlockRequestMachine.CardToken) {
        send(.cardOffScreen(card))
    }

    /// The phase of an unlock card (`card`, when known) changed.
    package func cardPhaseChanged(credentialId: String, phase: SeamUnlockCardViewModel.Phase,
                                  card: SeamUnlockRequestMachine.CardToken? = nil) {
        send(.cardPhaseChanged(credentialId: credentialId, phase, card: card))
    }

    /// The unlock card for `credentialId` closed.
    package func cardDismissed(credentialId: String) {
        send(.cardDismissed(credentialId: credentialId))
    }
}
