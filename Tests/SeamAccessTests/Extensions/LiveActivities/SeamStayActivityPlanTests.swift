import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

struct SeamStayActivityPlanTests {
    let now = TestClock().now
    let hour: TimeInterval = 60 * 60
    var day: TimeInterval { 24 * hour }
    let rules = SeamStayActivityCoordinator.Rules(linkFormat: SeamLinkFormat(scheme: "myapp"))

    func key(_ id: String, in seconds: TimeInterval?, startsIn start: TimeInterval? = nil,
             errors: [SeamCredentialError] = []) -> SeamAccessCredential {
        SeamAccessCredential(id: id, name: "Room \(id)", location: "Hotel Marina",
                             startsAt: start.map { now.addingTimeInterval($0) },
                             expiry: seconds.map { now.addingTimeInterval($0) }, errors: errors, provider: "test_lock")
    }

    func plan(_ keys: [SeamAccessCredential]?, requested: Set<String> = [],
              running: [SeamStayActivityPlan.RunningActivity] = [], rules: SeamStayActivityCoordinator.Rules? = nil,
              at date: Date? = nil) -> SeamStayActivityPlan {
        SeamStayActivityPlan(credentials: keys, requested: requested, running: running, rules: rules ?? self.rules,
                             now: date ?? now)
    }

    /// What the system would list after `plan`'s starts ran.
    func running(_ plan: SeamStayActivityPlan) -> [SeamStayActivityPlan.RunningActivity] {
        plan.starts.map { .init(id: "activity-\($0.credentialId)", credentialId: $0.credentialId, state: $0.state) }
    }

    @Test func startsOnlyTheRequestedKeyThatIsValidNowAndEndsWithinAWeek() {
        let plan = plan([key("101", in: 2 * day), key("102", in: 2 * day)], requested: ["101"])
        #expect(plan.starts.map(\.credentialId) == ["101"])
        #expect(plan.starts.first?.state.content.name == "Room 101")
        #expect(plan.starts.first?.state.content.checkout == now.addingTimeInterval(2 * day))
        #expect(plan.declined.isEmpty && plan.updates.isEmpty && plan.ends.isEmpty)
    }

    @Test func refusesKeysNotYetValidExpiredWithoutCheckoutTooLongOrUnusable() {
        let keys = [key("later", in: 2 * day, startsIn: hour), key("gone", in: -hour), key("open", in: nil),
                    key("month", in: 30 * day), key("otp", in: day, errors: [.userInteractionRequired(.enableBluetooth)])]
        let plan = plan(keys, requested: Set(keys.map(\.id)))
        #expect(plan.starts.isEmpty)
        #expect(plan.declined == ["later": .notYetValid, "gone": .expired, "open": .noCheckout, "month": .endsTooLate,
                                  "otp": .notUsable(.userInteractionRequired(.enableBluetooth))])
    }

    @Test func theLongestStayIsConfigurable() {
        var rules = rules
        rules.maximumStayLength = 2 * day
        #expect(plan([key("k", in: 3 * day)], requested: ["k"], rules: rules).declined == ["k": .endsTooLate])
        rules.maximumStayLength = 30 * day
        #expect(plan([key("k", in: 20 * day)], requested: ["k"], rules: rules).starts.count == 1)
    }

    @Test func aRequestForAKeyNotListedYetWaitsWithoutBeingRefused() {
        let plan = plan([], requested: ["k"])
        #expect(plan.starts.isEmpty && plan.declined.isEmpty)
    }

    @Test func anUnchangedKeyAsksForNoUpdateAndARequestForARunningKeyStartsNothing() {
        let keys = [key("k", in: 2 * day)]
        let first = plan(keys, requested: ["k"])
        let again = plan(keys, requested: ["k"], running: running(first), at: now.addingTimeInterval(60))
        #expect(again.starts.isEmpty && again.updates.isEmpty && again.ends.isEmpty)
    }

    @Test func updatesWhenTheNamePlaceCheckoutOrProblemsChange() throws {
        let first = plan([key("k", in: 2 * day)], requested: ["k"])
        let renamed = SeamAccessCredential(id: "k", name: "Suite 9", location: "Annex", expiry: now.addingTimeInterval(3 * day))
        let update = try #require(plan([renamed], running: running(first)).updates.first)
        #expect(update.state.content.name == "Suite 9")
        #expect(update.state.content.location == "Annex")
        #expect(update.state.content.checkout == now.addingTimeInterval(3 * day))
        let broken = plan([key("k", in: 2 * day, errors: [.contactSeamSupport])], running: running(first))
        #expect(broken.updates.first?.state.content.problem == .contactSeamSupport)
        #expect(broken.updates.first?.state.content.unlockURL == nil, "an Unlock link for a key that cannot unlock")
        #expect(broken.ends.isEmpty, "a problem the person can fix keeps the stay")
    }

    @Test func endsAtCheckoutWhenTheKeyGoesOrLosesItsExpiryAndOnSignOut() {
        let first = plan([key("k", in: 2 * day)], requested: ["k"])
        let ran = running(first)
        #expect(plan([key("k", in: 2 * day)], running: ran, at: now.addingTimeInterval(2 * day)).ends.map(\.reason) == [.expired])
        #expect(plan([key("k", in: 2 * day, errors: [.expired])], running: ran).ends.map(\.reason) == [.expired])
        #expect(plan([], running: ran).ends.map(\.reason) == [.keyRemoved])
        #expect(plan([key("k", in: nil)], running: ran).ends.map(\.reason) == [.noCheckout])
        let signedOut = plan(nil, requested: ["other"], running: ran)
        #expect(signedOut.ends.map(\.reason) == [.signedOut])
        #expect(signedOut.ends.map(\.activityId) == ["activity-k"])
        #expect(signedOut.declined == ["other": .signedOut])
        #expect(signedOut.nextEvaluation == nil)
    }

    @Test func aSecondActivityForTheSameKeyEnds() {
        let first = plan([key("k", in: 2 * day)], requested: ["k"])
        let state = first.starts.first?.state
        let twice = plan([key("k", in: 2 * day)], running: [.init(id: "a", credentialId: "k", state: state),
                                                            .init(id: "b", credentialId: "k", state: state)])
        #expect(twice.ends.map(\.activityId) == ["b"])
        #expect(twice.ends.map(\.reason) == [.duplicate])
        #expect(twice.updates.isEmpty)
    }

    @Test func theCountdownShowsInTheLastHoursAndThePlanWakesForIt() throws {
        let keys = [key("k", in: 2 * day)]
        let first = plan(keys, requested: ["k"])
        let state = try #require(first.starts.first?.state)
        let countdownStart = now.addingTimeInterval(2 * day - 3 * hour)
        #expect(state.content.countdownStart == countdownStart)
        #expect(state.content.showsCountdown(at: countdownStart.addingTimeInterval(-1)) == false)
        #expect(state.content.showsCountdown(at: countdownStart))
        #expect(state.staleDate == countdownStart, "the system redraws it at the countdown's start")
        #expect(state.relevanceScore == SeamStayActivityState.stayRelevance)
        #expect(first.nextEvaluation == countdownStart)
        #expect(plan(keys, running: running(first), at: countdownStart.addingTimeInterval(-1)).updates.isEmpty)
        let counting = try #require(plan(keys, running: running(first), at: countdownStart).updates.first?.state)
        #expect(counting.relevanceScore == SeamStayActivityState.countdownRelevance)
        #expect(counting.staleDate == now.addingTimeInterval(2 * day))
        #expect(plan(keys, running: running(first), at: countdownStart).nextEvaluation == now.addingTimeInterval(2 * day))
    }

    @Test func theCountdownWindowIsConfigurable() throws {
        var rules = rules
        rules.countdownWindow = 30 * 60
        let state = try #require(plan([key("k", in: day)], requested: ["k"], rules: rules).starts.first?.state)
        #expect(state.content.countdownStart == now.addingTimeInterval(day - 30 * 60))
        rules.countdownWindow = 10 * day
        let whole = try #require(plan([key("k", in: day)], requested: ["k"], rules: rules).starts.first?.state)
        #expect(whole.content.showsCountdown(at: now), "a window longer than the stay counts down from the start")
    }
}
