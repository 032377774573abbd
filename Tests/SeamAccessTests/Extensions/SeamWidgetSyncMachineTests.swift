import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// When the widget sync writes the snapshot and reloads, step by step.
@Suite struct SeamWidgetSyncMachineTests {
    typealias Machine = SeamWidgetSyncMachine
    let machine = Machine()
    let keys = [Fixture.key("k")]

    /// Runs `events` from `start`, collecting every effect.
    func run(_ events: [Machine.Event], from start: Machine.State) -> (Machine.State, [Machine.Effect]) {
        events.reduce((start, [Machine.Effect]())) { result, event in
            let step = machine.reduce(result.0, event)
            return (step.state, result.1 + step.effects)
        }
    }

    var active: Machine.State { .init(credentials: keys, isActive: true) }

    /// Changes wait for the next turn: a sign-out's "no keys" then "inactive" ask for one turn,
    /// which writes nothing twice and reloads once.
    @Test func changesAreGatheredUntilTheNextTurn() {
        let (synced, first) = run([.launched, .due], from: active)
        #expect(first == [.schedule, .writeSnapshot(keys), .reload, .keysChanged])
        let (signedOut, effects) = run([.credentialsChanged([]), .activeChanged(false), .signedOut, .due], from: synced)
        #expect(effects == [.schedule, .removeSnapshot, .reload, .keysChanged])
        #expect(!signedOut.isScheduled)
    }

    /// A sync that found nothing new spends no reload: the widget's budget lasts.
    @Test func nothingNewReloadsNothing() {
        let (synced, _) = run([.launched, .due], from: active)
        let (_, effects) = run([.credentialsChanged(keys), .due], from: synced)
        #expect(effects == [.schedule])
    }

    /// A launch still activating keeps the last run's snapshot and widget; a sign-out before
    /// activation clears them all the same (the widget may show that run's keys).
    @Test func beforeTheFirstActiveStateOnlyASignOutActs() {
        let launching = Machine.State(credentials: [], isActive: false)
        let (waiting, effects) = run([.launched, .due, .linkUsed, .due], from: launching)
        #expect(effects == [.schedule, .schedule])
        let (_, signOut) = run([.signedOut, .due], from: waiting)
        #expect(signOut == [.schedule, .removeSnapshot, .reload, .keysChanged])
    }

    /// A used Unlock link is spent: the widget reloads for a new one even when the keys are the
    /// same, but not once signed out (the snapshot is gone, nothing to renew).
    @Test func aUsedLinkReloadsOnlyWhileActive() {
        let (synced, _) = run([.launched, .due], from: active)
        let (_, renewed) = run([.linkUsed, .due], from: synced)
        #expect(renewed == [.schedule, .reload])
        let (signedOut, _) = run([.activeChanged(false), .due], from: synced)
        let (_, none) = run([.linkUsed, .due], from: signedOut)
        #expect(none == [.schedule])
    }
}
