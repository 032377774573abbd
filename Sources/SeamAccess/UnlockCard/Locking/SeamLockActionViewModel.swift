import Foundation
@_spi(SeamInternal) import SeamSDK

/// The unlock card's Lock button for a key whose lock can be locked from the phone
/// (``SeamLockState/canLock``): whether it shows, what it says, and the lock it runs through
/// ``Seam/lock(using:timeout:)``.
///
/// The card shows the button when ``offersLock(for:)`` says so and the service is a
/// ``SeamService`` (``init(credentialId:service:timeout:)`` returns `nil` otherwise). The
/// lock's own state follows on its own: the SDK reads the lock again once the attempt ends.
///
/// ```swift
/// if let key = card.credential, SeamLockActionViewModel.offersLock(for: key),
///    let lock = SeamLockActionViewModel(credentialId: key.id, service: service) {
///     lock.lock()
/// }
/// ```
@MainActor
public final class SeamLockActionViewModel: ObservableObject {
    /// Where the lock stands.
    public enum Phase: Hashable, Sendable {
        /// Nothing asked yet (or the last outcome was acknowledged).
        case idle
        /// The lock request is under way.
        case locking
        /// The lock reported itself locked.
        case locked
        /// The lock did not answer in time; it may still lock.
        case timedOut
        /// Locking failed, or it is not known whether it worked.
        case failed
    }

    /// The current phase.
    @Published public private(set) var phase = Phase.idle
    /// The key whose lock this locks.
    public let credentialId: String
    private let seam: Seam
    private let timeout: TimeInterval
    private var subscription: AnyCancellable?

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
                             timeout: TimeInterval = Seam.defaultUnlockTimeout) {
        guard let service = service as? SeamService else { return nil }
        self.init(credentialId: credentialId, seam: service.seam, timeout: timeout)
    }

    /// A Lock button's model locking through `seam`.
    public init(credentialId: String, seam: Seam, timeout: TimeInterval = Seam.defaultUnlockTimeout) {
        self.credentialId = credentialId
        self.seam = seam
        self.timeout = timeout
    }

    /// Locks; ignored while a lock is under way. A refusal before any request (the key cannot
    /// lock after all, the session ended) shows as ``Phase/failed``.
    public func lock() {
        guard phase != .locking else { return }
        let events: AnyPublisher<SeamLockEvent, Never>
        do {
            events = try seam.lock(using: credentialId, timeout: timeout)
        } catch {
            phase = .failed
            return
        }
        phase = .locking
        subscription = events.sinkOnMainActor(receiveValue: { [weak self] event in self?.receive(event) })
    }

    /// Stops waiting for the lock (the request may still lock it) and goes back to idle.
    public func cancel() {
        subscription?.cancel()
        subscription = nil
        phase = .idle
    }

    private func receive(_ event: SeamLockEvent) {
        switch event {
        case .launched: phase = .locking
        case .locked: phase = .locked
        case .timedOut: phase = .timedOut
        case .failed: phase = .failed
        }
    }

    /// The button's title in `locale`: "Lock", "Locking…", "Locked", or the outcome's sentence
    /// ("Couldn't lock. Try again.", "The lock didn't answer. It may still lock.").
    public func title(locale: Locale) -> String {
        Self.title(for: phase, locale: locale)
    }

    /// ``title(locale:)`` for `phase`.
    public nonisolated static func title(for phase: Phase, locale: Locale) -> String {
        switch phase {
        case .idle: SeamLocalization.string("lock.action", locale: locale)
        case .locking: SeamLocalization.string("lock.action.locking", locale: locale)
        case .locked: SeamLocalization.string("lock.state.locked", locale: locale)
        case .timedOut: SeamLocalization.string("lock.action.timedOut", locale: locale)
        case .failed: SeamLocalization.string("lock.action.failed", locale: locale)
        }
    }

    /// The SF Symbol beside the title.
    public nonisolated static func systemImage(for phase: Phase) -> String {
        switch phase {
        case .idle, .locking, .locked: "lock.fill"
        case .timedOut, .failed: "exclamationmark.triangle"
        }
    }

    /// Whether the button can be tapped: not while locking.
    public var isEnabled: Bool { phase != .locking }
}
