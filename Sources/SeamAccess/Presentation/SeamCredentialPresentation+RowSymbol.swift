import Foundation

extension SeamAccessCredential.Presentation {
    /// What a table row shows at its leading edge, and whether it marks a favourite
    /// elsewhere (``rowSymbol(isFavourite:styled:)``).
    public struct RowSymbol: Hashable, Sendable {
        /// The SF Symbol at the row's leading edge.
        public let systemImage: String
        /// Whether the row shows a small star after the key's name: a favourite whose
        /// problem symbol took the leading place.
        public let showsFavouriteStarAfterName: Bool

        /// A row symbol: the SF Symbol and whether a favourite's star follows the name.
        public init(systemImage: String, showsFavouriteStarAfterName: Bool) {
            self.systemImage = systemImage
            self.showsFavouriteStarAfterName = showsFavouriteStarAfterName
        }
    }

    /// The star a favourite shows.
    public static let favouriteSystemImage = "star.fill"
    /// The symbol of a key with nothing wrong that is not a favourite.
    public static let keySystemImage = "key.fill"

    /// The row's leading symbol: the problem's symbol when the key has one
    /// (``problemSystemImage(styled:)``, which a person must see first), else a star for a
    /// favourite, else a key. A favourite with a problem keeps its star after its name, so
    /// a favourite never looks like any other key.
    ///
    /// ```swift
    /// let symbol = row.rowSymbol(isFavourite: marking.isFavourite(key.id)) { style.systemIcon($0, theme: theme) }
    /// ```
    public func rowSymbol(isFavourite: Bool, styled: (SeamCredentialError) -> String) -> RowSymbol {
        if let problem = problemSystemImage(styled: styled) {
            return RowSymbol(systemImage: problem, showsFavouriteStarAfterName: isFavourite)
        }
        return RowSymbol(systemImage: isFavourite ? Self.favouriteSystemImage : Self.keySystemImage,
                         showsFavouriteStarAfterName: false)
    }
}
