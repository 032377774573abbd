import Foundation

extension SeamWidgetEntry {
    /// Where tapping the widget goes: the shown key's card (not unlocking), or the app's key
    /// list (`nil`: the widget opens the app as usual) when no key is shown.
    public func tapURL(_ format: SeamLinkFormat) -> URL? {
        credentialId.flatMap { format.url(for: SeamUnlockRequest(credentialId: $0, startsUnlock: false, source: .widget)) }
    }

    /// The Unlock button's link on iOS 16, where widget buttons cannot run an App Intent: the
    /// key's card, unlocking at once. `nil` when there is no button.
    public func unlockURL(_ format: SeamLinkFormat) -> URL? {
        unlockCredentialId.flatMap {
            format.url(for: SeamUnlockRequest(credentialId: $0, startsUnlock: true, source: .widget))
        }
    }
}
