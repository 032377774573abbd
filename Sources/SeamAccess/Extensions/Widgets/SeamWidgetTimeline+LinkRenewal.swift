import Foundation

extension SeamWidgetTimeline {
    /// ``reloadDate``, brought forward so the widget's Unlock links are signed again before
    /// they expire: at most half of the format's ``SeamLinkFormat/autoStartLinkLifetime``
    /// after `now` when it signs links (``SeamLinkFormat/signsAutoStartLinks``). WidgetKit may
    /// reload late; half the lifetime leaves room for that.
    ///
    /// ```swift
    /// let reload = timeline.reloadDate(renewingLinksOf: configuration.resolvedLinkFormat, now: now)
    /// // Timeline(entries: …, policy: reload.map { .after($0) } ?? .never)
    /// ```
    package func reloadDate(renewingLinksOf format: SeamLinkFormat, now: Date) -> Date? {
        guard format.signsAutoStartLinks else { return reloadDate }
        let renewal = now.addingTimeInterval(max(60, format.autoStartLinkLifetime / 2))
        return reloadDate.map { min($0, renewal) } ?? renewal
    }
}
