import Foundation

extension SeamCredentialOrdering {
    /// Names folded for comparison: lowercased, without accents, full-width forms made
    /// narrow, as UTF-8; letters the locale's language files separately take the place its
    /// alphabet gives them (see ``Tailoring``).
    ///
    /// ASCII names (the common case) are folded by a byte loop. Others go through Foundation's
    /// `folding(options:locale:)`, which costs a few microseconds each, so their folds are kept
    /// per name and locale: a list's names rarely change between updates.
    enum FoldCache {
        private struct Key: Hashable {
            let name: String
            let locale: String
        }

        /// Folds shared by every list in the process. Bounded: cleared when it grows past
        /// `limit` names, which only a very long-running process with many renamed keys reaches.
        private static let cache = LockIsolated([Key: [UInt8]]())
        private static let limit = 20_000

        static func folds(_ names: [String], locale: Locale) -> [[UInt8]] {
            let identifier = locale.identifier
            let tailoring = Tailoring.forLocale(identifier)
            let capitalI = tailoring?.asciiCapitalI
            var folds: [[UInt8]] = []
            folds.reserveCapacity(names.count)
            var pending: [Int] = []
            for name in names {
                if let fold = asciiFold(name, capitalI: capitalI) {
                    folds.append(fold)
                } else {
                    pending.append(folds.count)
                    folds.append([])
                }
            }
            guard !pending.isEmpty else { return folds }
            cache.withLock { cache in
                if cache.count + pending.count > limit { cache.removeAll(keepingCapacity: true) }
                for index in pending {
                    let key = Key(name: names[index], locale: identifier)
                    if let cached = cache[key] {
                        folds[index] = cached
                    } else {
                        let fold = fold(names[index], locale: locale, tailoring: tailoring)
                        cache[key] = fold
                        folds[index] = fold
                    }
                }
            }
            return folds
        }

        /// The fold of a name that is not all ASCII: tailored letters by the language's table,
        /// the text between them as for any other language.
        private static func fold(_ name: String, locale: Locale, tailoring: Tailoring?) -> [UInt8] {
            guard let tailoring, tailoring.mayApply(to: name) else { return foundationFold(name, locale: locale) }
            var folded: [UInt8] = []
            var run = ""
            for character in name {
                guard let letter = tailoring.letters[character] else {
                    run.append(character)
                    continue
                }
                append(run, to: &folded, locale: locale, capitalI: tailoring.asciiCapitalI)
                run = ""
                folded += letter
            }
            append(run, to: &folded, locale: locale, capitalI: tailoring.asciiCapitalI)
            return folded
        }

        /// Appends the fold of text holding no tailored letter.
        private static func append(_ run: String, to folded: inout [UInt8], locale: Locale, capitalI: [UInt8]?) {
            guard !run.isEmpty else { return }
            folded += asciiFold(run, capitalI: capitalI) ?? foundationFold(run, locale: locale)
        }

        static func foundationFold(_ text: String, locale: Locale) -> [UInt8] {
            Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: locale).utf8)
        }

        /// Lowercased UTF-8 for an ASCII name; `nil` for any other. `capitalI`, when given, is
        /// what "I" folds to instead of "i" (Turkish dotless ı).
        private static func asciiFold(_ name: String, capitalI: [UInt8]?) -> [UInt8]? {
            var bytes = Array(name.utf8)
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            if let capitalI, let index = bytes.firstIndex(of: 0x49) {
                return expanding(bytes, from: index, capitalI: capitalI)
            }
            for index in bytes.indices where (65...90).contains(bytes[index]) { bytes[index] += 32 }
            return bytes
        }

        /// The fold of ASCII `bytes` whose first tailored "I" is at `start`.
        private static func expanding(_ bytes: [UInt8], from start: Int, capitalI: [UInt8]) -> [UInt8] {
            var folded: [UInt8] = []
            folded.reserveCapacity(bytes.count + capitalI.count)
            for byte in bytes[..<start] { folded.append((65...90).contains(byte) ? byte + 32 : byte) }
            for byte in bytes[start...] {
                if byte == 0x49 {
                    folded += capitalI
                } else {
                    folded.append((65...90).contains(byte) ? byte + 32 : byte)
                }
            }
            return folded
        }
    }
}
