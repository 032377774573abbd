import Foundation
import SeamAccess
import Testing

/// A table row's leading symbol: a problem first, then a favourite's star, then a key; a
/// favourite with a problem still shows a star, after its name.
struct SeamRowSymbolTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    func row(_ errors: [SeamCredentialError] = []) -> SeamAccessCredential.Presentation {
        SeamAccessCredential.Presentation(credential: SeamAccessCredential(id: "a", name: "Room 7", location: "", errors: errors),
                                   now: now, locale: Locale(identifier: "en_US"))
    }

    @Test func aProblemWinsAndAFavouriteKeepsItsStarAfterTheName() {
        let styled: (SeamCredentialError) -> String = { _ in "exclamationmark.triangle.fill" }
        #expect(row([.expired]).rowSymbol(isFavourite: true, styled: styled)
                == .init(systemImage: "exclamationmark.triangle.fill", showsFavouriteStarAfterName: true))
        #expect(row([.expired]).rowSymbol(isFavourite: false, styled: styled)
                == .init(systemImage: "exclamationmark.triangle.fill", showsFavouriteStarAfterName: false))
        #expect(row().rowSymbol(isFavourite: true, styled: styled)
                == .init(systemImage: "star.fill", showsFavouriteStarAfterName: false))
        #expect(row().rowSymbol(isFavourite: false, styled: styled)
                == .init(systemImage: "key.fill", showsFavouriteStarAfterName: false))
    }
}
