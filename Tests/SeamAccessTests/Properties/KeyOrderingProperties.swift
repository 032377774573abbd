import Foundation
import PropertyBased
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The key list's order (``SeamCredentialOrdering``) as properties. Names are compared in a way
/// that may become locale-aware, so these assert what any such order must satisfy, not bytes.
@Suite struct KeyOrderingProperties {
    let now = CredentialGen.now

    private func sorted(_ keys: [SeamAccessCredential]) -> [SeamAccessCredential] {
        SeamCredentialOrdering.sorted(keys, now: now, locale: .english)
    }

    @Test func sortingIsAPermutation() async {
        await propertyCheck(input: CredentialGen.credentials) { keys in
            #expect(sorted(keys).map(\.id).sorted() == keys.map(\.id).sorted())
        }
    }

    /// Total: the result does not depend on the input's order (ids are unique, so no two keys
    /// tie), which also makes it stable from one update to the next.
    @Test func theOrderDoesNotDependOnTheInputOrder() async {
        await propertyCheck(input: CredentialGen.credentials, Gen.int(in: 0...1_000)) { keys, seed in
            var generator = SplitMix64(seed: UInt64(seed))
            var shuffled = keys
            shuffled.shuffle(using: &generator)
            #expect(sorted(shuffled).map(\.id) == sorted(keys).map(\.id))
            #expect(sorted(shuffled.reversed()).map(\.id) == sorted(keys).map(\.id))
        }
    }

    @Test func sortingIsIdempotent() async {
        await propertyCheck(input: CredentialGen.credentials) { keys in
            let once = sorted(keys)
            #expect(sorted(once) == once)
        }
    }

    /// Consistent: any two keys keep their relative order when sorted alone, so the comparison
    /// behind the list is a strict total order (transitive, antisymmetric).
    @Test func everyPairKeepsItsRelativeOrder() async {
        await propertyCheck(input: CredentialGen.credentials) { keys in
            let order = sorted(keys)
            for i in order.indices {
                for j in order.indices where i < j {
                    #expect(sorted([order[j], order[i]]).map(\.id) == [order[i].id, order[j].id])
                }
            }
        }
    }

    /// Usable keys first; within each group the soonest expiry first and keys without one last.
    @Test func usableFirstThenSoonestExpiry() async {
        await propertyCheck(input: CredentialGen.credentials) { keys in
            let order = sorted(keys)
            for (a, b) in zip(order, order.dropFirst()) {
                #expect(a.isUsable(at: now) || !b.isUsable(at: now))
                if a.isUsable(at: now) == b.isUsable(at: now) {
                    #expect((a.expiry ?? .distantFuture) <= (b.expiry ?? .distantFuture))
                }
            }
        }
    }

    /// Names that differ only in letter case, or in a number's leading zeros, are ties broken by
    /// id, whatever their input order (documented: case-insensitive, numbers by value).
    @Test func caseAndLeadingZerosAreTies() async {
        await propertyCheck(input: Gen.int(in: 0...99), Gen.bool) { number, swap in
            let a = SeamAccessCredential(id: "a", name: "Room \(number)", location: "")
            let b = SeamAccessCredential(id: "b", name: "ROOM 0\(number)", location: "")
            #expect(sorted(swap ? [b, a] : [a, b]).map(\.id) == ["a", "b"])
        }
    }

    /// Numbers compare by value: "Room 9" before "Room 10".
    @Test func numbersCompareByValue() async {
        await propertyCheck(input: Gen.int(in: 0...9_999), Gen.int(in: 0...9_999)) { x, y in
            guard x != y else { return }
            let small = SeamAccessCredential(id: "z-small", name: "Room \(min(x, y))", location: "")
            let large = SeamAccessCredential(id: "a-large", name: "Room \(max(x, y))", location: "")
            #expect(sorted([large, small]).map(\.id) == ["z-small", "a-large"])
        }
    }
}
