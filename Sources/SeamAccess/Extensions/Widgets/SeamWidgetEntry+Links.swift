import Foundation

extension SeamWidgetEntry {
    /// Where tapping the widget goes: the shown key's card (not unlocking), or the app's key
    /// list (`nil`: the widget opens the app as usual) when no key is shown.
    package func tapURL(_ format: SeamLinkFormat) -> URL? {
        credentialId.flatMap {
            format.url(for: SeamUnlockRequest(credentialId: $0, startsUnlock: false, source: .widget), now: linksSignedAt)
        }
    }

    /// The Unlock button's link: the key's card, unlocking at once. `nil` when the key cannot
    /// unlock. Only an Unlock button may carry it (``SeamWidgetLinks``). It starts only with
    /// the install's secret in `format` (``SeamExtensionConfiguration/resolvedLinkFormat``),
    /// once, from ``linksSignedAt`` for the format's ``SeamLinkFormat/autoStartLinkLifetime``;
    /// each call signs a new one.
    ///
    /// The widget opens the app with a link on every iOS version rather than running an App
    /// Intent from a button: the system may run such an intent in the widget extension,
    /// where there is no key screen to unlock with.
    package func unlockURL(_ format: SeamLinkFormat) -> URL? {
        unlockCredentialId.flatMap {
            format.url(for: SeamUnlockRequest(credentialId: $0, startsUnlock: true, source: .widget), now: linksSignedAt)
        }
    }
}
