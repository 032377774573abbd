import Foundation

extension SeamWidgetTimeline {
    /// How many entries a timeline adds to keep its Unlock links fresh (``renewingLinks(of:now:)``).
    package static let linkRenewalEntries = 24

    /// The timeline with its Unlock links kept fresh when `format` signs links
    /// (``SeamLinkFormat/signsAutoStartLinks``) and an entry has an Unlock button; otherwise
    /// the timeline as it is. Every half link lifetime (at least a minute), ``linkRenewalEntries``
    /// times, an entry re-signs links for its own date (WidgetKit shows entries without spending
    /// a reload); the reload is at the last of them, and one more entry draws Show Key once the
    /// last links have expired, in case WidgetKit reloads late (``SeamWidgetLinks``).
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
