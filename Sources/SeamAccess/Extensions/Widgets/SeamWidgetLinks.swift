import Foundation

/// Where a tap on the "next key" widget goes, per family. Only a control labelled Unlock (the
/// medium widget's button, while its link can still start) opens the app *and starts
/// unlocking*; everything else opens the key's card, so an informational tap or a brush against
/// the Lock Screen never opens a door (`SeamWidgetLinkChoiceTests`).
package struct SeamWidgetLinks: Hashable, Sendable {
    /// The control in the Unlock button's place: Unlock, with its own link that starts
    /// unlocking, or, when no link can start, Show Key, which opens the card.
    package struct UnlockButton: Hashable, Sendable {
        /// Opens the key's card and, when ``startsUnlock``, starts unlocking.
        package let url: URL
        /// What the button shows: "Unlock", or "Show Key".
        package let title: String
        /// What VoiceOver says for it: the title, so it promises what a tap does.
        package let accessibilityLabel: String
        /// Whether a tap starts unlocking (the link carries a proof valid when drawn).
        package let startsUnlock: Bool

        /// The Unlock control for `url`, labelled "Unlock" in `locale` on screen and to VoiceOver.
        package init(url: URL, locale: Locale) {
            self.init(url: url, title: SeamStatusPresentation.Copy.unlock.text(locale: locale), startsUnlock: true)
        }

        private init(url: URL, title: String, startsUnlock: Bool) {
            self.url = url
            self.title = title
            accessibilityLabel = title
            self.startsUnlock = startsUnlock
        }

        /// The control that opens the key's card at `cardURL` without unlocking, labelled
        /// "Show Key" in `locale`: what stands where Unlock would when no link can start.
        package static func showingCard(_ cardURL: URL, locale: Locale) -> UnlockButton {
            UnlockButton(url: cardURL, title: SeamLocalization.string("widget.showKey", locale: locale), startsUnlock: false)
        }

        /// Unlock with `url` when `startsUnlock`, else Show Key with `cardURL`; `nil` when that
        /// one has no link.
        package static func choosing(unlockURL url: URL?, startsUnlock: Bool, cardURL: URL?,
                                     locale: Locale) -> UnlockButton? {
            if startsUnlock, let url { return UnlockButton(url: url, locale: locale) }
            return cardURL.map { showingCard($0, locale: locale) }
        }
    }

    /// The whole widget's link: the shown key's card, never unlocking; `nil` when no key is
    /// shown (the widget then opens the app as usual).
    package let widgetURL: URL?
    /// The control in the Unlock button's place, in the families that draw one with its own
    /// link, when the shown key can unlock: Unlock when its link can start an unlock at the
    /// entry's date, else Show Key. `nil` when the key cannot unlock (draw no control then).
    package let unlockButton: UnlockButton?

    /// The links of `entry` in `family`, signed at the entry's
    /// ``SeamWidgetEntry/linksSignedAt``; the control speaks the entry's language.
    package init(entry: SeamWidgetEntry, family: SeamWidgetFamily, format: SeamLinkFormat) {
        self = SeamWidgetLinks(entry: entry, format: format).drawn(in: family)
    }

    /// The links of `entry` for every family, the control as a family with one of its own
    /// draws it (``drawn(in:)`` picks a family's). Each call signs new links: make them once
    /// per timeline entry and keep them with it.
    package init(entry: SeamWidgetEntry, format: SeamLinkFormat) {
        widgetURL = entry.tapURL(format)
        guard let url = entry.unlockURL(format) else {
            unlockButton = nil
            return
        }
        unlockButton = .choosing(unlockURL: url, startsUnlock: format.startsUnlock(url, at: entry.date),
                                 cardURL: widgetURL, locale: entry.locale)
    }

    private init(widgetURL: URL?, unlockButton: UnlockButton?) {
        self.widgetURL = widgetURL
        self.unlockButton = unlockButton
    }

    /// These links as `family` draws them: without the control where the family has no link
    /// of its own for it.
    package func drawn(in family: SeamWidgetFamily) -> SeamWidgetLinks {
        SeamWidgetLinks(widgetURL: widgetURL, unlockButton: family.hasOwnUnlockLink ? unlockButton : nil)
    }
}

extension SeamWidgetLinks.UnlockButton: CustomReflectable {
    /// The control as `dump`, `print` and a failing test show it: its link's proof redacted.
    package var customMirror: Mirror {
        Mirror(self, children: ["url": SeamLinkFormat.redacted(url), "title": title,
                                "accessibilityLabel": accessibilityLabel, "startsUnlock": startsUnlock],
               displayStyle: .struct)
    }
}

extension SeamWidgetFamily {
    /// Whether the family draws an Unlock button with a link of its own (WidgetKit gives
    /// small widgets one link for the whole widget, and Lock Screen widgets none but that).
    package var hasOwnUnlockLink: Bool { self == .systemMedium }
}
