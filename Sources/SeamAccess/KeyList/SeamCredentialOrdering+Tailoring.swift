import Foundation

extension SeamCredentialOrdering {
    /// Letters that a shipped language files as letters of their own (the CLDR standard collation's
    /// letter tailoring), where folding alone would merge them with their base letter (Spanish ñ)
    /// or leave them after z (Polish ł). A tailored letter folds to the bytes of the letter it
    /// follows, then `0xFF` (never in UTF-8), then its rank: Spanish ñ is `n 0xFF 1`, Swedish å ä ö
    /// are `z 0xFF 1`, `2`, `3`. Byte order then matches the alphabet, and the comparison stays a
    /// plain byte loop. Which languages need none: `SeamCredentialOrderingTailoringTests`.
    struct Tailoring: Sendable {
        /// Each tailored letter, in either case (any normalization: `Character` equality is
        /// canonical), and the bytes it folds to.
        let letters: [Character: [UInt8]]
        /// What ASCII "I" folds to when it is not "i": Turkish reads it as dotless ı.
        let asciiCapitalI: [UInt8]?
        /// Every scalar of a tailored letter other than ASCII letters, composed or not (plus
        /// "I" when it is tailored): a name without one folds as in any other language, with
        /// no walk through its characters.
        private let triggers: Set<Unicode.Scalar>

        /// Whether the name may hold a tailored letter.
        func mayApply(to name: String) -> Bool {
            name.unicodeScalars.contains { triggers.contains($0) }
        }

        /// The rules for the language a locale identifier names, or `nil` when folding alone
        /// is right.
        static func forLocale(_ identifier: String) -> Tailoring? {
            switch languageCode(identifier) {
            case "es": spanish
            case "pl": polish
            case "sv": swedish
            case "tr": turkish
            default: nil
            }
        }

        /// "sv" from "sv_SE", "sv-SE" or "sv_SE@collation=…", lowercased.
        private static func languageCode(_ identifier: String) -> Substring {
            let code = identifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" }
            return code.contains(where: \.isUppercase) ? Substring(code.lowercased()) : code
        }

        /// The fold of a letter filed as letter number `rank` after `base`.
        private static func after(_ base: Character, _ rank: UInt8) -> [UInt8] {
            Array(String(base).utf8) + [0xFF, rank]
        }

        /// `pairs` maps letters (each string lists one letter in its cases) to their fold.
        private init(_ pairs: [(String, [UInt8])], asciiCapitalI: [UInt8]? = nil) {
            var letters: [Character: [UInt8]] = [:]
            var triggers: Set<Unicode.Scalar> = asciiCapitalI == nil ? [] : ["I"]
            for (forms, fold) in pairs {
                for form in forms {
                    letters[form] = fold
                    let text = String(form)
                    for spelling in [text.precomposedStringWithCanonicalMapping, text.decomposedStringWithCanonicalMapping] {
                        triggers.formUnion(spelling.unicodeScalars.filter { !$0.isASCII })
                    }
                }
            }
            self.letters = letters
            self.asciiCapitalI = asciiCapitalI
            self.triggers = triggers
        }

        /// Spanish (RAE, since 2010): ñ is a letter between n and o; ch and ll are not.
        static let spanish = Tailoring([("ñÑ", after("n", 1))])

        /// Polish: ą ć ę ł ń ó ś each follow their base letter; ź then ż follow z.
        static let polish = Tailoring([
            ("ąĄ", after("a", 1)), ("ćĆ", after("c", 1)), ("ęĘ", after("e", 1)), ("łŁ", after("l", 1)),
            ("ńŃ", after("n", 1)), ("óÓ", after("o", 1)), ("śŚ", after("s", 1)),
            ("źŹ", after("z", 1)), ("żŻ", after("z", 2)),
        ])

        /// Swedish (since 2006, w is a letter of its own): å, ä, ö after z. æ and ę file as ä;
        /// ø, œ, ő and ô as ö; ü and ű as y; đ and ð as d; þ as th.
        static let swedish = Tailoring([
            ("åÅ", after("z", 1)),
            ("äÄæÆęĘ", after("z", 2)),
            ("öÖøØœŒőŐôÔ", after("z", 3)),
            ("üÜűŰ", Array("y".utf8)), ("đĐðÐ", Array("d".utf8)), ("þÞ", Array("th".utf8)),
        ])

        /// Turkish: ç ğ ö ş ü follow their base letter; dotless ı (capital I) comes before
        /// dotted i (capital İ), so I and i are different letters.
        static let turkish = Tailoring([
            ("çÇ", after("c", 1)), ("ğĞ", after("g", 1)), ("ıI", after("h", 1)), ("İ", Array("i".utf8)),
            ("öÖ", after("o", 1)), ("şŞ", after("s", 1)), ("üÜ", after("u", 1)),
        ], asciiCapitalI: after("h", 1))
    }
}
