import Foundation
import SeamAccess
import Testing

/// The decisions of Wallet suppression, step by step.
@Suite struct SeamWalletSuppressionMachineTests {
    typealias Machine = SeamWalletSuppressionMachine
    let machine = Machine()
    let token = SeamWalletSuppressionHold.SuppressionToken(7)

    /// Runs events from an empty state, collecting every effect.
    func run(_ events: [Machine.Event], from start: Machine.State = .init()) -> (Machine.State, [Machine.Effect]) {
        events.reduce((start, [Machine.Effect]())) { result, event in
            let step = machine.reduce(result.0, event)
            return (step.state, result.1 + step.effects)
        }
    }

    func ends(_ effects: [Machine.Effect]) -> [SeamWalletSuppressionHold.SuppressionToken] {
        effects.compactMap { if case .end(let token) = $0 { token } else { nil } }
    }

    func logs(_ effects: [Machine.Effect]) -> [SeamLogger.Level] {
        effects.compactMap { if case .log(let level, _) = $0 { level } else { nil } }
    }

    @Test func theFirstAttemptAsksAndTheLastOneToEndReleases() {
        let (asked, effects) = run([.attemptStarted(isAvailable: true), .requestIssued(id: 1, token: token),
                                    .answered(id: 1, result: .success), .attemptStarted(isAvailable: true)])
        #expect(effects == [.request(id: 1)])
        #expect(asked.isSuppressing)
        let (afterFirst, firstEnd) = run([.attemptEnded], from: asked)
        #expect(firstEnd.isEmpty)
        #expect(afterFirst.isSuppressing)
        let (done, lastEnd) = run([.attemptEnded], from: afterFirst)
        #expect(lastEnd == [.end(token)])
        #expect(!done.isSuppressing && done.request == nil)
    }

    @Test func aReleaseBeforeTheAnswerEndsTheSuppressionWhenTheAnswerGrantsIt() {
        let (waiting, early) = run([.attemptStarted(isAvailable: true), .requestIssued(id: 1, token: token), .attemptEnded])
        #expect(ends(early).isEmpty)
        #expect(waiting.request != nil)
        let (done, late) = run([.answered(id: 1, result: .success)], from: waiting)
        #expect(ends(late) == [token])
        #expect(done.request == nil)
    }

    @Test func anAnswerGivenBeforeTheTokenIsKnownIsKeptUntilItIs() {
        let (_, effects) = run([.attemptStarted(isAvailable: true), .answered(id: 1, result: .success), .attemptEnded,
                                .requestIssued(id: 1, token: token)])
        #expect(ends(effects) == [token])
    }

    @Test func anAttemptStartingWhileAReleaseWaitsForItsAnswerKeepsTheRequest() {
        let (state, effects) = run([.attemptStarted(isAvailable: true), .requestIssued(id: 1, token: token), .attemptEnded,
                                    .attemptStarted(isAvailable: true), .answered(id: 1, result: .success)])
        #expect(effects == [.request(id: 1)])
        #expect(state.isSuppressing)
    }

    func requests(_ effects: [Machine.Effect]) -> Int {
        effects.filter { if case .request = $0 { true } else { false } }.count
    }

    /// One attempt whose request `id` the system denies.
    func deniedAttempt(_ id: Int) -> [Machine.Event] {
        [.attemptStarted(isAvailable: true), .requestIssued(id: id, token: SeamWalletSuppressionHold.SuppressionToken(id)),
         .answered(id: id, result: .denied), .attemptEnded]
    }

    @Test func aDenialIsLoggedOnceAsAWarningAndTheNextAttemptAsksAgain() {
        let (state, effects) = run(deniedAttempt(1) + deniedAttempt(2) + [.attemptStarted(isAvailable: true)])
        #expect(requests(effects) == 3)
        #expect(logs(effects) == [.warning])
        #expect(ends(effects).isEmpty)
        #expect(state.stop == nil)
        #expect(state.consecutiveDenials == 2)
        if case .log(_, let message) = effects.first(where: { if case .log = $0 { true } else { false } }) {
            #expect(message.contains("com.apple.developer.passkit.pass-presentation-suppression"))
        } else {
            Issue.record("No warning logged")
        }
    }

    @Test func threeDenialsInARowStopTheAsking() {
        let (state, effects) = run(deniedAttempt(1) + deniedAttempt(2) + deniedAttempt(3)
                                   + [.attemptStarted(isAvailable: true), .attemptEnded])
        #expect(requests(effects) == 3)
        #expect(logs(effects) == [.warning, .info])
        #expect(state.stop == .denied)
    }

    @Test func aSuccessStartsTheCountOver() {
        let granted: [Machine.Event] = [.attemptStarted(isAvailable: true), .requestIssued(id: 3, token: token),
                                        .answered(id: 3, result: .success), .attemptEnded]
        let (state, effects) = run(deniedAttempt(1) + deniedAttempt(2) + granted + deniedAttempt(4) + deniedAttempt(5)
                                   + [.attemptStarted(isAvailable: true)])
        #expect(requests(effects) == 6)
        #expect(logs(effects) == [.warning])
        #expect(state.stop == nil)
        #expect(state.consecutiveDenials == 2)
    }

    /// A card's hold during the owner's question, then the unlock's own attempt: one denial,
    /// not two, and the next unlock asks again.
    @Test func overlappingAttemptsAfterADenialAreNotAskedForAgainUntilAllEnd() {
        let (state, effects) = run([.attemptStarted(isAvailable: true), .requestIssued(id: 1, token: token),
                                    .answered(id: 1, result: .denied),
                                    .attemptStarted(isAvailable: true), .attemptEnded, .attemptEnded])
        #expect(requests(effects) == 1)
        #expect(state.consecutiveDenials == 1)
        let next = Machine().reduce(state, .attemptStarted(isAvailable: true))
        #expect(requests(next.effects) == 1)
    }

    @Test func theNumberOfDenialsIsConfigurable() {
        let (state, effects) = run(deniedAttempt(1) + [.attemptStarted(isAvailable: true)])
        #expect(requests(effects) == 2)
        let once = SeamWalletSuppressionMachine(denialsBeforeStopping: 0)
        #expect(once.denialsBeforeStopping == 1)
        let stopped = deniedAttempt(1).reduce(Machine.State()) { once.reduce($0, $1).state }
        #expect(stopped.stop == .denied)
        #expect(state.stop == nil)
    }

    @Test func notSupportedIsNeverAskedAgain() {
        let (state, effects) = run([.attemptStarted(isAvailable: true), .requestIssued(id: 1, token: SeamWalletSuppressionHold.SuppressionToken(0)),
                                    .answered(id: 1, result: .notSupported), .attemptEnded,
                                    .attemptStarted(isAvailable: true), .attemptEnded])
        #expect(effects.filter { if case .request = $0 { true } else { false } }.count == 1)
        #expect(logs(effects) == [.info])
        #expect(state.stop == .notSupported)
    }

    @Test func anUnavailableProcessNeverAsksAndSaysSoOnce() {
        let (state, effects) = run([.attemptStarted(isAvailable: false), .attemptEnded,
                                    .attemptStarted(isAvailable: false), .attemptEnded])
        #expect(!effects.contains { if case .request = $0 { true } else { false } })
        #expect(logs(effects) == [.info])
        #expect(state.stop == .unavailable)
    }

    @Test(arguments: [SeamWalletSuppressionHold.SuppressionResult.alreadyPresenting, .cancelled])
    func aPassingRefusalEndsNothingAndTheNextAttemptAsksAgain(result: SeamWalletSuppressionHold.SuppressionResult) {
        let (state, effects) = run([.attemptStarted(isAvailable: true), .requestIssued(id: 1, token: token),
                                    .answered(id: 1, result: result), .attemptEnded, .attemptStarted(isAvailable: true)])
        #expect(ends(effects).isEmpty)
        #expect(effects.filter { if case .request = $0 { true } else { false } } == [.request(id: 1), .request(id: 2)])
        #expect(state.stop == nil)
    }

    @Test func aSuppressionTheSystemCancelsMidAttemptIsNotEndedAgain() {
        let (state, effects) = run([.attemptStarted(isAvailable: true), .requestIssued(id: 1, token: token),
                                    .answered(id: 1, result: .success), .answered(id: 1, result: .cancelled), .attemptEnded])
        #expect(ends(effects).isEmpty)
        #expect(state.request == nil)
    }

    @Test func anAnswerForAnEndedRequestIsIgnored() {
        let (ended, _) = run([.attemptStarted(isAvailable: true), .requestIssued(id: 1, token: token),
                              .answered(id: 1, result: .success), .attemptEnded])
        let (state, effects) = run([.answered(id: 1, result: .denied)], from: ended)
        #expect(effects.isEmpty)
        #expect(state.stop == nil)
    }
}
