import Foundation
import SeamAccess
import Testing

/// When a key list opens the only usable key's card by itself.
struct SeamSoleKeyOpeningTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    var one: [SeamAccessCredential] { [SeamAccessCredential(id: "room", name: "Room 7", location: "Marina")] }
    var oneUsableOfThree: [SeamAccessCredential] {
        one + [
            SeamAccessCredential(id: "old", name: "Old", location: "", expiry: now.addingTimeInterval(-60)),
            SeamAccessCredential(id: "wait", name: "Wait", location: "", errors: [.awaitingLocalCredential]),
        ]
    }

    func decide(_ opening: inout SeamSoleKeyOpening, _ keys: [SeamAccessCredential],
                content: SeamCredentialsViewModel.Content = .credentials, selected: String? = nil,
                pending: Bool = false) -> String? {
        opening.keyToOpen(content: content, credentials: keys, selectedId: selected, isRequestPending: pending, now: now)
    }

    @Test func opensTheOnlyUsableKeyOnceTheKeysHaveLoaded() {
        var opening = SeamSoleKeyOpening()
        opening.appeared()
        #expect(decide(&opening, [], content: .loading) == nil)
        #expect(!opening.isDecided, "still waiting for the keys")
        #expect(decide(&opening, [], content: .empty) == nil)
        #expect(decide(&opening, oneUsableOfThree) == "room")
        #expect(decide(&opening, oneUsableOfThree) == nil, "once per appearance")
    }

    @Test func twoUsableKeysOrNoneOpenNothingAndLaterChangesDoNotEither() {
        var opening = SeamSoleKeyOpening()
        opening.appeared()
        let two = one + [SeamAccessCredential(id: "gym", name: "Gym", location: "")]
        #expect(decide(&opening, two) == nil)
        #expect(decide(&opening, one) == nil, "a key going away later does not pop a card up")
        var expiredOnly = SeamSoleKeyOpening()
        expiredOnly.appeared()
        #expect(decide(&expiredOnly, Array(oneUsableOfThree.dropFirst())) == nil)
    }

    @Test func aSelectionOrAPendingRequestWins() {
        var selected = SeamSoleKeyOpening()
        selected.appeared()
        #expect(decide(&selected, one, selected: "room") == nil)
        var requested = SeamSoleKeyOpening()
        requested.appeared()
        #expect(decide(&requested, one, pending: true) == nil)
        #expect(decide(&requested, one) == nil, "the request's card decides this appearance")
    }

    @Test func closingTheCardKeepsTheListAListUntilItAppearsAgain() {
        var opening = SeamSoleKeyOpening()
        opening.appeared()
        #expect(decide(&opening, one) == "room")
        opening.cardClosed()
        #expect(decide(&opening, one) == nil)
        opening.appeared()  // a full-screen card closing shows the list again
        #expect(decide(&opening, one) == nil, "the person just closed it")
        opening.appeared()  // the person came back to the screen later
        #expect(decide(&opening, one) == "room")
    }

    @Test func canBeTurnedOff() {
        var opening = SeamSoleKeyOpening(isEnabled: false)
        opening.appeared()
        #expect(decide(&opening, one) == nil)
    }
}
