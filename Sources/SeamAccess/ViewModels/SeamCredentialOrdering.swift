import Foundation

/// The order keys are listed in: usable keys first, then by expiry (soonest first, keys
/// without one last), then by name (case-insensitive, numbers by value: "Room 9" before
/// "Room 10"), then by id, so the order is total and stable.
///
/// Sort keys are computed once per credential and names are compared as bytes, which keeps a
/// 1,000-key update well inside a frame (see BENCHMARKS.md).
public enum SeamCredentialOrdering {
    public static func sorted(_ credentials: [SeamAccessCredential], now: Date) -> [SeamAccessCredential] {
        let keys = credentials.map { SortKey($0, now: now) }
        // Sort small indices rather than the credentials themselves: fewer bytes to move.
        let order = keys.indices.sorted { SortKey.precedes(keys[$0], keys[$1]) }
        return order.map { credentials[$0] }
    }

    private struct SortKey {
        let isUsable: Bool
        let expiry: Double
        let name: [UInt8]
        let id: String

        init(_ credential: SeamAccessCredential, now: Date) {
            isUsable = credential.isUsable(at: now)
            expiry = credential.expiry?.timeIntervalSinceReferenceDate ?? .infinity
            name = Self.foldedName(credential.name)
            id = credential.id
        }

        /// Lowercased UTF-8; ASCII names (the common case) skip Unicode case mapping.
        static func foldedName(_ name: String) -> [UInt8] {
            var bytes = Array(name.utf8)
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return Array(name.lowercased().utf8) }
            for index in bytes.indices where (65...90).contains(bytes[index]) { bytes[index] += 32 }
            return bytes
        }

        static func precedes(_ lhs: SortKey, _ rhs: SortKey) -> Bool {
            if lhs.isUsable != rhs.isUsable { return lhs.isUsable }
            if lhs.expiry != rhs.expiry { return lhs.expiry < rhs.expiry }
            let byName = compareNames(lhs.name, rhs.name)
            if byName != 0 { return byName < 0 }
            return lhs.id < rhs.id
        }
    }

    /// Compares lowercased UTF-8 names; runs of ASCII digits compare by numeric value.
    static func compareNames(_ a: [UInt8], _ b: [UInt8]) -> Int {
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
        return (a.count - i) - (b.count - j) < 0 ? -1 : ((a.count - i) == (b.count - j) ? 0 : 1)
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
