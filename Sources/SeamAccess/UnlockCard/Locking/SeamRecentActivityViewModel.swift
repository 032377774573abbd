import Foundation
@_spi(SeamInternal) import SeamSDK

/// Loads the "Recent activity" section of a lock key's unlock card from
/// ``Seam/recentActivity(within:of:)``, asking the server for that lock's events only. The
/// unlock card's view model owns one (``SeamUnlockCardViewModel/recentActivity``) and loads it
/// once when the card appears and again after each lock or unlock ends.
///
/// The section never claims "no activity" it cannot back: a session the API gives no events
/// (``SeamActivityUnavailableError``) hides it, and a failed read with nothing true to show
/// says the activity could not be loaded.
///
/// ```swift
/// let activity = SeamRecentActivityViewModel(keyId: key.id, seam: .shared)
/// await activity.load()
/// activity.presentation(locale: locale)?.lines.first?.text  // "Locked · by hand"
/// ```
@MainActor
public final class SeamRecentActivityViewModel: ObservableObject {
    /// What the last read found.
    public enum State: Hashable, Sendable {
        /// Not read yet: the section shows nothing.
        case notLoaded
        /// The lock's events, newest first (none: the API listed none in the window).
        case loaded([SeamLockActivity])
        /// The API offers this session no events (403 or 404): the section is hidden.
        case unavailable
        /// The read failed and nothing true was left to show: the section says so.
        case failed
    }

    /// What the last read found.
    @Published public private(set) var state = State.notLoaded
    /// The lock key.
    public let keyId: String
    private let seam: Seam
    private var loads = 0

    /// A section's model for `keyId`; `nil` when `service` is not a ``SeamService``.
    public convenience init?(keyId: String, service: any SeamServiceProtocol) {
        guard let service = service as? SeamService else { return nil }
        self.init(keyId: keyId, seam: service.seam)
    }

    /// A section's model reading `seam`.
    public init(keyId: String, seam: Seam) {
        self.keyId = keyId
        self.seam = seam
    }

    /// Whether the card shows the section for `credential`: lock keys only.
    public nonisolated static func showsActivity(for credential: SeamAccessCredential?) -> Bool {
        credential?.lockState != nil
    }

    /// The events of the key's lock, newest first; empty unless loaded.
    public var activity: [SeamLockActivity] {
        if case .loaded(let items) = state { return items }
        return []
    }

    /// Reads the lock's events again. A failure keeps events already shown (they did happen),
    /// but never an empty list: "no activity" after a failed read could be false.
    public func load() async {
        loads += 1
        let current = loads
        let next: State
        do {
            next = .loaded(try await seam.recentActivity(of: keyId))
        } catch is SeamActivityUnavailableError {
            next = .unavailable
        } catch {
            next = activity.isEmpty ? .failed : state
        }
        // An older read that answers late does not replace a newer one's answer.
        guard current == loads else { return }
        if next != state { state = next }
    }

    /// The section in `locale`, or `nil` when it does not show (not read yet, or the session
    /// has no events to read).
    public func presentation(locale: Locale, timeZone: TimeZone = .current) -> SeamRecentActivityPresentation? {
        switch state {
        case .notLoaded, .unavailable: nil
        case .loaded(let items): SeamRecentActivityPresentation(activity: items, keyId: keyId, locale: locale, timeZone: timeZone)
        case .failed: .loadFailed(locale: locale)
        }
    }
}
