import Foundation
import SeamAccess

extension DemoInteractiveController {
    /// The whole screen, at most `height` lines; `frame` animates progress.
    public func render(width: Int = 72, height: Int = 40, frame: Int = 0) -> [String] {
        let cards = CardRenderer(style: style, width: width)
        var lines = [style.bold("Seam mobile keys") + style.dim(" · \(backendName)"), ""]
        var footer: [String] = []
        if let card = unlockCard, let credential = card.credential {
            footer.append(style.dim("── Unlock: \(credential.name) ──"))
            footer += UnlockRenderer(style: style).lines(phase: card.phase, status: card.presentation, frame: frame)
        }
        if credentials.isRefreshing { footer.append(style.dim("Refreshing…")) }
        if let error = credentials.refreshError {
            let status = SeamStatusPresentation(error: error, locale: locale)
            footer.append(style.tone(status.tone, "Refresh failed: \(status.title). Your keys are unchanged."))
        }
        if let notice { footer.append(notice) }
        footer += ["", style.dim("↑/↓ or 1-9 select · Enter unlock · a action · c cancel · r refresh · q quit")]

        switch credentials.content {
        case .loading:
            lines.append("Loading your keys…")
        case .activationFailed(let error):
            let status = SeamStatusPresentation(error: error, locale: locale)
            lines += [style.tone(status.tone, status.title), status.message, style.bold("[r] Try again")]
        case .empty:
            lines += ["No keys yet.", style.dim("Keys usually appear by themselves after activation. [r] Refresh")]
        case .credentials:
            let budget = max(height - lines.count - footer.count - 3, 3)  // 2 for the scroll hints
            lines += cardWindow(cards: cards, budget: budget)
        }
        return lines + [""] + footer
    }

    /// The cards that fit in `budget` lines, scrolled so the selected one is visible.
    private func cardWindow(cards: CardRenderer, budget: Int) -> [String] {
        let keys = credentials.credentials
        let rendered = keys.enumerated().map { index, key in
            cards.card(credentials.presentation(for: key), number: index + 1, isSelected: key.id == selectedId)
        }
        let selected = keys.firstIndex { $0.id == selectedId } ?? 0
        var start = selected, end = selected + 1
        var used = rendered.indices.contains(selected) ? rendered[selected].count : 0
        while true {
            if end < rendered.count, used + rendered[end].count <= budget {
                used += rendered[end].count
                end += 1
            } else if start > 0, used + rendered[start - 1].count <= budget {
                start -= 1
                used += rendered[start].count
            } else {
                break
            }
        }
        guard start < end else { return [] }
        var lines = rendered[start..<end].flatMap { $0 }
        if start > 0 { lines.insert(style.dim("  ↑ \(start) more"), at: 0) }
        if end < rendered.count { lines.append(style.dim("  ↓ \(rendered.count - end) more")) }
        return lines
    }
}
