import Foundation

/// What VoiceOver should announce about a key list: a failure that appears without focus
/// moving to it (a banner, or an activation failure replacing a spinner).
///
/// ```swift
/// SeamListAnnouncement.refreshFailed(.internetConnectionRequired).text(locale: locale)
/// // "Couldn't refresh your keys. <how to fix it>"
/// ```
package enum SeamListAnnouncement: Hashable, Sendable {
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
