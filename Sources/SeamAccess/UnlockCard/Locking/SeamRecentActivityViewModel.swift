import Foundation
@_spi(SeamInternal) import SeamSDK

/// Loads the "Recent activity" section of a lock key's unlock card from
/// ``Seam/recentActivity(within:)``; the card calls ``load()`` when it appears and after a
/// lock or unlock ends.
@MainActor
public final class SeamRecentActivityViewModel: ObservableObject {
    /// The events of the key's lock, newest first; empty until loaded (or when loading failed).
    @Published public private(set) var activity: [SeamLockActivity] = []
    /// Whether a load has answered (the section shows nothing before).
    @Published public private(set) var isLoaded = false
    /// The lock key.
    public let keyId: String
    private let seam: Seam

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

    /// Reads the events again; a failure keeps what was shown.
    public func load() async {
        do {
            let all = try await seam.recentActivity()
            activity = all.filter { $0.keyId == keyId }
            isLoaded = true
        } catch {
            // Kept: the section is a nicety, never an error on the card.
        }
    }

    /// The section in `locale`.
    public func presentation(locale: Locale) -> SeamRecentActivityPresentation {
        SeamRecentActivityPresentation(activity: activity, keyId: keyId, locale: locale)
    }
}
