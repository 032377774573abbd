import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The key order is a total order in every shipped language, tailored ones included: random
/// names (tailored letters in both cases, digits, other scripts) sort the same whatever the
/// input order, any two keys compare alone as they stand in the full list, and numbers
/// compare by value.
struct SeamCredentialOrderingPropertyTests {
    static let shippedLocales = ["en", "es", "fr", "de", "ar", "he", "ja", "ko", "zh-Hans", "zh-Hant", "it", "pt-BR",
                                 "nl", "pl", "tr", "sv"]
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    static let letters = Array("aAbcCçÇdeEéÉhiIıİlLłŁnNñÑoOóÖösSşŞśuUüÜvwyzZźŻåÅäÄæø0123456789 가あאب") + ["N\u{303}"]

    func randomKeys(_ count: Int, using generator: inout SplitMix64) -> [SeamAccessCredential] {
        (0..<count).map { index in
            let length = Int.random(in: 1...6, using: &generator)
            let name = String((0..<length).map { _ in Self.letters.randomElement(using: &generator) ?? "a" })
            return Fixture.key("k\(index)", name: name)
        }
    }

    @Test(arguments: shippedLocales)
    func theOrderIsTotalAndIndependentOfInputOrder(_ identifier: String) {
        var generator = SplitMix64(seed: 17)
        let locale = Locale(identifier: identifier)
        let keys = randomKeys(40, using: &generator)
        let sorted = SeamCredentialOrdering.sorted(keys, now: now, locale: locale).map(\.id)
        for _ in 0..<5 {
            #expect(SeamCredentialOrdering.sorted(keys.shuffled(using: &generator), now: now, locale: locale).map(\.id)
                == sorted)
        }
        let byId = Dictionary(uniqueKeysWithValues: keys.map { ($0.id, $0) })
        for first in sorted.indices {
            for second in sorted.indices where second > first {
                let pair = [byId[sorted[second]], byId[sorted[first]]].compactMap { $0 }
                #expect(SeamCredentialOrdering.sorted(pair, now: now, locale: locale).map(\.id)
                    == [sorted[first], sorted[second]], "\(identifier): pairs compare as in the full list")
            }
        }
    }

    @Test(arguments: shippedLocales)
    func numbersCompareByValueAfterAnyName(_ identifier: String) {
        var generator = SplitMix64(seed: 29)
        let values = Array(Set((0..<30).map { _ in Int.random(in: 0...5_000, using: &generator) }))
        for prefix in ["Room ", "Işık ", "Łąka ", "Ñandú ", "Öland ", "가방 "] {
            let keys = values.shuffled(using: &generator).map { Fixture.key("\($0)", name: prefix + "\($0)") }
            let sorted = SeamCredentialOrdering.sorted(keys, now: now, locale: Locale(identifier: identifier))
            #expect(sorted.map(\.id) == values.sorted().map(String.init), "\(identifier), \(prefix)")
        }
    }
}
