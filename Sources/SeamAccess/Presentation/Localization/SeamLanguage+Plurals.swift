/// CLDR cardinal plural rules for whole numbers, for every shipped language.
///
/// Foundation on Linux cannot do this: looking up a `.stringsdict` key there crashes
/// swift-corelibs-foundation, and String Catalogs are copied unprocessed. So the rules are
/// here, from the CLDR plural rules (the integer branch: operand `v`, the visible fraction
/// digits, is 0 for a count), and the forms live in `Localizable.strings` as
/// `<key>.<category>`, which iOS and Linux read the same way.
extension SeamLanguage {
    /// The categories this language's forms must cover, in CLDR order.
    package var pluralCategories: [SeamPluralCategory] {
        switch self {
        case .japanese, .korean, .simplifiedChinese, .traditionalChinese: [.other]
        case .english, .german, .dutch, .swedish, .turkish: [.one, .other]
        case .spanish, .french, .italian, .brazilianPortuguese: [.one, .many, .other]
        case .hebrew: [.one, .two, .other]
        case .polish: [.one, .few, .many, .other]
        case .arabic: [.zero, .one, .two, .few, .many, .other]
        }
    }

    /// The category of the whole number `count` (its absolute value, as CLDR defines).
    ///
    /// ```swift
    /// SeamLanguage.polish.pluralCategory(for: 22)   // .few  ("22 klucze")
    /// SeamLanguage.polish.pluralCategory(for: 25)   // .many ("25 kluczy")
    /// SeamLanguage.arabic.pluralCategory(for: 11)   // .many
    /// ```
    package func pluralCategory(for count: Int) -> SeamPluralCategory {
        let n = count.magnitude
        let mod10 = n % 10
        let mod100 = n % 100
        switch self {
        case .japanese, .korean, .simplifiedChinese, .traditionalChinese:
            return .other
        case .english, .german, .dutch, .swedish, .turkish:
            return n == 1 ? .one : .other
        case .spanish, .italian:
            if n == 1 { return .one }
            return Self.isMillions(n) ? .many : .other
        case .french, .brazilianPortuguese:
            if n <= 1 { return .one }
            return Self.isMillions(n) ? .many : .other
        case .hebrew:
            switch n {
            case 1: return .one
            case 2: return .two
            default: return .other
            }
        case .polish:
            if n == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .arabic:
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(mod100) { return .few }
                if (11...99).contains(mod100) { return .many }
                return .other
            }
        }
    }

    /// CLDR's `many` for es, fr, it and pt: a non-zero whole multiple of a million
    /// ("1 000 000 de jours").
    private static func isMillions(_ n: UInt) -> Bool {
        n != 0 && n % 1_000_000 == 0
    }
}
