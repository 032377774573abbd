import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The stay coordinator's decisions, step by step, with the Lock Screen and the clock given.
@Suite struct SeamStayActivityMachineTests {
    typealias Machine = SeamStayActivityMachine
    typealias Screen = Machine.LockScreen
    let machine = Machine()
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let hour: TimeInterval = 60 * 60
    let rules = SeamStayActivityCoordinator.Rules(linkFormat: SeamLinkFormat(scheme: "myapp"))
    var key: SeamAccessCredential { Fixture.key("k", expiry: now.addingTimeInterval(48 * hour)) }

    /// Runs `events` from `start`, collecting every effect.
    func run(_ events: [Machine.Event], from start: Machine.State) -> (Machine.State, [Machine.Effect]) {
        events.reduce((start, [Machine.Effect]())) { result, event in
            let step = machine.reduce(result.0, event)
            return (step.state, result.1 + step.effects)
        }
    }

    func activity(_ id: String, _ credentialId: String = "k") -> Machine.Activity {
        .init(id: id, credentialId: credentialId, state: nil)
    }

    func starts(_ effects: [Machine.Effect]) -> [SeamStayActivityPlan.Start] {
        effects.compactMap { if case .start(let start) = $0 { start } else { nil } }
    }

    func ends(_ effects: [Machine.Effect]) -> [String] {
        effects.compactMap { if case .end(let id) = $0 { id } else { nil } }
    }

    /// Active with the key listed, the app in the foreground, "k" asked for and planned once.
    func asked() -> (Machine.State, [Machine.Effect]) {
        run([.asked(credentialId: "k", .eligible, Screen()), .due(Screen(), now: now),
             .rulesRead(rules, Screen(), now: now)],
            from: .init(credentials: [key], isActive: true, signedOut: false))
    }

    @Test func aRequestIsKeptPlannedOnTheNextTurnAndRecordedOnceStarted() throws {
        let (planned, effects) = asked()
        #expect(effects.prefix(3) == [.save([SeamStayRequest(credentialId: "k")]), .schedule, .readRules])
        let start = try #require(starts(effects).first)
        #expect(effects.last == .wake(at: start.state.staleDate))
        let (started, recorded) = run([.started(start, activityId: "a1", Screen(), now: now)], from: planned)
        let request = SeamStayRequest(credentialId: "k", activityId: "a1", startedAt: now)
        #expect(recorded == [.save([request])])
        #expect(started.sent["a1"] == start.state)
        let shown = Screen(running: [.init(id: "a1", credentialId: "k", state: start.state)])
        let (_, again) = run([.asked(credentialId: "k", .eligible, shown)], from: started)
        #expect(again == [.schedule], "asking again for a running stay replaced its request")
    }

    /// Only a request the machine may meet is kept; the rest are answered and forgotten.
    @Test func aRefusedRequestChangesNothing() {
        let state = Machine.State(credentials: [key], isActive: true, signedOut: false)
        let step = machine.reduce(state, .asked(credentialId: "k", .endsTooLate, Screen()))
        #expect(step == .init(state))
    }

    /// The rules are read only to plan: reading them creates the install's link secret, which
    /// a sign-out has just rotated away, and a key nobody lists needs none.
    @Test func theRulesAreReadOnlyToPlan() {
        var read = 0
        let signedOut = Machine.State(credentials: [key], isActive: false, signedOut: true)
        #expect(Machine.eligibility(of: "k", in: signedOut, now: now) { read += 1; return rules } == .signedOut)
        let active = Machine.State(credentials: [key], isActive: true, signedOut: false)
        #expect(Machine.eligibility(of: "other", in: active, now: now) { read += 1; return rules } == .unknownKey)
        #expect(read == 0)
        #expect(Machine.eligibility(of: "k", in: active, now: now) { rules } == .eligible)
        let (_, effects) = run([.credentialsChanged([]), .activeChanged(false), .signedOut, .due(Screen(), now: now)],
                               from: active)
        #expect(!effects.contains(.readRules))
    }

    /// A sign-out forgets every request and ends every stay, the ended ones still on the Lock
    /// Screen included, each once.
    @Test func aSignOutEndsEveryStayOnce() {
        let (planned, _) = asked()
        let screen = Screen(running: [activity("a1")], lingering: [activity("old", "gone")])
        let (signedOut, effects) = run([.activeChanged(false), .signedOut, .due(screen, now: now),
                                        .due(screen, now: now)], from: planned)
        #expect(effects == [.schedule, .save([]), .end(activityId: "a1"), .end(activityId: "old"), .wake(at: nil),
                            .save([]), .wake(at: nil)])
        #expect(signedOut.requests.isEmpty)
    }

    /// A launch still activating ends only the stays no request keeps (left by a run that
    /// signed out) and plans nothing until the keys come.
    @Test func beforeTheFirstActiveStateOnlyUnkeptStaysEnd() {
        let launching = Machine.State(credentials: [], isActive: false, signedOut: false,
                                      requests: [SeamStayRequest(credentialId: "k", activityId: "kept", startedAt: now)])
        let screen = Screen(running: [activity("kept"), activity("orphan", "gone")])
        let (_, effects) = run([.launched, .due(screen, now: now)], from: launching)
        #expect(effects == [.schedule, .end(activityId: "orphan")])
    }

    /// In the background a start would be refused: the request waits for the foreground.
    @Test func aPlanInTheBackgroundStartsNothingAndKeepsTheRequest() {
        let (planned, _) = asked()
        let (waiting, effects) = run([.leftForeground, .startRefused(credentialId: "other"),
                                      .rulesRead(rules, Screen(), now: now)], from: planned)
        #expect(starts(effects).isEmpty)
        #expect(waiting.requests.keys.sorted() == ["k"])
    }

    /// A stay swiped away before its eight hours is forgotten; one the system ended comes back,
    /// and its ended activity gives way to the new one once it has started.
    @Test func aDismissedStayIsForgottenAndAnEndedOneComesBack() throws {
        let (planned, first) = asked()
        let start = try #require(starts(first).first)
        let (started, _) = run([.started(start, activityId: "a1", Screen(), now: now)], from: planned)
        let (dismissed, _) = run([.lifecycle(activityId: "a1", .dismissed, now: now.addingTimeInterval(hour))],
                                 from: started)
        #expect(dismissed.requests.isEmpty)
        let later = now.addingTimeInterval(8 * hour)
        let ended = Screen(lingering: [.init(id: "a1", credentialId: "k", state: start.state)])
        let (returning, effects) = run([.lifecycle(activityId: "a1", .ended, now: later), .due(ended, now: later),
                                        .rulesRead(rules, ended, now: later)], from: started)
        let again = try #require(starts(effects).first)
        let (_, replaced) = run([.started(again, activityId: "a2", ended, now: later)], from: returning)
        #expect(ends(replaced) == ["a1"])
    }

    /// A refused start forgets the request: it does not come back by itself.
    @Test func aRefusedStartIsForgotten() {
        let (planned, _) = asked()
        let (refused, effects) = run([.startRefused(credentialId: "k")], from: planned)
        #expect(effects == [.save([])])
        #expect(refused.requests.isEmpty)
    }

    /// Stopping ends the key's running stay and forgets its request; a plan made before the
    /// host has ended it does not end it again.
    @Test func stopEndsTheStayOnce() {
        let (planned, _) = asked()
        let screen = Screen(running: [activity("a1")])
        let (stopped, effects) = run([.stopped(credentialId: "k", screen), .rulesRead(rules, screen, now: now)],
                                     from: planned)
        #expect(ends(effects) == ["a1"])
        #expect(stopped.requests.isEmpty && stopped.ending == ["a1"])
    }
}
