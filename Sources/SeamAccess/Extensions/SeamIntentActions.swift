import Foundation

/// What an App Intent calls (SeamIntents' Unlock intent, or an intent of your own): the
/// unlock (in the app, or handed to the app from an extension). The key query is
/// ``SeamExtensionConfiguration/keyQuery(now:locale:)``.
///
/// ```swift
/// func perform() async throws -> some IntentResult & ProvidesDialog {
///     .result(dialog: "\(await SeamIntentActions.unlock(credentialId: key.id))")
/// }
/// ```
public enum SeamIntentActions {
    /// Unlocks `credentialId` and returns what to say, in the app's language
    /// (``SeamExtensionConfiguration/AppProcess/preferredLocale()``).
    ///
    /// In the app it asks ``SeamUnlockRouter/shared`` and waits up to `timeout` seconds for
    /// the card. In an app extension (the system may run an intent in any target that has
    /// it) there is no key screen: it leaves the request for the app in the shared container
    /// (`SeamUnlockHandOff`) and says so at once, without waiting.
    ///
    /// The unlock goes through the card, so the app's ``SeamUnlockConfirmation`` applies: when
    /// it covers the key, the owner confirms (Face ID, Touch ID or the passcode) before anything
    /// is sent, and the answer says how that ended ("Unlock cancelled", …).
    @MainActor
    public static func unlock(credentialId: String, timeout: TimeInterval = 60) async -> String {
        await unlock(credentialId: credentialId, router: .shared, container: SeamExtensionConfiguration.current.container,
                     isAppExtension: SeamAppProcess.isAppExtension(), locale: SeamAppProcess.preferredLocale(),
                     now: Date(), timeout: timeout)
    }

    /// ``unlock(credentialId:timeout:)`` with every input given (tests give them).
    @MainActor
    package static func unlock(
        credentialId: String,
        router: SeamUnlockRouter,
        container: SeamExtensionConfiguration.SharedContainer?,
        isAppExtension: Bool,
        locale: Locale,
        now: Date,
        timeout: TimeInterval = 60
    ) async -> String {
        let request = SeamUnlockRequest(credentialId: credentialId, startsUnlock: true, source: .intent)
        guard isAppExtension else {
            let outcome = await router.requestAndWait(request, timeout: timeout)
            return outcome.dialog(provider: router.provider(for: credentialId), locale: locale)
        }
        guard let container, SeamUnlockHandOff(container: container).leave(request, at: now) else {
            return SeamUnlockRequest.Outcome.noAnswer.dialog(locale: locale)
        }
        return SeamUnlockRequest.Outcome.handedToApp.dialog(locale: locale)
    }
}
