import Foundation
import SeamAccess
import Testing

/// The one runtime every machine runs on: order, re-entrancy and settling.
@Suite struct SeamStoreTests {
    /// A counter that asks for a follow-up event on `.tap` and logs what happened.
    struct Counter: SeamMachine {
        enum Event: Equatable { case tap, followUp }
        enum Effect: Equatable { case log(String), sendFollowUp }

        func reduce(_ state: Int, _ event: Event) -> SeamStep<Int, Effect> {
            switch event {
            case .tap: SeamStep(state + 1, [.log("tap \(state + 1)"), .sendFollowUp])
            case .followUp: SeamStep(state + 10, [.log("follow-up \(state + 10)")])
            }
        }
    }

    final class Owner {
        let store = SeamStore(Counter(), state: 0)
        var trace: [String] = []

        init() {
            store.run(
                willReduce: { [weak self] in self?.trace.append("will \($0)") },
                didReduce: { [weak self] old, step in self?.trace.append("did \(old)→\(step.state)") },
                perform: { [weak self] effect in
                    switch effect {
                    case .log(let text): self?.trace.append(text)
                    case .sendFollowUp: self?.store.send(.followUp)
                    }
                },
                didSettle: { [weak self] in self?.trace.append("settled") })
        }
    }

    /// An event sent while another is handled (by a subscriber told of a change, or an effect
    /// that answers at once) is queued, not reduced inside the running step.
    @Test func anEventSentByAnEffectWaitsForTheOneBeingHandled() {
        let owner = Owner()
        let effects = owner.store.send(.tap)
        #expect(effects == [.log("tap 1"), .sendFollowUp])
        #expect(owner.store.state == 11)
        #expect(owner.trace == ["will tap", "did 0→1", "tap 1", "will followUp", "did 1→11", "follow-up 11", "settled"])
    }

    /// An event sent from `didSettle` (a subscriber told of a published value) is handled at once,
    /// and `didSettle` runs again once the running one returns, so a value is never published
    /// from inside its own notification.
    @Test func anEventSentWhileSettlingIsHandledAndSettledAgainAfterwards() {
        let store = SeamStore(Counter(), state: 0)
        var settles = 0
        var published: [Int] = []
        store.run(perform: { _ in }, didSettle: {
            settles += 1
            published.append(store.state)
            // A subscriber told of the first value sends once more.
            if store.state == 1 { #expect(store.send(.followUp) == [.log("follow-up 11")]) }
        })
        store.send(.tap)
        #expect(published == [1, 11])
        #expect(settles == 2)
    }

    @Test func aStoreDoesNotKeepItsOwner() {
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            owner.store.send(.tap)
        }
        #expect(weakOwner == nil)
    }
}
