import Foundation

/// Where a tap on the "next key" widget goes, per family.
///
/// Only a control labelled Unlock, on screen and for VoiceOver, may open the app *and start
/// unlocking*: the medium widget's Unlock button. Everything else (the whole small widget,
/// every Lock Screen family, which show a symbol and a name) opens the key's card without
/// unlocking, so an informational tap, or a brush against the Lock Screen, never opens a door.
///
/// ```swift
/// let links = SeamWidgetLinks(entry: entry, family: .systemMedium, format: format)
/// // .widgetURL(links.widgetURL); if let button = links.unlockButton { Link(destination: button.url) { … } }
/// ```
package struct SeamWidgetLinks: Hashable, Sendable {
    /// The Unlock control: its own link, which starts unlocking, and its words.
    package struct UnlockButton: Hashable, Sendable {
        /// Opens the key's card and starts unlocking (with the install's secret in the format).
        package let url: URL
        /// What the button shows.
        package let title: String
        /// What VoiceOver says for it: it says Unlock, as the button does.
        package let accessibilityLabel: String

        /// The control for `url`, labelled "Unlock" in `locale` on screen and to VoiceOver.
        package init(url: URL, locale: Locale) {
            self.url = url
            title = SeamStatusPresentation.Copy.unlock.text(locale: locale)
            accessibilityLabel = title
        }
    }

    /// The whole widget's link: the shown key's card, never unlocking; `nil` when no key is
    /// shown (the widget then opens the app as usual).
    package let widgetURL: URL?
    /// The Unlock button, in the families that draw one with its own link, when the shown key
    /// can unlock; `nil` otherwise (draw no Unlock label then: it would promise what a tap
    /// does not do).
    package let unlockButton: UnlockButton?

    /// The links of `entry` in `family`; the button speaks the entry's language.
    package init(entry: SeamWidgetEntry, family: SeamWidgetFamily, format: SeamLinkFormat) {
        widgetURL = entry.tapURL(format)
        guard family.hasOwnUnlockLink, let url = entry.unlockURL(format) else {
            unlockButton = nil
            return
        }
        unlockButton = UnlockButton(url: url, locale: entry.locale)
    }
}

extension SeamWidgetFamily {
    /// Whether the family draws an Unlock button with a link of its own (WidgetKit gives
    /// small widgets one link for the whole widget, and Lock Screen widgets none but that).
    package var hasOwnUnlockLink: Bool { self == .systemMedium }
}
