import Foundation

extension SeamWidgetEntry {
    /// Where tapping the widget goes: the shown key's card (not unlocking), or the app's key
    /// list (`nil`: the widget opens the app as usual) when no key is shown.
    public func tapURL(_ format: SeamLinkFormat) -> URL? {
        credentialId.flatMap { format.url(for: SeamUnlockRequest(credentialId: $0, startsUnlock: false, source: .widget)) }
    }

    /// The Unlock button's link: the key's card, unlocking at once. `nil` when there is no
    /// button. It starts only with the install's secret in `format`
    /// (``SeamExtensionConfiguration/resolvedLinkFormat``).
    ///
    /// The widget opens the app with a link on every iOS version rather than running an App
    /// Intent from a button: the system may run such an intent in the widget extension,
    /// where there is no key screen to unlock with.
    public func unlockURL(_ format: SeamLinkFormat) -> URL? {
        unlockCredentialId.flatMap {
            format.url(for: SeamUnlockRequest(credentialId: $0, startsUnlock: true, source: .widget))
        }
    }

    /// The whole widget's link. A widget with its own Unlock link (`hasUnlockLink`: medium)
    /// opens the card; one without (small, where WidgetKit allows only one link, and the
    /// Lock Screen) unlocks when a key can, so its Unlock label does what it says.
    public func widgetURL(_ format: SeamLinkFormat, hasUnlockLink: Bool) -> URL? {
        hasUnlockLink ? tapURL(format) : unlockURL(format) ?? tapURL(format)
    }
}
