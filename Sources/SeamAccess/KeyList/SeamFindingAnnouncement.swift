import Foundation

extension SeamCredentialsViewModel {
    /// What VoiceOver hears while a person finds a key
    /// (``SeamCredentialsViewModel/findingAnnouncements``): a favourite mark flipped, and how
    /// many keys a search shows once typing has settled.
    ///
    /// Each is published a moment after what it reports, so the list has changed first and
    /// nothing it does cuts the sentence off: a favourite after the list re-sorted
    /// (``favouriteDelay``), a search after the person paused typing (``searchSettleDelay``).
    ///
    /// ```swift
    /// .onReceive(viewModel.findingAnnouncements) { announce($0.text(locale: locale)) }
    /// ```
    public enum FindingAnnouncement: Hashable, Sendable {
        /// A key became a favourite: "Added to favourites."
        case favouriteAdded
        /// A key stopped being a favourite: "Removed from favourites."
        case favouriteRemoved
        /// A search shows `count` keys: "3 keys", or "No keys match “gym”." when none.
        case searchResults(count: Int, query: String)

        /// Seconds between flipping a favourite and saying so: the list re-sorts (its move is
        /// animated for 0.3 s), and an announcement made while it moves may be cut off.
        public static let favouriteDelay: TimeInterval = 0.6
        /// Seconds the search field must stay unchanged before its result is said, so typing
        /// is not talked over at every letter.
        public static let searchSettleDelay: TimeInterval = 1

        /// The sentence to announce, in `locale`'s language.
        public func text(locale: Locale) -> String {
            switch self {
            case .favouriteAdded: SeamKeySearch.Copy.favouriteAdded.text(locale: locale)
            case .favouriteRemoved: SeamKeySearch.Copy.favouriteRemoved.text(locale: locale)
            case .searchResults(0, let query): SeamKeySearch.Copy.noMatches(query, locale: locale)
            case .searchResults(let count, _): SeamStatusPresentation.Copy.keyCount(count, locale: locale)
            }
        }
    }
}
