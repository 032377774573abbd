import Foundation
import SeamAccess

extension DemoInteractiveController {
    /// The smallest screen the layout is designed for; smaller ones still never overflow.
    public static let minimumSize = (width: 40, height: 12)

    /// The whole screen for a terminal of `width` columns and `height` rows: never more lines
    /// than `height`, never a line wider than `width`, and the selected key always on screen.
    /// `frame` animates progress. Remembers the list's scroll position for the next frame.
    public func render(width: Int = 72, height: Int = 40, frame: Int = 0) -> [String] {
        let width = max(width, 20), height = max(height, 3)
        let roomy = height >= 20
        let header = [style.bold(DemoText.truncate("Seam mobile keys", width: width))
            + style.dim(DemoText.truncate(" · \(backendName)", width: max(width - 16, 0)))] + (roomy ? [""] : [])
        let cards = CardRenderer(style: style, width: width)

        switch credentials.content {
        case .loading:
            return fitted(header, body: ["Loading your keys…"], footer: footerSections(width: width, frame: frame),
                          width: width, height: height)
        case .activationFailed(let error):
            let status = SeamStatusPresentation(error: error, locale: locale)
            let body = DemoText.wrap(status.title, width: width).map { style.tone(status.tone, $0) }
                + DemoText.wrap(status.message, width: width) + [style.bold("[r] Try again")]
            return fitted(header, body: body, footer: footerSections(width: width, frame: frame), width: width, height: height)
        case .empty:
            let body = ["No keys yet."] + DemoText.wrap("Keys usually appear by themselves after activation. [r] Refresh",
                                                        width: width).map(style.dim)
            return fitted(header, body: body, footer: footerSections(width: width, frame: frame), width: width, height: height)
        case .credentials:
            break
        }

        let keys = credentials.credentials
        let selected = keys.firstIndex { $0.id == selectedId } ?? 0
        let rendered = keys.enumerated().map { index, key in
            cards.card(credentials.presentation(for: key, locale: locale), number: index + 1,
                       isSelected: index == selected, note: sandboxNotes?.note(for: key),
                       compact: !roomy && index != selected)
        }
        // The selected card and the "more" lines, plus (on a small screen) two neighbours.
        let listNeeds = min(rendered.reduce(0) { $0 + $1.count }, rendered[selected].count + (roomy ? 2 : 4))
        let footer = DemoFooterSection.fit(footerSections(width: width, frame: frame),
                                           rows: max(height - header.count - listNeeds, 0))
        let budget = height - header.count - footer.count
        window = DemoListWindow.fit(heights: rendered.map(\.count), selected: selected,
                                    previousFirst: window.first, budget: budget)
        var list = rendered[window.first..<window.end].flatMap { $0 }
        if window.hiddenAbove > 0 { list.insert(style.dim("  ↑ \(window.hiddenAbove) more"), at: 0) }
        if window.hiddenBelow > 0 { list.append(style.dim("  ↓ \(window.hiddenBelow) more")) }
        if list.count > budget {
            // Only when the selected card alone is taller than the room: keep its first lines.
            list = Array(list.prefix(max(budget, 1)))
        }
        return Array((header + list + footer).prefix(height))
    }

    /// A screen without a list: `body` (already wrapped) under the header, then the footer.
    private func fitted(_ header: [String], body: [String], footer: [DemoFooterSection], width: Int,
                        height: Int) -> [String] {
        let footerLines = DemoFooterSection.fit(footer, rows: max(height - header.count - min(body.count, 3), 0))
        let bodyLines = Array(body.prefix(max(height - header.count - footerLines.count, 0)))
        return Array((header + bodyLines + footerLines).prefix(height))
    }

    /// Everything below the list, most important first when rows are short: the selected
    /// key's unlock state, refresh status, notices, and the keys to press.
    func footerSections(width: Int, frame: Int) -> [DemoFooterSection] {
        func wrapped(_ text: String, indent: Int = 0) -> [String] {
            let pad = String(repeating: " ", count: indent)
            return DemoText.wrap(text, width: width - indent).map { pad + $0 }
        }
        var sections = [DemoFooterSection([""], importance: 3)]
        if let card = unlockCard, let credential = card.credential {
            let title = DemoText.truncate("── Unlock: \(credential.name) ──", width: width)
            sections.append(DemoFooterSection([style.dim(title)], importance: 2))
            let unlock = UnlockRenderer(style: style)
            let status = card.presentation
            sections.append(DemoFooterSection(
                unlock.headline(phase: card.phase, status: status, frame: frame, width: width), importance: 0))
            sections.append(DemoFooterSection(
                unlock.message(phase: card.phase, status: status, width: width), importance: 2))
            if let action = unlock.action(status: status, width: width) {
                sections.append(DemoFooterSection(action, importance: 1))
            }
        }
        if credentials.isRefreshing { sections.append(DemoFooterSection([style.dim("Refreshing…")], importance: 1)) }
        if let error = credentials.refreshError {
            let status = SeamStatusPresentation(error: error, locale: locale)
            sections.append(DemoFooterSection(
                wrapped("Refresh failed: \(status.title). Your keys are unchanged.").map { style.tone(status.tone, $0) },
                importance: 1))
        }
        if let notice { sections.append(DemoFooterSection(wrapped(notice), importance: 2)) }
        if let announcement {
            sections.append(DemoFooterSection(wrapped("VoiceOver says: \(announcement)").map(style.dim), importance: 3))
        }
        let count = credentials.credentials.count
        sections.append(DemoFooterSection([""], importance: 3))
        guard count > 0 else {
            // Loading, a failed activation or no keys: only retrying and quitting do anything.
            let help: String
            switch credentials.content {
            case .loading: help = "q quit"
            case .activationFailed: help = "r try again · q quit"
            default: help = "r refresh · q quit"
            }
            sections.append(DemoFooterSection(wrapped(help).map(style.dim), importance: 0))
            return sections
        }
        let picking = numberEntry.typed.isEmpty ? "" : " · key \(numberEntry.typed)…"
        let help = "↑/↓ PgUp/PgDn Home/End or a key's number (1-\(count)) select · Enter unlock · "
            + "a action · c cancel · r refresh · q quit" + picking
        sections.append(DemoFooterSection(wrapped(help).map(style.dim), importance: 2,
                                          fallback: wrapped("Enter unlock · q quit" + picking).map(style.dim)))
        return sections
    }
}
