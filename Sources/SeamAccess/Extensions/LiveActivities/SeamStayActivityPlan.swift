import Foundation

/// Which stays on the Lock Screen to start, update and end, from the keys, the clock and the
/// activities running now: the rules of the Live Activity as a value. A stay starts only for a
/// requested key that is eligible now (``SeamStayActivityCoordinator/Rules/eligibility(of:now:)``),
/// is updated when what it shows or its links are due to change, and ends at checkout, when its
/// key goes, on sign-out, or as a duplicate (`SeamStayActivityPlanTests` pins each rule).
package struct SeamStayActivityPlan: Hashable, Sendable {
    /// An activity the system shows now.
    package struct RunningActivity: Hashable, Sendable {
        /// ActivityKit's id for it.
        package let id: String
        /// The key it shows (its attributes).
        package let credentialId: String
        /// What it shows now; `nil` when unknown (it is then updated).
        package let state: SeamStayActivityState?

        package init(id: String, credentialId: String, state: SeamStayActivityState?) {
            self.id = id
            self.credentialId = credentialId
            self.state = state
        }
    }

    package struct Start: Hashable, Sendable {
        package let credentialId: String
        package let state: SeamStayActivityState
    }

    package struct Update: Hashable, Sendable {
        package let activityId: String
        package let credentialId: String
        package let state: SeamStayActivityState
    }

    package struct End: Hashable, Sendable {
        package let activityId: String
        package let credentialId: String
        package let reason: EndReason
    }

    /// Why a stay ends. Every reason removes it from the Lock Screen at once: a stay that has
    /// ended, or a signed-out app's key, has nothing left to offer there.
    package enum EndReason: String, Hashable, Sendable, CaseIterable {
        /// The checkout has come.
        case expired
        /// The key is no longer listed.
        case keyRemoved
        /// The key no longer has an expiry.
        case noCheckout
        /// The app signed out (deactivated, with or without deintegrating).
        case signedOut
        /// Another activity already shows the key.
        case duplicate
        /// The app asked to stop it.
        case stopped
    }

    package let starts: [Start]
    package let updates: [Update]
    package let ends: [End]
    /// Requests that cannot be met, and why; the caller forgets them.
    package let declined: [String: SeamStayActivityCoordinator.Eligibility]
    /// When to plan again even if nothing else changes: the next countdown start, checkout or
    /// link renewal; `nil` when nothing is running or starting.
    package let nextEvaluation: Date?

    /// - Parameters:
    ///   - credentials: The keys; `nil` when signed out.
    ///   - requested: Keys the app asked to show that are not running yet.
    ///   - running: The activities the system shows now.
    ///   - usedLinks: Keys whose Unlock link the app used since the last plan: their stays
    ///     get new links now.
    package init(credentials: [SeamAccessCredential]?, requested: Set<String>, running: [RunningActivity],
                rules: SeamStayActivityCoordinator.Rules, now: Date, renewingLinksOf usedLinks: Set<String> = []) {
        guard let credentials else {
            starts = []
            updates = []
            ends = running.map { End(activityId: $0.id, credentialId: $0.credentialId, reason: .signedOut) }
            declined = Dictionary(uniqueKeysWithValues: requested.map { ($0, .signedOut) })
            nextEvaluation = nil
            return
        }
        let byId = Dictionary(credentials.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var updates: [Update] = []
        var ends: [End] = []
        var moments: [Date] = []
        var shown: Set<String> = []
        for activity in running {
            guard shown.insert(activity.credentialId).inserted else {
                ends.append(End(activityId: activity.id, credentialId: activity.credentialId, reason: .duplicate))
                continue
            }
            if let reason = Self.endReason(byId[activity.credentialId], now: now) {
                ends.append(End(activityId: activity.id, credentialId: activity.credentialId, reason: reason))
                continue
            }
            guard let credential = byId[activity.credentialId],
                  let state = Self.state(for: credential, previous: activity.state, rules: rules, now: now,
                                         renewingLinks: usedLinks.contains(credential.id)) else { continue }
            moments += Self.moments(of: state, rules: rules, now: now)
            if state != activity.state {
                updates.append(Update(activityId: activity.id, credentialId: activity.credentialId, state: state))
            }
        }
        var starts: [Start] = []
        var declined: [String: SeamStayActivityCoordinator.Eligibility] = [:]
        for id in requested.subtracting(shown).sorted() {
            guard let credential = byId[id] else { continue }
            let eligibility = rules.eligibility(of: credential, now: now)
            guard eligibility == .eligible,
                  let state = Self.state(for: credential, previous: nil, rules: rules, now: now) else {
                declined[id] = eligibility
                continue
            }
            moments += Self.moments(of: state, rules: rules, now: now)
            starts.append(Start(credentialId: id, state: state))
        }
        self.starts = starts
        self.updates = updates
        self.ends = ends
        self.declined = declined
        nextEvaluation = moments.min()
    }

    /// Why a running stay for `credential` must end at `now`, if it must. A key that cannot
    /// unlock for another reason (a problem the person can fix) stays, showing the problem.
    private static func endReason(_ credential: SeamAccessCredential?, now: Date) -> EndReason? {
        guard let credential else { return .keyRemoved }
        guard let expiry = credential.expiry else { return .noCheckout }
        // The backend may report the end before the clock reaches it (a stay cut short).
        return expiry <= now || credential.errors.contains(.expired) ? .expired : nil
    }

    /// The state to show, keeping the previous links while they are fresh (and not used:
    /// `renewingLinks`) so that an unchanged key asks for no update. Each signing makes a new
    /// nonce, so a kept Unlock link is the previous one itself, while the format still finds
    /// it valid (a new secret or scheme signs again); an unsigned one is the same when rebuilt.
    private static func state(for credential: SeamAccessCredential, previous: SeamStayActivityState?,
                              rules: SeamStayActivityCoordinator.Rules, now: Date,
                              renewingLinks: Bool = false) -> SeamStayActivityState? {
        var signedAt = now
        var kept: SeamStayActivityContent?
        if !renewingLinks, let previous = previous?.content, previous.linksSignedAt <= now,
           rules.linkRenewal(signedAt: previous.linksSignedAt).map({ $0 > now }) ?? true {
            signedAt = previous.linksSignedAt
            kept = previous
        }
        guard var content = SeamStayActivityContent(credential: credential, rules: rules, now: now,
                                                    linksSignedAt: signedAt) else { return nil }
        if content.unlockURL != nil, let keptURL = kept?.unlockURL,
           rules.linkFormat.signsAutoStartLinks, rules.linkFormat.startsUnlock(keptURL, at: now) {
            content.unlockURL = keptURL
        }
        return SeamStayActivityState(content: content, now: now)
    }

    /// The moments after `now` at which `state` changes by itself.
    private static func moments(of state: SeamStayActivityState, rules: SeamStayActivityCoordinator.Rules, now: Date) -> [Date] {
        let content = state.content
        return [content.countdownStart, content.checkout, rules.linkRenewal(signedAt: content.linksSignedAt)]
            .compactMap { $0 }
            .filter { $0 > now }
    }
}
