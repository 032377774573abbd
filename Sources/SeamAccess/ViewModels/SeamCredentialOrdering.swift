import Foundation

/// The order keys are listed in: usable keys first, then by expiry (soonest first, keys
/// without one last), then by name, then by id, so the order is total and stable.
public enum SeamCredentialOrdering {
    public static func sorted(_ credentials: [SeamAccessCredential], now: Date) -> [SeamAccessCredential] {
        credentials
            .map { (usable: $0.isUsable(at: now), credential: $0) }
            .sorted { lhs, rhs in
                if lhs.usable != rhs.usable { return lhs.usable }
                let l = lhs.credential, r = rhs.credential
                switch (l.expiry, r.expiry) {
                case let (a?, b?) where a != b: return a < b
                case (.some, nil): return true
                case (nil, .some): return false
                default: break
                }
                let byName = l.name.localizedStandardCompare(r.name)
                if byName != .orderedSame { return byName == .orderedAscending }
                return l.id < r.id
            }
            .map(\.credential)
    }
}
