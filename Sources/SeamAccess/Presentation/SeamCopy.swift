import Foundation

extension SeamStatusPresentation {
    /// The interface copy SeamComponents and the demo show around the statuses (loading, empty
    /// state, buttons), localized like everything else in SeamAccess.
    ///
    /// ```swift
    /// Text(SeamStatusPresentation.Copy.loading.text(locale: locale))
    /// ```
    public enum Copy: String, CaseIterable, Sendable {
        /// "Loading…" while the keys load.
        case loading = "ui.loading"
        /// The title shown when there are no keys.
        case emptyTitle = "ui.empty.title"
        /// The message shown when there are no keys.
        case emptyMessage = "ui.empty.message"
        /// The Refresh button.
        case refresh = "ui.refresh"
        /// Said while a refresh runs.
        case refreshing = "ui.refreshing"
        /// Said when a refresh failed.
        case refreshFailed = "ui.refreshFailed"
        /// The Dismiss button.
        case dismiss = "ui.dismiss"
        /// The button that closes a presented screen (the unlock sheet).
        case close = "ui.close"
        /// The Try Again button.
        case tryAgain = "ui.tryAgain"
        /// The Unlock button.
        case unlock = "ui.unlock"
        /// VoiceOver's hint on the Unlock button.
        case unlockHint = "ui.unlock.hint"
        /// The Cancel button.
        case cancel = "ui.cancel"
        /// The Done button.
        case done = "ui.done"
        /// The OK button.
        case ok = "ui.ok"
        /// The key list's title, "Keys".
        case keys = "ui.keys"
        /// Said when a key was asked for (a link, widget or shortcut) while another key's card
        /// unlocks or locks: that attempt goes on and the asked-for key's card follows. It names
        /// neither action, since the card holding the request back may be running either, and
        /// says the key will show, not open, so no one hears that a door opens.
        case unlockContinues = "ui.unlockContinues"

        /// The copy in `locale`'s language (English when that language is not shipped).
        public func text(locale: Locale) -> String {
            SeamLocalization.string(rawValue, locale: locale)
        }

        /// The Unlock button's accessibility hint for a key of `provider`: "Hold your phone near
        /// the lock after tapping.", or for a lock key opened over the internet
        /// (``SeamRemoteUnlock/provider``) "Opens the lock over the internet."
        package static func unlockHint(provider: String?, locale: Locale) -> String {
            provider == SeamRemoteUnlock.provider
                ? SeamLocalization.string("ui.unlock.hint.remote", locale: locale)
                : unlockHint.text(locale: locale)
        }

        /// "Card 1234", for a credential's card number.
        public static func cardNumber(_ number: String, locale: Locale) -> String {
            SeamLocalization.format("ui.card", locale: locale, number)
        }

        /// "Code 1234", for a credential's keypad code.
        public static func code(_ code: String, locale: Locale) -> String {
            SeamLocalization.format("ui.code", locale: locale, code)
        }

        /// "3 keys", in the plural form `locale`'s language uses for `count`
        /// ("3 klucze", "5 kluczy", "مفتاحان").
        package static func keyCount(_ count: Int, locale: Locale) -> String {
            SeamLocalization.plural("count.keys", count: count, locale: locale)
        }

        /// "2 keys need attention", for a summary of keys that cannot unlock.
        package static func keysNeedingAttention(_ count: Int, locale: Locale) -> String {
            SeamLocalization.plural("count.keysNeedAttention", count: count, locale: locale)
        }
    }
}
