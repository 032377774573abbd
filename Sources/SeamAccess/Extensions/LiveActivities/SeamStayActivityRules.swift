import Foundation

extension SeamStayActivityCoordinator {
    /// What decides whether a key gets a stay on the Lock Screen (a Live Activity), and what it
    /// carries: how long a stay may be, when the countdown shows, the links and what a locked
    /// screen may show.
    ///
    /// A Live Activity is for a short stay: a key that is usable now and whose expiry (the
    /// checkout) is at most ``maximumStayLength`` away. A key without an expiry, or a badge valid
    /// for months, gets none.
    ///
    /// ```swift
    /// var rules = SeamStayActivityCoordinator.Rules(linkFormat: SeamExtensionConfiguration.current.resolvedLinkFormat)
    /// rules.countdownWindow = 2 * 60 * 60  // the countdown shows in the last two hours
    /// ```
    public struct Rules: Hashable, Sendable {
        /// The longest time from now to a key's expiry for which a stay may start: 7 days. The
        /// issue asks for a stay "that ends within a few days"; a week covers a long hotel stay.
        public var maximumStayLength: TimeInterval
        /// How long before checkout the countdown ("Ends in 1:59:12") shows: 3 hours.
        public var countdownWindow: TimeInterval
        /// The links the activity carries: a tap opens the key's card; its Unlock link starts
        /// unlocking only with the install's secret in it (see ``SeamLinkFormat``).
        public var linkFormat: SeamLinkFormat
        /// Whether key names and places are marked privacy-sensitive (as on the widget). The
        /// system decides whether it redacts them on a locked Lock Screen: a stay's name and
        /// place should be fine for anyone holding the phone to see.
        public var privacy: SeamExtensionConfiguration.WidgetPrivacy

        /// - Parameters:
        ///   - linkFormat: Usually ``SeamExtensionConfiguration/resolvedLinkFormat``, so the
        ///     Unlock link carries a proof.
        ///   - maximumStayLength: Seconds; negative values count as 0.
        ///   - countdownWindow: Seconds; negative values count as 0.
        ///   - privacy: What a locked screen may show.
        public init(
            linkFormat: SeamLinkFormat,
            maximumStayLength: TimeInterval = 7 * 24 * 60 * 60,
            countdownWindow: TimeInterval = 3 * 60 * 60,
            privacy: SeamExtensionConfiguration.WidgetPrivacy = .hidesKeyDetailsWhenLocked
        ) {
            self.linkFormat = linkFormat
            self.maximumStayLength = maximumStayLength
            self.countdownWindow = countdownWindow
            self.privacy = privacy
        }

        /// Whether `credential` may start a stay at `now`, and if not, why.
        public func eligibility(of credential: SeamAccessCredential, now: Date) -> SeamStayActivityCoordinator.Eligibility {
            if credential.isNotYetValid(at: now) { return .notYetValid }
            guard let expiry = credential.expiry else { return .noCheckout }
            if expiry <= now { return .expired }
            if expiry.timeIntervalSince(now) > max(0, maximumStayLength) { return .endsTooLate }
            if let error = credential.effectiveErrors(at: now).first { return .notUsable(error) }
            return .eligible
        }

        /// When the countdown for a stay ending at `checkout` starts.
        package func countdownStart(checkout: Date) -> Date {
            checkout.addingTimeInterval(-max(0, countdownWindow))
        }

        /// When links signed at `signedAt` are signed again: half their lifetime later, so an
        /// Unlock link never reaches the end of its proof while the app keeps it fresh.
        /// `nil` when the format signs no links.
        package func linkRenewal(signedAt: Date) -> Date? {
            guard linkFormat.signsAutoStartLinks else { return nil }
            return signedAt.addingTimeInterval(max(60, linkFormat.autoStartLinkLifetime / 2))
        }
    }
}

extension SeamExtensionConfiguration.WidgetPrivacy: Codable {}
