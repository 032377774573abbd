import Foundation

/// What a stay on the Lock Screen shows, as plain data (the Live Activity's content state): the
/// key's name and place, the checkout, whether it can unlock, and links to its card and (only for
/// a usable key) Unlock. Never a token, a code or a card number, and no copy: the extension writes
/// that when it draws (``SeamStayActivityPresentation``). Made by ``SeamStayActivityPlan``.
package struct SeamStayActivityContent: Codable, Hashable, Sendable {
    /// What the key opens, e.g. "Room 101".
    package var name: String
    /// Where it is, e.g. "Hotel Marina"; may be empty.
    package var location: String
    /// When the stay ends: the key's expiry.
    package var checkout: Date
    /// When the countdown starts (``SeamStayActivityCoordinator/Rules/countdownWindow`` before checkout).
    package var countdownStart: Date
    /// Why the key cannot unlock now; `nil` when it can. A verification link
    /// (`completeOtpAuthorization`'s URL) is a secret for the app alone: the content never
    /// holds it (``withheldVerificationURL`` stands in), and it is encoded as the problem's
    /// ``SeamCredentialError/code`` only.
    package var problem: SeamCredentialError? {
        didSet { problem = problem.map(Self.withoutSecrets) }
    }
    /// What the key says beyond ``problem`` (not yet valid, lock offline, not supported in
    /// this app), as its presentation decides; `nil` when its error says it all.
    package var standing: SeamAccessCredential.Presentation.Standing?
    /// The key's card, never unlocking: where a tap on the activity goes.
    package var cardURL: URL?
    /// The card, unlocking at once (with a proof when the format has the install's secret);
    /// `nil` when the key cannot unlock. Only a control labelled Unlock carries it.
    package var unlockURL: URL?
    /// When the links were signed; they are signed again half their lifetime later.
    package var linksSignedAt: Date
    /// What a locked screen may show of the name and place.
    package var privacy: SeamExtensionConfiguration.WidgetPrivacy

    package init(name: String, location: String, checkout: Date, countdownStart: Date, problem: SeamCredentialError?,
                cardURL: URL?, unlockURL: URL?, linksSignedAt: Date, privacy: SeamExtensionConfiguration.WidgetPrivacy,
                standing: SeamAccessCredential.Presentation.Standing? = nil) {
        self.name = name
        self.location = location
        self.checkout = checkout
        self.countdownStart = min(countdownStart, checkout)
        self.problem = problem.map(Self.withoutSecrets)
        self.standing = standing
        self.cardURL = cardURL
        self.unlockURL = problem == nil && standing == nil ? unlockURL : nil
        self.linksSignedAt = linksSignedAt
        self.privacy = privacy
    }

    /// The content for `credential` at `now`, its links signed at `linksSignedAt`; `nil` for
    /// a key without an expiry (there is no checkout to show).
    package init?(credential: SeamAccessCredential, rules: SeamStayActivityCoordinator.Rules, now: Date, linksSignedAt: Date? = nil) {
        guard let checkout = credential.expiry else { return nil }
        let signedAt = linksSignedAt ?? now
        let key = SeamAccessCredential.Presentation(credential: credential, now: now, locale: SeamAppProcess.preferredLocale())
        let format = rules.linkFormat
        self.init(
            name: credential.name,
            location: key.placeText,
            checkout: checkout,
            countdownStart: rules.countdownStart(checkout: checkout),
            problem: key.primaryError,
            cardURL: format.url(for: SeamUnlockRequest(credentialId: credential.id, startsUnlock: false,
                                                       source: .widget), now: signedAt),
            unlockURL: format.url(for: SeamUnlockRequest(credentialId: credential.id, startsUnlock: true,
                                                         source: .widget), now: signedAt),
            linksSignedAt: signedAt,
            privacy: rules.privacy,
            standing: key.standing)
    }

    /// What stands in for a verification link in ``problem``: the link itself never leaves the app.
    package static let withheldVerificationURL = URL(string: "about:blank") ?? URL(fileURLWithPath: "/")

    private static func withoutSecrets(_ problem: SeamCredentialError) -> SeamCredentialError {
        guard case .userInteractionRequired(.completeOtpAuthorization) = problem else { return problem }
        return .userInteractionRequired(.completeOtpAuthorization(otpUrl: withheldVerificationURL))
    }

    /// Whether the countdown shows at `now`: from ``countdownStart`` on (at the latest from
    /// the checkout, for content decoded with its countdown after it).
    package func showsCountdown(at now: Date) -> Bool {
        now >= min(countdownStart, checkout)
    }
}

extension SeamStayActivityContent: CustomReflectable {
    /// The content as `dump`, `print` and a failing test show it: the Unlock link's proof redacted.
    package var customMirror: Mirror {
        Mirror(self, children: [
            "name": name, "location": location, "checkout": checkout, "countdownStart": countdownStart,
            "problem": problem as Any, "standing": standing as Any, "cardURL": cardURL as Any,
            "unlockURL": unlockURL.map(SeamLinkFormat.redacted) as Any,
            "linksSignedAt": linksSignedAt, "privacy": privacy,
        ], displayStyle: .struct)
    }
}

extension SeamStayActivityContent {
    private enum CodingKeys: String, CodingKey {
        case name, location, checkout, countdownStart, problem, standing, cardURL, unlockURL, linksSignedAt, privacy
    }

    /// Reads what ``encode(to:)`` writes; a problem code from a newer SeamAccess reads as
    /// ``SeamCredentialError/unknown`` (still not usable).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let code = try container.decodeIfPresent(String.self, forKey: .problem)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            location: try container.decode(String.self, forKey: .location),
            checkout: try container.decode(Date.self, forKey: .checkout),
            countdownStart: try container.decode(Date.self, forKey: .countdownStart),
            problem: code.map { SeamCredentialError(code: $0, otpUrl: Self.withheldVerificationURL) ?? .unknown },
            cardURL: try container.decodeIfPresent(URL.self, forKey: .cardURL),
            unlockURL: try container.decodeIfPresent(URL.self, forKey: .unlockURL),
            linksSignedAt: try container.decode(Date.self, forKey: .linksSignedAt),
            privacy: try container.decode(SeamExtensionConfiguration.WidgetPrivacy.self, forKey: .privacy),
            // A standing from a newer SeamAccess reads as none: the problem still shows.
            standing: (try? container.decodeIfPresent(SeamAccessCredential.Presentation.Standing.self, forKey: .standing)) ?? nil)
    }

    /// Writes the problem as its code alone, so a verification link never reaches ActivityKit.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(location, forKey: .location)
        try container.encode(checkout, forKey: .checkout)
        try container.encode(countdownStart, forKey: .countdownStart)
        try container.encodeIfPresent(problem?.code, forKey: .problem)
        try container.encodeIfPresent(standing, forKey: .standing)
        try container.encodeIfPresent(cardURL, forKey: .cardURL)
        try container.encodeIfPresent(unlockURL, forKey: .unlockURL)
        try container.encode(linksSignedAt, forKey: .linksSignedAt)
        try container.encode(privacy, forKey: .privacy)
    }
}
