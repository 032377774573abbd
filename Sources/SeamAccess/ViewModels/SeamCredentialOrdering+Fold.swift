import Foundation

extension SeamCredentialOrdering {
    /// Names folded for comparison: lowercased, without accents, full-width forms made
    /// narrow, as UTF-8.
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
            var folds: [[UInt8]] = []
            folds.reserveCapacity(names.count)
            var pending: [Int] = []
            for name in names {
                if let fold = asciiFold(name) {
                    folds.append(fold)
                } else {
                    pending.append(folds.count)
                    folds.append([])
                }
            }
            guard !pending.isEmpty else { return folds }
            let identifier = locale.identifier
            cache.withLock { cache in
                if cache.count + pending.count > limit { cache.removeAll(keepingCapacity: true) }
                for index in pending {
                    let key = Key(name: names[index], locale: identifier)
                    if let cached = cache[key] {
                        folds[index] = cached
                    } else {
                        let fold = Array(names[index].folding(options: [.caseInsensitive, .diacriticInsensitive,
                                                                         .widthInsensitive], locale: locale).utf8)
                        cache[key] = fold
                        folds[index] = fold
                    }
                }
            }
            return folds
        }

        /// Lowercased UTF-8 for an ASCII name; `nil` for any other.
        private static func asciiFold(_ name: String) -> [UInt8]? {
            var bytes = Array(name.utf8)
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            for index in bytes.indices where (65...90).contains(bytes[index]) { bytes[index] += 32 }
            return bytes
        }
    }
}
