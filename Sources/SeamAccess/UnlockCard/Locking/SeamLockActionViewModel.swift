import Foundation
@_spi(SeamInternal) import SeamSDK

/// The unlock card's Lock button for a key whose lock can be locked from the phone
/// (``SeamLockState/canLock``): whether it shows, what it and the status line under it say,
/// and the lock it runs through ``Seam/lock(using:timeout:)``.
///
/// The button only ever says "Lock", "Locking…" (disabled) or "Try Again" after a failure or a
/// timeout; the outcome is its own line (``status(for:locale:)``), announced to VoiceOver with
/// a haptic when the lock ends. The unlock card's view model owns one for the card's life
/// (``SeamUnlockCardViewModel/lockAction``), so Lock and Unlock never run at once.
///
/// ```swift
/// if let key = card.credential, SeamLockActionViewModel.offersLock(for: key), let lock = card.lockAction {
///     lock.lock()
/// }
/// ```
@MainActor
public final class SeamLockActionViewModel: ObservableObject {
    /// Where the lock stands.
    public enum Phase: Hashable, Sendable {
        /// Nothing asked yet (or the last outcome no longer holds).
        case idle
        /// The lock request is under way.
        case locking
        /// The lock reported itself locked.
        case locked
        /// The lock did not answer in time; it may still lock.
        case timedOut
        /// Locking did not succeed, or it is not known whether it did, for this reason.
        case failed(Failure)

        /// Whether the lock has ended in an outcome (locked, timed out, failed).
        public var isOutcome: Bool {
            switch self {
            case .idle, .locking: false
            case .locked, .timedOut, .failed: true
            }
        }
    }

    /// Why a lock failed, as far as the SDK knows; each has its own truthful sentence.
    public enum Failure: Hashable, Sendable {
        /// The request never reached the Seam API: nothing was sent to the lock.
        case notSent
        /// The Seam API did not accept the request: nothing was sent to the lock.
        case refusedByService
        /// The request was sent and no answer came: the door may have locked.
        case sentWithoutAnswer
        /// The lock answered that it could not lock.
        case lockRefused
        /// An unlock (or another lock) started before this one ended: it may have locked.
        case superseded
        /// The session ended (signed out, or its token was refused) before the lock's request
        /// was sent: nothing reached the lock.
        case sessionEnded
        /// The session ended while the lock ran, after its request may have been sent: the door
        /// may have locked.
        case sessionEndedAfterSending
        /// Refused before any request: the key cannot lock now (it has an error, is gone, or its
        /// lock cannot be locked from the phone).
        case keyUnavailable
        /// It is not known what happened (a failure without a reason): the door may have locked.
        case unknown

        /// The reason the SDK marked in a failure's debug text (``SeamLockEvent/failed(debugDescription:)``).
        public init(debugDescription: String?) {
            switch SeamUnlockFailureReason(debugDescription: debugDescription) {
            case .notSent?: self = .notSent
            case .refusedByService?: self = .refusedByService
            case .sentWithoutAnswer?: self = .sentWithoutAnswer
            case .lockRefused?: self = .lockRefused
            case .superseded?: self = .superseded
            case .sessionEnded?: self = .sessionEnded
            case .sessionEndedAfterSending?: self = .sessionEndedAfterSending
            case nil: self = .unknown
            }
        }

        /// The reason a lock was refused before any request with `error`.
        public init(refusal error: any Error) {
            switch error {
            case SeamError.initializationRequired, SeamError.deactivationInProgress,
                 SeamError.invalidClientSessionToken: self = .sessionEnded
            default: self = .keyUnavailable
            }
        }
    }

    /// The current phase.
    @Published public private(set) var phase = Phase.idle
    /// The key whose lock this locks.
    public let credentialId: String
    /// Whether a lock may start now; a card owning this model refuses it while its unlock
    /// runs (one at a time), also when an app calls ``lock()`` on it directly.
    package var mayStart: @MainActor () -> Bool = { true }
    /// Haptics and VoiceOver announcements for each outcome, on the main actor (the unlock
    /// card plays them as its own).
    package let outputs: AnyPublisher<SeamUnlockCardOutput, Never>
    /// The language of the announcements; the unlock card keeps it in step with its own.
    public var locale: Locale
    private let outputSubject = PassthroughSubject<SeamUnlockCardOutput, Never>()
    private let seam: Seam
    private let timeout: TimeInterval
    private var subscription: AnyCancellable?
    private var attempt = 0
    /// The key's `locked` as last seen (``lockStateChanged(_:)``).
    private var lastLocked: Bool?

    /// Whether the card offers Lock for `credential`: its lock can be locked from the phone and
    /// the key has no errors (a lock that is offline, or a key that is not confirmed, is not
    /// offered a button that cannot work).
    public nonisolated static func offersLock(for credential: SeamAccessCredential?) -> Bool {
        guard let credential else { return false }
        return credential.lockState?.canLock == true && credential.errors.isEmpty
    }

    /// A Lock button's model for `credentialId`; `nil` when `service` is not a ``SeamService``
    /// (a preview's or an app's own conformer has no locks to lock).
    public convenience init?(credentialId: String, service: any SeamServiceProtocol,
                             timeout: TimeInterval = Seam.defaultUnlockTimeout, locale: Locale) {
        guard let service = service as? SeamService else { return nil }
        self.init(credentialId: credentialId, seam: service.seam, timeout: timeout, locale: locale)
    }

    /// A Lock button's model locking through `seam`, speaking `locale`.
    public init(credentialId: String, seam: Seam, timeout: TimeInterval = Seam.defaultUnlockTimeout, locale: Locale) {
        self.credentialId = credentialId
        self.seam = seam
        self.timeout = timeout
        self.locale = locale
        outputs = outputSubject.eraseToAnyPublisher()
        lastLocked = seam.credentials.first { $0.id == credentialId }?.lockState?.locked
    }

    /// Locks; ignored while a lock is under way. A refusal before any request shows as
    /// ``Phase/failed(_:)`` with its reason (``Failure/sessionEnded``, ``Failure/keyUnavailable``).
    public func lock() {
        guard phase != .locking, mayStart() else { return }
        attempt += 1
        let current = attempt
        subscription = nil
        let events: AnyPublisher<SeamLockEvent, Never>
        do {
            events = try seam.lock(using: credentialId, timeout: timeout)
        } catch {
            end(in: .failed(Failure(refusal: error)))
            return
        }
        phase = .locking
        outputSubject.send(.haptic(.start))
        subscription = events.sinkOnMainActor(
            receiveCompletion: { [weak self] in
                guard let self, self.attempt == current, self.phase == .locking else { return }
                self.end(in: .failed(.unknown))
            },
            receiveValue: { [weak self] event in
                guard let self, self.attempt == current else { return }
                self.receive(event)
            })
    }

    /// Stops waiting for the lock (the request may still lock it) and goes back to idle.
    public func cancel() {
        attempt += 1
        subscription = nil
        phase = .idle
    }

    /// The key's lock state changed (the card forwards its key's): a "Locked" line no longer
    /// holds once the lock reports itself unlocked again (someone opened it), so it clears.
    /// Only a change counts: a copy of the key from before the lock still says unlocked.
    public func lockStateChanged(_ state: SeamLockState?) {
        let locked = state?.locked
        defer { lastLocked = locked }
        if phase == .locked, locked == false, lastLocked != false { phase = .idle }
    }

    private func receive(_ event: SeamLockEvent) {
        switch event {
        case .launched: phase = .locking
        case .locked: end(in: .locked)
        case .timedOut: end(in: .timedOut)
        case .failed(let debugDescription): end(in: .failed(Failure(debugDescription: debugDescription)))
        }
    }

    /// Shows an outcome, with its haptic and announcement.
    private func end(in outcome: Phase) {
        subscription = nil
        phase = outcome
        outputSubject.send(.haptic(Self.haptic(for: outcome)))
        if let text = Self.status(for: outcome, locale: locale) { outputSubject.send(.announcement(text)) }
    }

    /// The button's title in `locale`: "Lock", "Locking…", or "Try Again" after a failure or
    /// timeout. Never the outcome: that is ``status(for:locale:)``'s line.
    public func title(locale: Locale) -> String {
        Self.title(for: phase, locale: locale)
    }

    /// ``title(locale:)`` for `phase`.
    public nonisolated static func title(for phase: Phase, locale: Locale) -> String {
        switch phase {
        case .idle, .locked: SeamLocalization.string("lock.action", locale: locale)
        case .locking: SeamLocalization.string("lock.action.locking", locale: locale)
        case .timedOut, .failed: SeamStatusPresentation.Copy.tryAgain.text(locale: locale)
        }
    }

    /// The outcome's line under the button (also what VoiceOver announces): "Locked", "No
    /// answer from the lock yet…", or the failure's reason; `nil` while idle or locking.
    public nonisolated static func status(for phase: Phase, locale: Locale) -> String? {
        func text(_ key: String) -> String { SeamLocalization.string("lock.status.\(key)", locale: locale) }
        switch phase {
        case .idle, .locking: return nil
        case .locked: return SeamLocalization.string("lock.state.locked", locale: locale)
        case .timedOut: return text("timedOut")
        case .failed(let failure):
            switch failure {
            case .notSent: return text("notSent")
            case .refusedByService: return text("refused")
            case .sentWithoutAnswer: return text("unanswered")
            case .lockRefused: return text("lockRefused")
            case .superseded: return text("superseded")
            case .sessionEnded: return text("sessionEnded.notSent")
            case .sessionEndedAfterSending: return text("sessionEnded")
            case .keyUnavailable: return text("keyUnavailable")
            case .unknown: return text("unknown")
            }
        }
    }

    /// Whether the status line is a warning (every outcome but locked).
    public nonisolated static func statusIsWarning(_ phase: Phase) -> Bool {
        phase.isOutcome && phase != .locked
    }

    /// The SF Symbol beside the status line: a closed lock, or a warning triangle.
    public nonisolated static func statusSystemImage(for phase: Phase) -> String {
        statusIsWarning(phase) ? "exclamationmark.triangle" : "lock.fill"
    }

    /// The SF Symbol beside the button's title: always the closed lock.
    public nonisolated static func systemImage(for phase: Phase) -> String { "lock.fill" }

    /// The haptic for an outcome: success when locked, a warning for a timeout (it may still
    /// lock), an error for a failure.
    package nonisolated static func haptic(for phase: Phase) -> SeamHaptic {
        switch phase {
        case .locked: .success
        case .timedOut: .warning
        case .idle, .locking, .failed: .error
        }
    }

    /// Whether the button can be tapped: not while locking.
    public var isEnabled: Bool { Self.isEnabled(in: phase) }

    /// ``isEnabled`` in `phase`.
    public nonisolated static func isEnabled(in phase: Phase) -> Bool { phase != .locking }
}
