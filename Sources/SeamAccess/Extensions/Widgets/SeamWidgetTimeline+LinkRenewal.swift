import Foundation

extension SeamWidgetTimeline {
    /// How many entries a timeline adds to keep its Unlock links fresh (``renewingLinks(of:now:)``).
    package static let linkRenewalEntries = 24

    /// The timeline with its Unlock links kept fresh when `format` signs links
    /// (``SeamLinkFormat/signsAutoStartLinks``) and an entry has an Unlock button; otherwise
    /// the timeline as it is.
    ///
    /// - Every half ``SeamLinkFormat/autoStartLinkLifetime`` (at least a minute) after `now`,
    ///   ``linkRenewalEntries`` times, an entry shows what the timeline shows then, with links
    ///   signed for its own date. Every entry's links are signed for its own date, so no link on
    ///   screen is older than half its lifetime. WidgetKit shows entries without spending a
    ///   reload: with the default 30 minutes that is an entry every quarter of an hour, and a
    ///   reload every six hours.
    /// - The reload is at the last of them (or at ``reloadDate`` when that comes first):
    ///   WidgetKit may reload late, and the last links still start for a whole lifetime.
    /// - One more entry, when the last links have expired, shows the same with those links, so
    ///   a reload later still draws Show Key instead of an Unlock that cannot start
    ///   (``SeamWidgetLinks``).
    ///
    /// ```swift
    /// let timeline = SeamWidgetTimeline(reading: configuration.readKeys(), now: now, locale: locale)
    ///     .renewingLinks(of: configuration.resolvedLinkFormat, now: now)
    /// // Timeline(entries: …, policy: timeline.reloadDate.map { .after($0) } ?? .never)
    /// ```
    package func renewingLinks(of format: SeamLinkFormat, now: Date) -> SeamWidgetTimeline {
        guard format.signsAutoStartLinks, entries.contains(where: { $0.unlockCredentialId != nil }) else { return self }
        let lifetime = max(0, format.autoStartLinkLifetime)
        let step = max(60, lifetime / 2)
        let lastRenewal = now.addingTimeInterval(step * Double(Self.linkRenewalEntries))
        let end = reloadDate.map { min($0, lastRenewal) } ?? lastRenewal
        var renewed = entries.filter { $0.date <= end }
        let dates = Set(renewed.map(\.date))
        for index in 1...Self.linkRenewalEntries {
            let date = now.addingTimeInterval(step * Double(index))
            guard date <= end else { break }
            guard !dates.contains(date), let shown = entries.last(where: { $0.date <= date }) else { continue }
            renewed.append(shown.shown(from: date))
        }
        renewed.sort { $0.date < $1.date }
        if let last = renewed.last {
            renewed.append(last.shown(from: last.linksSignedAt.addingTimeInterval(lifetime + 1),
                                      linksSignedAt: last.linksSignedAt))
        }
        return SeamWidgetTimeline(entries: renewed, reloadDate: end)
    }

    /// ``reloadDate`` of ``renewingLinks(of:now:)``: when to reload so that the widget's
    /// Unlock links are signed again before the last of them expires.
    package func reloadDate(renewingLinksOf format: SeamLinkFormat, now: Date) -> Date? {
        renewingLinks(of: format, now: now).reloadDate
    }
}
