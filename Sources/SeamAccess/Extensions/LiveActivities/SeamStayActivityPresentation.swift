import Foundation

/// A stay's Live Activity as the Lock Screen and the Dynamic Island draw it: localized copy
/// and the decisions (countdown or not, Unlock or not) made from its content at drawing time.
/// The widget extension makes one per drawing, in the app's language
/// (``SeamExtensionConfiguration/AppProcess/preferredLocale()``) and the device's time zone, with
/// `Date()` and ActivityKit's `isStale`; ``countdown`` is drawn with `Text(timerInterval:countsDown:)`.
package struct SeamStayActivityPresentation: Hashable, Sendable {
    /// Where the stay is.
    package enum Phase: String, Hashable, Sendable {
        /// Before the countdown: the checkout shows.
        case stay
        /// The last hours: the checkout and a countdown to it.
        case countdown
        /// The checkout has passed (the app has not ended the activity yet): no Unlock.
        case ended
    }

    package let phase: Phase
    /// The key's name.
    package let headline: String
    /// The key's place; may be empty.
    package let detail: String
    /// "Checkout", for a layout that sets the label apart from ``checkoutText``.
    package let checkoutLabel: String
    /// The checkout's day and time, "Sat, Jun 21, 11:00 AM".
    package let checkoutText: String
    /// The label and the day and time in the language's order: "Checkout Sat, Jun 21, 11:00 AM".
    package let checkoutLine: String
    /// The checkout for the compact Dynamic Island: its time alone when it is today
    /// ("11:00 AM"), with the weekday within the next six days ("Sat 11:00 AM"), else with
    /// the date ("Jun 21, 11:00 AM").
    package let checkoutTimeText: String
    /// "Ends in", before the countdown.
    package let countdownLabel: String
    /// The interval the countdown counts through; `nil` when it does not show.
    package let countdown: ClosedRange<Date>?
    /// Why the key cannot unlock ("Expired", "Needs Bluetooth"); `nil` when it can.
    package let statusText: String?
    package let systemImage: String
    package let tone: SeamStatusPresentation.Tone
    /// The Unlock control (labelled Unlock on screen and for VoiceOver, with the link that
    /// starts unlocking) while the link's proof has not expired at `now`, else Show Key, which
    /// opens the card; `nil` when the key cannot unlock or the stay has ended. The system draws
    /// the stay when the app updates it and at its stale date, not when a link expires: a
    /// stay drawn earlier keeps showing Unlock, whose tap then opens the card without unlocking.
    package let unlockButton: SeamWidgetLinks.UnlockButton?
    /// Where a tap anywhere else goes: the key's card, never unlocking.
    package let tapURL: URL?
    /// The name, place, checkout and any problem, in one sentence for VoiceOver.
    package let accessibilityLabel: String
    /// What VoiceOver reads for the compact and minimal Dynamic Island, which cannot mark
    /// part of a label privacy-sensitive: ``accessibilityLabel`` when the name and place may
    /// show, else the checkout and any problem without them.
    package let compactAccessibilityLabel: String
    /// The fields to mark `privacySensitive()` (the name and place unless the app shows them).
    package let privacySensitiveFields: Set<SeamExtensionConfiguration.WidgetPrivacy.Field>
    /// The language all of the above is written in; the Lock Screen view speaks it too (its
    /// `\.locale`, for the countdown).
    package let locale: Locale

    package init(content: SeamStayActivityContent, now: Date, isStale: Bool = false, locale: Locale,
                timeZone: TimeZone = .current) {
        self.locale = locale
        if now >= content.checkout {
            phase = .ended
        } else {
            phase = content.showsCountdown(at: now) || isStale ? .countdown : .stay
        }
        headline = content.name
        detail = content.location
        checkoutLabel = SeamLocalization.string("stay.checkout", locale: locale)
        let formatter = SeamExpiryFormatter(locale: locale, timeZone: timeZone)
        checkoutText = formatter.checkout(content.checkout)
        checkoutTimeText = formatter.compactCheckout(content.checkout, now: now)
        checkoutLine = SeamLocalization.format("stay.checkoutAt", locale: locale, checkoutText)
        countdownLabel = SeamLocalization.string("stay.endsIn", locale: locale)
        // Content decoded from elsewhere may have its countdown after its checkout.
        countdown = phase == .countdown ? min(content.countdownStart, content.checkout)...content.checkout : nil
        let status = phase == .ended ? SeamStatusPresentation(error: .expired, locale: locale)
            : content.standing?.status(locale: locale) ?? content.problem.map { SeamStatusPresentation(error: $0, locale: locale) }
        statusText = status?.badge
        systemImage = status?.systemImage ?? "key.fill"
        tone = status?.tone ?? .success
        if status == nil, let url = content.unlockURL {
            // Unlock only while the link's proof lasts (the app signs it again while it runs);
            // after that, or with no proof at all, the control opens the card and says so.
            let startsUnlock = SeamLinkFormat.proofExpiry(of: url).map { now <= $0 } ?? false
            unlockButton = .choosing(unlockURL: url, startsUnlock: startsUnlock, cardURL: content.cardURL, locale: locale)
        } else {
            unlockButton = nil
        }
        tapURL = content.cardURL
        accessibilityLabel = [content.name, content.location, checkoutLine, statusText ?? ""]
            .filter { !$0.isEmpty }
            .joined(separator: ", ")
        privacySensitiveFields = content.privacy.privacySensitiveFields
        compactAccessibilityLabel = privacySensitiveFields.isEmpty
            ? accessibilityLabel
            : [checkoutLine, statusText ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Whether `field` is redacted while the device is locked.
    package func isPrivacySensitive(_ field: SeamExtensionConfiguration.WidgetPrivacy.Field) -> Bool {
        privacySensitiveFields.contains(field)
    }
}
