import Foundation

/// The inbox through which anything outside the key screen (a URL, a widget, an App Intent,
/// a notification) asks it to show a key's unlock card.
///
/// A request is held until the key screen takes it, so it works on a cold launch (the screen
/// appears later) as well as when the screen is already showing. The screen takes each
/// request exactly once, when its keys have loaded enough to answer it
/// (``takeOutcome(credentials:activation:now:locale:)``). A newer request replaces one not yet
/// taken.
///
/// ```swift
/// // In the app's URL handler:
/// SeamUnlockRouter.shared.open(url)
/// // In an App Intent:
/// let report = await SeamUnlockRouter.shared.requestAndWait(
///     SeamUnlockRequest(credentialId: id, startsUnlock: true, source: .intent))
/// ```
@MainActor
public final class SeamUnlockRouter: ObservableObject {
    /// What waits for the key screen.
    public enum Pending: Hashable, Sendable {
        case request(SeamUnlockRequest)
        /// A malformed Seam link: the screen shows the message.
        case invalidLink(SeamLinkError)
    }

    /// The router the SeamComponents key screen and the SeamIntents / SeamWidgets targets use.
    public static let shared = SeamUnlockRouter()

    /// The request (or link error) the key screen has not taken yet.
    @Published public private(set) var pending: Pending?
    /// The URLs ``open(_:source:)`` understands; `nil` (the default) uses
    /// ``SeamExtensionConfiguration/current``'s, so one configuration serves the app, its
    /// widgets and its intents.
    public var linkFormat: SeamLinkFormat?

    /// The request the current auto-start belongs to: set when a taken request asks the card
    /// to start unlocking. The unlock card observes it, so a card that is already open for
    /// that key starts too (``consumeAutoStart(for:isAppActive:)`` decides, once).
    @Published public private(set) var autoStartRequestId: UUID?
    /// A request taken later than this many seconds after it was made shows its card without
    /// starting to unlock: a link opened while signed out, or a Siri request whose app took
    /// long to launch, must not unlock a door minutes later by surprise.
    public var maximumAutoStartAge: TimeInterval = 60
    /// Seconds during which a card the router opened ignores taps on its Unlock button
    /// (``acceptsInput(for:)``): any web page or app can open a key's card, timed so that a
    /// tap meant for it lands on Unlock instead (tapjacking). One second is long enough for
    /// the card to be seen and too short to be in the way.
    public var externalOpenInputDelay: TimeInterval = 1

    private let clock: any SeamClock
    /// When ``pending`` was queued, by the router's clock.
    private var pendingSince: Date?
    /// The card whose next attempt belongs to a request: start it once, report its end.
    /// `requestedAt` is when the request was made, by the router's clock.
    private var attempt: (request: SeamUnlockRequest, started: Bool, requestedAt: Date)?
    /// The key whose card the router opened last, and when, for ``acceptsInput(for:)``.
    /// `appeared` once the card said it is on screen (``cardAppeared(credentialId:)``).
    private var lastOpened: (credentialId: String, at: Date, appeared: Bool)?
    /// Reports for requests someone awaits; others are not kept.
    private var awaited: [UUID: SeamUnlockReportBox] = [:]

    /// - Parameters:
    ///   - linkFormat: The app's link forms, for ``open(_:source:)``.
    ///   - clock: Stamps requests and times ``requestAndWait(_:timeout:)``.
    public init(linkFormat: SeamLinkFormat? = nil, clock: any SeamClock = SeamSystemClock()) {
        self.linkFormat = linkFormat
        self.clock = clock
    }

    // MARK: Asking

    /// Queues `request` for the key screen, replacing one it has not taken yet (whose waiter,
    /// if any, hears ``SeamUnlockReport/noAnswer``).
    public func request(_ request: SeamUnlockRequest) {
        if case .request(let replaced) = pending { finish(replaced.id, with: .noAnswer) }
        pendingSince = clock.now
        pending = .request(request)
    }

    /// Handles a URL: a valid Seam link becomes a request, a malformed one a message for the
    /// screen. Returns `false` for URLs that are not Seam links, for the app to handle.
    ///
    /// Without its own ``linkFormat`` the router uses
    /// ``SeamExtensionConfiguration/resolvedLinkFormat``, which knows the install's widget
    /// secret, so only the app's own widget links start unlocking at once.
    @discardableResult
    public func open(_ url: URL, source: SeamUnlockRequest.Source = .link) -> Bool {
        let format = linkFormat ?? SeamExtensionConfiguration.current.resolvedLinkFormat
        switch format.parse(url, source: source, now: clock.now) {
        case .request(let request):
            self.request(request)
            return true
        case .invalid(let error):
            reportInvalidLink(error)
            return true
        case .notSeamLink:
            return false
        }
    }

    /// Takes the request an app extension left in `container` (``SeamUnlockHandOff``), if a
    /// fresh one is there, and queues it as made when it was left. The SeamComponents key
    /// screen calls this when it appears and when the app returns to the foreground; apps
    /// with their own screen call it at the same moments. Returns whether there was one.
    @discardableResult
    public func collectHandOff(from container: SeamSharedContainer) -> Bool {
        guard let handOff = SeamUnlockHandOff(container: container).take(now: clock.now) else { return false }
        request(handOff.request)
        pendingSince = handOff.createdAt
        return true
    }

    /// Queues the message for a malformed Seam link.
    public func reportInvalidLink(_ error: SeamLinkError) {
        if case .request(let replaced) = pending { finish(replaced.id, with: .noAnswer) }
        pendingSince = clock.now
        pending = .invalidLink(error)
    }

    /// Queues `request` and waits until it ends: the card's unlock finished, the request was
    /// answered with a message or a blocked card, `timeout` seconds passed, or the calling
    /// task was cancelled (Siri gave up). A request whose waiter gave up is dropped: it never
    /// shows or unlocks later.
    ///
    /// Only the app's process has a key screen: in an app extension nothing would ever take
    /// the request (see ``SeamAppProcess``).
    public func requestAndWait(_ request: SeamUnlockRequest, timeout: TimeInterval = 60) async -> SeamUnlockReport {
        let box = SeamUnlockReportBox()
        awaited[request.id] = box
        self.request(request)
        let timer = Task { [weak self, clock] in
            guard (try? await clock.sleep(for: timeout)) != nil else { return }
            self?.abandon(request.id)
        }
        defer { timer.cancel() }
        let report = await withTaskCancellationHandler {
            await box.wait()
        } onCancel: {
            box.resolve(.noAnswer)
        }
        if Task.isCancelled { abandon(request.id) }
        return report
    }

    // MARK: Taking (the key screen)

    /// The key screen calls this whenever ``pending``, its keys or its activation change. It
    /// returns the outcome to show, once per request, or `nil` when there is nothing to show
    /// yet (no request, or keys still loading: the request stays pending).
    ///
    /// - Parameters:
    ///   - isSignedOut: The screen was active and went inactive (the user signed out): a
    ///     waiting request is answered "not set up" instead of waiting for keys that will
    ///     not come.
    public func takeOutcome(
        credentials: [SeamAccessCredential],
        activation: SeamActivationState,
        now: Date,
        locale: Locale = .current,
        isSignedOut: Bool = false
    ) -> SeamUnlockRequestOutcome? {
        switch pending {
        case nil:
            return nil
        case .invalidLink(let error):
            pending = nil
            pendingSince = nil
            let problem = SeamUnlockRequestOutcome.Problem.invalidLink(error)
            return .showMessage(problem, status: problem.status(locale: locale))
        case .request(let request):
            let isFresh = pendingSince.map { now.timeIntervalSince($0) <= maximumAutoStartAge } ?? true
            let resolution = SeamUnlockRequestResolver.resolve(request, credentials: credentials, activation: activation,
                                                               now: now, locale: locale, isSignedOut: isSignedOut,
                                                               isFresh: isFresh)
            guard case .deliver(let outcome) = resolution else { return nil }
            let requestedAt = pendingSince ?? clock.now
            pending = nil
            pendingSince = nil
            if let shown = outcome.credentialId { lastOpened = (shown, clock.now, false) }
            // The key's card is running the unlock an earlier request started: that request
            // keeps its attempt and its report, and this one starts nothing.
            if case .showCard(let id, true) = outcome, let running = attempt, running.started,
               running.request.credentialId == id {
                finish(request.id, with: .alreadyUnlocking)
                return outcome
            }
            // A new card replaces the one an earlier request was waiting on.
            if let earlier = attempt?.request { finish(earlier.id, with: .noAnswer) }
            attempt = nil
            if case .showCard(_, true) = outcome {
                attempt = (request, false, requestedAt)
                autoStartRequestId = request.id
            } else {
                finish(request.id, with: outcome.credentialId != nil && outcome.status == nil ? .shown : .notStarted(outcome))
            }
            return outcome
        }
    }

    /// The unlock card asks this when it appears for `credentialId`, and again when the app
    /// becomes active: `true` once if a request asked to start unlocking that key.
    ///
    /// It starts only while the app is in the foreground (`isAppActive`; until then the
    /// request stays armed) and only within ``maximumAutoStartAge`` of the request: a card that
    /// first appears later (the app was suspended, the phone locked) shows its Unlock button
    /// instead, and the request's waiter hears ``SeamUnlockReport/noAnswer``.
    ///
    /// - Parameter isAppActive: The app's scene is active (SwiftUI's `scenePhase == .active`):
    ///   not in the app switcher, not behind the Lock Screen or a system alert.
    public func consumeAutoStart(for credentialId: String, isAppActive: Bool) -> Bool {
        guard let current = attempt, current.request.credentialId == credentialId, !current.started,
              isAppActive else { return false }
        guard clock.now.timeIntervalSince(current.requestedAt) <= maximumAutoStartAge else {
            attempt = nil
            finish(current.request.id, with: .noAnswer)
            return false
        }
        attempt = (current.request, true, current.requestedAt)
        return true
    }

    /// ``consumeAutoStart(for:isAppActive:)`` for a card showing `cardPhase`. A card that is
    /// already unlocking starts nothing for the request: it is answered
    /// ``SeamUnlockReport/alreadyUnlocking`` at once, so the running attempt, which it did not
    /// start, is not reported as its own. `SeamUnlockCardViewModel` asks this way
    /// (``SeamUnlockCardViewModel/startRequestedUnlock(from:isAppActive:locale:eventMonitor:)``).
    public func consumeAutoStart(for credentialId: String, isAppActive: Bool, cardPhase: SeamUnlockPhase) -> Bool {
        guard cardPhase.isUnlocking else { return consumeAutoStart(for: credentialId, isAppActive: isAppActive) }
        guard let current = attempt, current.request.credentialId == credentialId, !current.started else { return false }
        attempt = nil
        finish(current.request.id, with: .alreadyUnlocking)
        return false
    }

    /// Whether the card for `credentialId` should act on a tap on its Unlock button now:
    /// `false` for ``externalOpenInputDelay`` seconds after the router opened that card, so a
    /// tap aimed at whatever was on screen before cannot unlock a door.
    public func acceptsInput(for credentialId: String) -> Bool {
        inputOpens(for: credentialId) == nil
    }

    /// When the card for `credentialId` starts accepting taps (``acceptsInput(for:)``), or
    /// `nil` when it already does: the card shows its Unlock button disabled until then, so
    /// a tap (or VoiceOver's "dimmed") says why nothing happens.
    public func inputOpens(for credentialId: String) -> Date? {
        guard var opened = lastOpened, opened.credentialId == credentialId else { return nil }
        // A clock set back since: the moment starts again from now, once, instead of lasting
        // until the clock catches up with the old stamp.
        if clock.now < opened.at {
            opened.at = clock.now
            lastOpened = opened
        }
        let opens = opened.at.addingTimeInterval(externalOpenInputDelay)
        return clock.now < opens ? opens : nil
    }

    /// The key list opened the card for `credentialId` by itself (its only usable key,
    /// ``SeamSoleKeyOpening``): nobody tapped that key, so a tap meant for the list (a key,
    /// pull-to-refresh) could land on Unlock. The card holds taps back for
    /// ``externalOpenInputDelay`` seconds from when it appears, as for a card a link opened.
    public func cardOpenedByItself(credentialId: String) {
        lastOpened = (credentialId, clock.now, false)
    }

    /// A request asked for the card that is already on screen: nothing new appeared, so no
    /// tap is held back (the person was already looking at that card).
    public func cardAlreadyShown(credentialId: String) {
        if lastOpened?.credentialId == credentialId { lastOpened = nil }
    }

    /// The card the router opened for `credentialId` is on screen now: its
    /// ``externalOpenInputDelay`` counts from its first appearance, however long after the
    /// request was taken (a cold launch, a sheet swapped for another, the sheet's animation
    /// would use up the moment unseen). Later appearances change nothing.
    public func cardAppeared(credentialId: String) {
        guard let opened = lastOpened, opened.credentialId == credentialId, !opened.appeared else { return }
        lastOpened = (credentialId, clock.now, true)
    }

    /// The unlock card reports its phase changes here so a request's waiter hears how the
    /// unlock it asked for ended.
    public func cardPhaseChanged(credentialId: String, phase: SeamUnlockPhase) {
        guard let current = attempt, current.started, current.request.credentialId == credentialId,
              phase.endsAttempt else { return }
        attempt = nil
        finish(current.request.id, with: .finished(phase))
    }

    /// The unlock card for `credentialId` closed; an attempt it never finished gets no answer.
    public func cardDismissed(credentialId: String) {
        guard let current = attempt, current.request.credentialId == credentialId else { return }
        attempt = nil
        finish(current.request.id, with: .noAnswer)
    }

    // MARK: Private

    /// A waiter gave up: its request is not shown later by surprise, nor its unlock started.
    private func abandon(_ requestId: UUID) {
        if case .request(let request) = pending, request.id == requestId {
            pending = nil
            pendingSince = nil
        }
        if let current = attempt, current.request.id == requestId, !current.started { attempt = nil }
        finish(requestId, with: .noAnswer)
    }

    private func finish(_ requestId: UUID, with report: SeamUnlockReport) {
        awaited.removeValue(forKey: requestId)?.resolve(report)
    }
}
