#if canImport(AppIntents) && os(iOS)
import Foundation

/// What an App Intent declared in the app target calls, so it stays a few lines: the unlock
/// (in the app, or handed to the app from an extension) and the key query
/// (``SeamKeyEntityQuery``).
///
/// ```swift
/// struct UnlockIntent: AppIntent {
///     static var title: LocalizedStringResource = "Unlock"
///     static var openAppWhenRun = true
///     @Parameter(title: "Key") var key: SeamKeyEntity
///     func perform() async throws -> some IntentResult & ProvidesDialog {
///         .result(dialog: "\(await SeamIntentActions.unlock(credentialId: key.id))")
///     }
/// }
/// ```
public enum SeamIntentActions {
    /// Unlocks `credentialId` and returns what to say, in the app's language
    /// (``SeamAppProcess/preferredLocale(preferredLocalizations:)``).
    ///
    /// In the app it asks ``SeamUnlockRouter/shared`` and waits up to `timeout` seconds for
    /// the card. In an app extension (the system may run a package's intent in any target
    /// that has it) there is no key screen: it leaves the request for the app in the shared
    /// container (``SeamUnlockHandOff``) and says so at once, without waiting.
    @MainActor
    public static func unlock(credentialId: String, timeout: TimeInterval = 60) async -> String {
        let request = SeamUnlockRequest(credentialId: credentialId, startsUnlock: true, source: .intent)
        let locale = SeamAppProcess.preferredLocale()
        guard SeamAppProcess.isAppExtension() else {
            return await SeamUnlockRouter.shared.requestAndWait(request, timeout: timeout).dialog(locale: locale)
        }
        guard let container = SeamExtensionConfiguration.current.container,
              SeamUnlockHandOff(container: container).leave(request, at: Date()) else {
            return SeamUnlockReport.noAnswer.dialog(locale: locale)
        }
        return SeamUnlockReport.handedToApp.dialog(locale: locale)
    }
}
#endif
