import Foundation

/// The list's announcements under their internal name.
package typealias SeamListAnnouncement = SeamCredentialsViewModel.ListAnnouncement

extension SeamCredentialsViewModel {
    /// What VoiceOver should announce about a key list: a failure that appears without focus
    /// moving to it (a banner, or an activation failure replacing a spinner: the sign-in that did
    /// not come in time, a session that ended). `SeamCredentialsView` announces them; a screen
    /// the app builds itself posts them from ``SeamCredentialsViewModel/announcements``.
    ///
    /// ```swift
    /// .onReceive(viewModel.announcements) { announcement in
    ///     UIAccessibility.post(notification: .announcement, argument: announcement.text(locale: locale))
    /// }
    /// ```
    public enum ListAnnouncement: Hashable, Sendable {
        /// A refresh the user asked for failed; the list kept its keys.
        case refreshFailed(SeamFailure)
        /// Activation failed; the list shows the error instead of keys.
        case activationFailed(SeamFailure)

        /// The sentence to announce, in `locale`'s language.
        public func text(locale: Locale) -> String {
            switch self {
            case .refreshFailed(let error):
                return SeamSpokenSentences.join(SeamStatusPresentation.Copy.refreshFailed.text(locale: locale),
                                                SeamStatusPresentation(failure: error, locale: locale).message, locale: locale)
            case .activationFailed(let error):
                let status = SeamStatusPresentation(failure: error, locale: locale)
                return SeamSpokenSentences.join(status.title, status.message, locale: locale)
            }
        }
    }
}
