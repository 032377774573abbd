import Foundation

/// The interface copy SeamComponents and the demo show around the statuses (loading, empty
/// state, buttons), localized like everything else in SeamAccess.
///
/// ```swift
/// Text(SeamCopy.loading.text(locale: locale))
/// ```
public enum SeamCopy: String, CaseIterable, Sendable {
    case loading = "ui.loading"
    case emptyTitle = "ui.empty.title"
    case emptyMessage = "ui.empty.message"
    case refresh = "ui.refresh"
    case refreshing = "ui.refreshing"
    case refreshFailed = "ui.refreshFailed"
    case dismiss = "ui.dismiss"
    /// The button that closes a presented screen (the unlock sheet).
    case close = "ui.close"
    case tryAgain = "ui.tryAgain"
    case unlock = "ui.unlock"
    case unlockHint = "ui.unlock.hint"
    case cancel = "ui.cancel"
    case done = "ui.done"
    case ok = "ui.ok"
    case keys = "ui.keys"
    /// Said when a key was asked for (a link, widget or shortcut) while another key unlocks:
    /// the running unlock goes on and the asked-for key follows.
    case unlockContinues = "ui.unlockContinues"

    /// The copy in `locale`'s language (English when that language is not shipped).
    public func text(locale: Locale = .current) -> String {
        SeamLocalization.string(rawValue, locale: locale)
    }

    /// The Unlock button's accessibility hint for a key of `provider`: "Hold your phone near
    /// the lock after tapping.", or for a lock key opened over the internet
    /// (``SeamRemoteUnlock/provider``) "Opens the lock over the internet."
    public static func unlockHint(provider: String?, locale: Locale = .current) -> String {
        provider == SeamRemoteUnlock.provider
            ? SeamLocalization.string("ui.unlock.hint.remote", locale: locale)
            : unlockHint.text(locale: locale)
    }

    /// "Card 1234", for a credential's card number.
    public static func cardNumber(_ number: String, locale: Locale = .current) -> String {
        SeamLocalization.format("ui.card", locale: locale, number)
    }

    /// "Code 1234", for a credential's keypad code.
    public static func code(_ code: String, locale: Locale = .current) -> String {
        SeamLocalization.format("ui.code", locale: locale, code)
    }

    /// "3 keys", in the plural form `locale`'s language uses for `count`
    /// ("3 klucze", "5 kluczy", "مفتاحان").
    public static func keyCount(_ count: Int, locale: Locale = .current) -> String {
        SeamLocalization.plural("count.keys", count: count, locale: locale)
    }

    /// "2 keys need attention", for a summary of keys that cannot unlock.
    public static func keysNeedingAttention(_ count: Int, locale: Locale = .current) -> String {
        SeamLocalization.plural("count.keysNeedAttention", count: count, locale: locale)
    }
}
