import Foundation

/// The order keys are listed in: usable keys first (a key before its
/// ``SeamAccessCredential/startsAt`` is not usable), then soonest expiry (none last), then name
/// as people read it in the given locale (case- and accent-insensitive, numbers by value, each
/// shipped language's own letters: ``Tailoring``), then id, so the order is total and stable.
/// Names are folded once per update so 1,000 keys stay inside a frame (BENCHMARKS.md).
@_spi(SeamInternal) public enum SeamCredentialOrdering {
    /// The credentials in list order.
    /// - Parameter locale: The language names are read in; pass the one the list is shown in.
    public static func sorted(_ credentials: [SeamAccessCredential], now: Date,
                              locale: Locale) -> [SeamAccessCredential] {
        let folds = FoldCache.folds(credentials.map(\.name), locale: locale)
        let keys = credentials.indices.map { SortKey(credentials[$0], fold: folds[$0], now: now) }
        // Sort small indices rather than the credentials themselves: fewer bytes to move.
        let order = keys.indices.sorted { a, b in
            if let decided = SortKey.precedes(keys[a], keys[b]) { return decided }
            return tieBreak(credentials[a], credentials[b])
        }
        return order.map { credentials[$0] }
    }

    private struct SortKey {
        let isUsable: Bool
        let expiry: Double
        let fold: [UInt8]

        init(_ credential: SeamAccessCredential, fold: [UInt8], now: Date) {
            isUsable = credential.isUsable(at: now)
            expiry = credential.expiry?.timeIntervalSinceReferenceDate ?? .infinity
            self.fold = fold
        }

        /// `nil` when the keys are equal: same usability, expiry and folded name.
        static func precedes(_ lhs: SortKey, _ rhs: SortKey) -> Bool? {
            if lhs.isUsable != rhs.isUsable { return lhs.isUsable }
            if lhs.expiry != rhs.expiry { return lhs.expiry < rhs.expiry }
            let byFold = compareFolded(lhs.fold, rhs.fold)
            return byFold == 0 ? nil : byFold < 0
        }
    }

    /// Names equal when folded ("Arzte" and "Ärzte", "Room 09" and "Room 9") are one name to
    /// the reader: the id decides, so the order is total and the same on every update.
    private static func tieBreak(_ lhs: SeamAccessCredential, _ rhs: SeamAccessCredential) -> Bool {
        lhs.id < rhs.id
    }

    /// Compares folded names as UTF-8; runs of ASCII digits compare by numeric value.
    static func compareFolded(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                let (aStart, aEnd) = digitRun(a, from: i)
                let (bStart, bEnd) = digitRun(b, from: j)
                let aLength = aEnd - aStart, bLength = bEnd - bStart
                if aLength != bLength { return aLength < bLength ? -1 : 1 }
                for offset in 0..<aLength where a[aStart + offset] != b[bStart + offset] {
                    return a[aStart + offset] < b[bStart + offset] ? -1 : 1
                }
                i = aEnd
                j = bEnd
                continue
            }
            if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
            i += 1
            j += 1
        }
        let aLeft = a.count - i, bLeft = b.count - j
        return aLeft == bLeft ? 0 : (aLeft < bLeft ? -1 : 1)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    /// The significant digits of the run at `start` (leading zeros skipped) and where it ends.
    private static func digitRun(_ bytes: [UInt8], from start: Int) -> (start: Int, end: Int) {
        var end = start
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        var significant = start
        while significant < end - 1, bytes[significant] == 48 { significant += 1 }
        return (significant, end)
    }
}
