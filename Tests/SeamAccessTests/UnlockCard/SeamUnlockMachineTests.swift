import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// Every (phase, event) pair of the unlock machine: the transitions listed in `table`, and a
/// no-op (same phase, no effects) for every pair that is not listed.
struct SeamUnlockMachineTests {
    typealias Event = SeamUnlockMachine.Event
    typealias Step = SeamUnlockMachine.Step

    static let phases: [(String, SeamUnlockCardViewModel.Phase)] = [
        ("idle", .idle), ("unlocking", .unlocking), ("granted", .granted), ("timedOut", .timedOut),
        ("failed", .connectionFailed(debugDescription: "x")), ("blocked", .blocked(.expired)),
        ("noIntegration", .preflightFailed(.integrationNotFound)), ("missing", .preflightFailed(.invalidCredentialId)),
    ]

    static let events: [(String, Event)] = [
        ("unlock", .unlockRequested), ("retry", .retryRequested), ("cancel", .cancelRequested),
        ("threwIntegration", .unlockThrew(.integrationNotFound)),
        ("threwCredential", .unlockThrew(.credentialErrors([.expired]))),
        ("launched", .received(.launched)), ("grantedEvent", .received(.grantedAccess)),
        ("timedOutEvent", .received(.timedOut)), ("failedEvent", .received(.connectionFailed(debugDescription: "x"))),
        ("removed", .credentialUpdated(errors: nil)), ("ready", .credentialUpdated(errors: [])),
        ("gotError", .credentialUpdated(errors: [.expired])), ("dwell", .successDwellElapsed),
        ("done", .doneRequested), ("close", .closeRequested),
    ]

    static let start = SeamUnlockMachine.Effect.startUnlock(timeout: 10)
    static let missing = SeamUnlockCardViewModel.Phase.preflightFailed(.invalidCredentialId)
    static let blocked = SeamUnlockCardViewModel.Phase.blocked(.expired)

    static let table: [String: Step] = [
        "idle+unlock": Step(.unlocking, [start]),
        "idle+retry": Step(.unlocking, [start]),
        "idle+removed": Step(missing, [.announce(missing)]),
        "idle+gotError": Step(blocked, [.announce(blocked)]),

        "unlocking+cancel": Step(.idle, [.cancelUnlock]),
        "unlocking+threwIntegration": Step(.preflightFailed(.integrationNotFound),
                                           [.haptic(.error), .announce(.preflightFailed(.integrationNotFound))]),
        "unlocking+threwCredential": Step(blocked, [.haptic(.error), .announce(blocked)]),
        "unlocking+launched": Step(.unlocking, [.haptic(.start), .announce(.unlocking)]),
        "unlocking+grantedEvent": Step(.granted, [.haptic(.success), .announce(.granted), .scheduleSuccessDwell(3)]),
        "unlocking+timedOutEvent": Step(.timedOut, [.haptic(.warning), .announce(.timedOut)]),
        "unlocking+failedEvent": Step(.connectionFailed(debugDescription: "x"),
                                      [.haptic(.error), .announce(.connectionFailed(debugDescription: "x")),
                                       .logFailure(debugDescription: "x")]),
        "unlocking+removed": Step(missing, [.cancelUnlock, .haptic(.error), .announce(missing)]),
        "unlocking+gotError": Step(blocked, [.cancelUnlock, .haptic(.error), .announce(blocked)]),

        "granted+unlock": Step(.unlocking, [.cancelSuccessDwell, start]),
        "granted+retry": Step(.unlocking, [.cancelSuccessDwell, start]),
        "granted+cancel": Step(.idle, [.cancelSuccessDwell]),
        "granted+removed": Step(missing, [.cancelSuccessDwell, .announce(missing)]),
        "granted+gotError": Step(blocked, [.cancelSuccessDwell, .announce(blocked)]),
        "granted+dwell": Step(.idle, []),
        "granted+done": Step(.idle, [.cancelSuccessDwell, .finish(.doneTapped)]),

        "timedOut+unlock": Step(.unlocking, [start]),
        "timedOut+retry": Step(.unlocking, [start]),
        "timedOut+cancel": Step(.idle, []),
        "timedOut+removed": Step(missing, [.announce(missing)]),
        "timedOut+gotError": Step(blocked, [.announce(blocked)]),

        "failed+unlock": Step(.unlocking, [start]),
        "failed+retry": Step(.unlocking, [start]),
        "failed+cancel": Step(.idle, []),
        "failed+removed": Step(missing, [.announce(missing)]),
        "failed+gotError": Step(blocked, [.announce(blocked)]),

        "blocked+removed": Step(missing, [.announce(missing)]),
        "blocked+ready": Step(.idle, [.announce(.idle)]),

        "noIntegration+unlock": Step(.unlocking, [start]),
        "noIntegration+retry": Step(.unlocking, [start]),
        "noIntegration+cancel": Step(.idle, []),
        "noIntegration+removed": Step(missing, [.announce(missing)]),
        "noIntegration+gotError": Step(blocked, [.announce(blocked)]),

        "missing+unlock": Step(.unlocking, [start]),
        "missing+retry": Step(.unlocking, [start]),
        "missing+cancel": Step(.idle, []),
        "missing+ready": Step(.idle, [.announce(.idle)]),
        "missing+gotError": Step(blocked, [.announce(blocked)]),

        // Close (issue 30, item 4): every outcome can be left, and the container hears of it.
        "granted+close": Step(.idle, [.cancelSuccessDwell, .finish(.closed)]),
        "timedOut+close": Step(.idle, [.finish(.closed)]),
        "failed+close": Step(.idle, [.finish(.closed)]),
        "blocked+close": Step(blocked, [.finish(.closed)]),
        "noIntegration+close": Step(.idle, [.finish(.closed)]),
        "missing+close": Step(.idle, [.finish(.closed)]),
    ]

    @Test func everyPhaseAndEventPairBehavesAsTabulated() {
        let machine = SeamUnlockMachine()
        var covered = 0
        for (phaseName, phase) in Self.phases {
            for (eventName, event) in Self.events {
                let key = "\(phaseName)+\(eventName)"
                let expected = Self.table[key] ?? Step(phase, [])
                #expect(machine.reduce(phase, event) == expected, "\(key)")
                covered += 1
            }
        }
        #expect(covered == 120)
        #expect(Set(Self.table.keys).count == Self.table.count)
    }

    @Test func tableNamesOnlyRealPairs() {
        let names = Set(Self.phases.flatMap { phase in Self.events.map { "\(phase.0)+\($0.0)" } })
        #expect(Set(Self.table.keys).isSubset(of: names))
    }

    @Test func successDwellCanDismissTheCard() {
        let machine = SeamUnlockMachine(configuration: .init(timeout: 4, successDwell: 1.5, dismissesOnSuccess: true))
        #expect(machine.reduce(.idle, .unlockRequested) == Step(.unlocking, [.startUnlock(timeout: 4)]))
        #expect(machine.reduce(.unlocking, .received(.grantedAccess)).effects.last == .scheduleSuccessDwell(1.5))
        #expect(machine.reduce(.granted, .successDwellElapsed) == Step(.idle, [.finish(.successDwellElapsed)]))
    }

    @Test func withoutADwellSuccessStaysUntilTheUserActs() {
        let machine = SeamUnlockMachine(configuration: .init(successDwell: nil))
        let step = machine.reduce(.unlocking, .received(.grantedAccess))
        #expect(step == Step(.granted, [.haptic(.success), .announce(.granted)]))
    }

    @Test func retryIsOfferedOnlyForRetryableOutcomes() {
        #expect(SeamUnlockCardViewModel.Phase.timedOut.canRetry)
        #expect(SeamUnlockCardViewModel.Phase.connectionFailed(debugDescription: "").canRetry)
        #expect(SeamUnlockCardViewModel.Phase.preflightFailed(.internetConnectionRequired).canRetry)
        #expect(!SeamUnlockCardViewModel.Phase.preflightFailed(.integrationNotFound).canRetry)
        #expect(!SeamUnlockCardViewModel.Phase.idle.canRetry)
        #expect(!SeamUnlockCardViewModel.Phase.blocked(.expired).canRetry)
        #expect(!SeamUnlockCardViewModel.Phase.granted.canRetry)
    }
}
