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

    /// Nothing is decided while nothing is listed yet: the list asks again when the keys arrive.
    @Test func opensTheOnlyUsableKeyOnceTheKeysHaveLoaded() {
        var opening = SeamSoleKeyOpening()
        #expect(decide(&opening, [], content: .loading) == nil)
        #expect(!opening.isDecided, "still waiting for the keys")
        #expect(decide(&opening, [], content: .empty) == nil)
        #expect(decide(&opening, oneUsableOfThree) == "room")
        #expect(decide(&opening, oneUsableOfThree) == nil, "once per time in the foreground")
    }

    /// Under a pushed screen or in another tab, coming back from the background must not pop
    /// the card over an unrelated screen: the list decides when it is back on screen.
    @Test func nothingOpensWhileTheListIsOffScreen() {
        var opening = SeamSoleKeyOpening()
        opening.listDisappeared()
        opening.sceneChanged(to: .background)
        opening.sceneChanged(to: .active)
        #expect(decide(&opening, one) == nil)
        #expect(!opening.isDecided, "decided once the list is back")
        opening.listAppeared()
        #expect(decide(&opening, one) == "room")
    }

    /// Only usable keys count (expired, not started or needing something first do not). Once the
    /// keys were shown, a key appearing or going later (or the list appearing again after a sheet
    /// or a navigation pop) must not pop a card up under the person's finger.
    @Test func twoUsableKeysOrNoneOpenNothingAndLaterChangesDoNotEither() {
        var opening = SeamSoleKeyOpening()
        let two = one + [SeamAccessCredential(id: "gym", name: "Gym", location: "")]
        #expect(decide(&opening, two) == nil)
        #expect(decide(&opening, one) == nil, "a key going away later does not pop a card up")
        var expiredOnly = SeamSoleKeyOpening()
        #expect(decide(&expiredOnly, Array(oneUsableOfThree.dropFirst())) == nil)
    }

    /// A selected key, or a card a link, widget or shortcut asked for (the router's pending
    /// request), decides this time in the foreground instead.
    @Test func aSelectionOrAPendingRequestWins() {
        var selected = SeamSoleKeyOpening()
        #expect(decide(&selected, one, selected: "room") == nil)
        var requested = SeamSoleKeyOpening()
        #expect(decide(&requested, one, pending: true) == nil)
        #expect(decide(&requested, one) == nil, "the request's card decides this time")
    }

    /// After the person closed the card the list stays a list until the app has been in the
    /// background; the app switcher or a system alert (`.inactive`) is not a new visit.
    @Test func closingTheCardKeepsTheListAListUntilTheAppComesBackFromTheBackground() {
        var opening = SeamSoleKeyOpening()
        #expect(decide(&opening, one) == "room")
        opening.cardClosed()
        // Closing a sheet does not make the list appear again: nothing arms it but the scene.
        #expect(decide(&opening, one) == nil, "the person just closed it")
        #expect(decide(&opening, oneUsableOfThree) == nil, "a refresh after closing opens nothing either")
        opening.sceneChanged(to: .inactive)  // the app switcher, a system alert
        opening.sceneChanged(to: .active)
        #expect(decide(&opening, one) == nil, "a glance at the app switcher is not a new visit")
        opening.sceneChanged(to: .inactive)
        opening.sceneChanged(to: .background)
        #expect(decide(&opening, one) == nil, "not while in the background")
        opening.sceneChanged(to: .inactive)
        opening.sceneChanged(to: .active)  // the guest comes back to the app later
        #expect(decide(&opening, one) == "room")
        #expect(decide(&opening, one) == nil, "once per time in the foreground")
    }

    /// Not behind the app switcher, a system alert or the Lock Screen: it decides once active.
    @Test func opensOnlyWhileTheSceneIsActive() {
        var opening = SeamSoleKeyOpening(scenePhase: .inactive)
        #expect(decide(&opening, one) == nil)
        #expect(!opening.isDecided, "it decides once the scene is active")
        opening.sceneChanged(to: .active)
        #expect(decide(&opening, one) == "room")
    }

    @Test func theSceneComingBackDoesNotOpenOverACardThatIsShowing() {
        var opening = SeamSoleKeyOpening()
        #expect(decide(&opening, one) == "room")
        opening.sceneChanged(to: .background)
        opening.sceneChanged(to: .active)
        #expect(decide(&opening, one, selected: "room") == nil)
    }

    /// SwiftUI does not call `onDisappear` on the list when the app shows its own sheet over it,
    /// so an app presenting one over the list at launch turns this off (`.seamOpensSoleKey(false)`).
    @Test func canBeTurnedOff() {
        var opening = SeamSoleKeyOpening(isEnabled: false)
        #expect(decide(&opening, one) == nil)
    }
}
