import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Finding 17: keys are listed as people read, not by lowercased UTF-8 bytes.
struct SeamCredentialOrderingLocaleTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    func names(_ names: [String], _ locale: String) -> [String] {
        SeamCredentialOrdering.sorted(names.map { Fixture.key($0, name: $0) }, now: now,
                                      locale: Locale(identifier: locale)).map(\.name)
    }

    @Test func germanUmlautsSortWithTheirBaseLetter() {
        #expect(names(["Zimmer 2", "Ärzte", "Büro", "Aula", "Zimmer 10", "Öffnung", "Bad"], "de_DE")
            == ["Ärzte", "Aula", "Bad", "Büro", "Öffnung", "Zimmer 2", "Zimmer 10"])
    }

    @Test func frenchAccentsAndCaseDoNotChangeTheOrder() {
        #expect(names(["Zénith", "éclair", "Étage 3", "Ecole", "Cour", "Château", "étage 12"], "fr_FR")
            == ["Château", "Cour", "éclair", "Ecole", "Étage 3", "étage 12", "Zénith"])
    }

    @Test func spanishAccentedVowelsSortWithTheirBaseVowel() {
        #expect(names(["Zona", "Árbol", "Habitación 10", "Ático", "habitacion 9", "Baño"], "es_ES")
            == ["Árbol", "Ático", "Baño", "habitacion 9", "Habitación 10", "Zona"])
    }

    @Test func theIssuesExampleNoLongerSortsAfterZimmer() {
        let order = names(["Zimmer", "Éclair", "Ärzte"], "de_DE")
        #expect(order == ["Ärzte", "Éclair", "Zimmer"])
    }

    @Test func namesEqualWhenFoldedAreTiesBrokenById() {
        let keys = [
            Fixture.key("3", name: "Ärzte"), Fixture.key("2", name: "Arzte"), Fixture.key("1", name: "arzte"),
            Fixture.key("5", name: "ARZTE"), Fixture.key("4", name: "Ａｒｚｔｅ"), Fixture.key("0", name: "Bad"),
        ]
        let locale = Locale(identifier: "de_DE")
        let ids = SeamCredentialOrdering.sorted(keys, now: now, locale: locale).map(\.id)
        #expect(ids == ["1", "2", "3", "4", "5", "0"])
        for permutation in [keys.reversed(), Array(keys[2...] + keys[..<2]), keys.shuffled()] {
            #expect(SeamCredentialOrdering.sorted(permutation, now: now, locale: locale).map(\.id) == ids,
                    "the order is total: input order never matters")
        }
    }

    @Test func numbersCompareByValueInsideAccentedNames() {
        #expect(names(["Étage 10", "Etage 9", "étage 100", "Étage 1"], "fr_FR")
            == ["Étage 1", "Etage 9", "Étage 10", "étage 100"])
    }

    @Test func fullWidthFormsSortLikeTheirNarrowForms() {
        #expect(names(["Ｒｏｏｍ ２", "Room 10", "Room 1"], "en_US") == ["Room 1", "Ｒｏｏｍ ２", "Room 10"])
    }

    @Test func asciiAndAccentedNamesInterleaveConsistently() {
        // The ASCII fast path and the Foundation fold must agree, or sorting would not be total.
        let mixed = ["apple", "Äpfel", "apricot", "Ápice", "banana", "Zebra", "ábaco"]
        let sorted = names(mixed, "es_ES")
        #expect(sorted == ["ábaco", "Äpfel", "Ápice", "apple", "apricot", "banana", "Zebra"])
        #expect(names(sorted.reversed(), "es_ES") == sorted)
    }
}
