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

    private let clock: any SeamClock
    /// The card whose next attempt belongs to a request: start it once, report its end.
    private var attempt: (request: SeamUnlockRequest, started: Bool)?
    /// Reports for requests someone awaits; others are not kept.
    private var awaited: [UUID: SeamUnlockReportBox] = [:]

    /// - Parameters:
    ///   - linkFormat: The app's link forms, for ``open(_:)``.
    ///   - clock: Times ``requestAndWait(_:timeout:)``.
    public init(linkFormat: SeamLinkFormat? = nil, clock: any SeamClock = SeamSystemClock()) {
        self.linkFormat = linkFormat
        self.clock = clock
    }

    // MARK: Asking

    /// Queues `request` for the key screen, replacing one it has not taken yet (whose waiter,
    /// if any, hears ``SeamUnlockReport/noAnswer``).
    public func request(_ request: SeamUnlockRequest) {
        if case .request(let replaced) = pending { finish(replaced.id, with: .noAnswer) }
        pending = .request(request)
    }

    /// Handles a URL: a valid Seam link becomes a request, a malformed one a message for the
    /// screen. Returns `false` for URLs that are not Seam links, for the app to handle.
    @discardableResult
    public func open(_ url: URL, source: SeamUnlockRequest.Source = .link) -> Bool {
        switch (linkFormat ?? SeamExtensionConfiguration.current.linkFormat).parse(url, source: source) {
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

    /// Queues the message for a malformed Seam link.
    public func reportInvalidLink(_ error: SeamLinkError) {
        if case .request(let replaced) = pending { finish(replaced.id, with: .noAnswer) }
        pending = .invalidLink(error)
    }

    /// Queues `request` and waits until it ends: the card's unlock finished, the request was
    /// answered with a message or a blocked card, or `timeout` seconds passed.
    public func requestAndWait(_ request: SeamUnlockRequest, timeout: TimeInterval = 60) async -> SeamUnlockReport {
        let box = SeamUnlockReportBox()
        awaited[request.id] = box
        self.request(request)
        let timer = Task { [weak self, clock] in
            guard (try? await clock.sleep(for: timeout)) != nil else { return }
            self?.abandon(request.id)
        }
        defer { timer.cancel() }
        return await box.wait()
    }

    // MARK: Taking (the key screen)

    /// The key screen calls this whenever ``pending``, its keys or its activation change. It
    /// returns the outcome to show, once per request, or `nil` when there is nothing to show
    /// yet (no request, or keys still loading: the request stays pending).
    public func takeOutcome(
        credentials: [SeamAccessCredential],
        activation: SeamActivationState,
        now: Date,
        locale: Locale = .current
    ) -> SeamUnlockRequestOutcome? {
        switch pending {
        case nil:
            return nil
        case .invalidLink(let error):
            pending = nil
            let problem = SeamUnlockRequestOutcome.Problem.invalidLink(error)
            return .showMessage(problem, status: problem.status(locale: locale))
        case .request(let request):
            let resolution = SeamUnlockRequestResolver.resolve(request, credentials: credentials, activation: activation,
                                                               now: now, locale: locale)
            guard case .deliver(let outcome) = resolution else { return nil }
            pending = nil
            // A new card replaces the one an earlier request was waiting on.
            if let earlier = attempt?.request { finish(earlier.id, with: .noAnswer) }
            attempt = nil
            if case .showCard(_, true) = outcome {
                attempt = (request, false)
            } else {
                finish(request.id, with: outcome.credentialId != nil && outcome.status == nil ? .shown : .notStarted(outcome))
            }
            return outcome
        }
    }

    /// The unlock card asks this when it appears for `credentialId`: `true` once if a request
    /// asked to start unlocking that key.
    public func consumeAutoStart(for credentialId: String) -> Bool {
        guard let current = attempt, current.request.credentialId == credentialId, !current.started else { return false }
        attempt = (current.request, true)
        return true
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
        if case .request(let request) = pending, request.id == requestId { pending = nil }
        if let current = attempt, current.request.id == requestId, !current.started { attempt = nil }
        finish(requestId, with: .noAnswer)
    }

    private func finish(_ requestId: UUID, with report: SeamUnlockReport) {
        awaited.removeValue(forKey: requestId)?.resolve(report)
    }
}
