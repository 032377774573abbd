import Foundation
@_spi(SeamInternal) import SeamAccess

extension DemoInteractiveController {
    /// The smallest screen the layout is designed for; a smaller one shows only a message
    /// saying so (and how to quit), and never overflows.
    public static let minimumSize = (width: 40, height: 12)

    /// The whole screen for a terminal of `width` columns and `height` rows: never more lines
    /// than `height`, never a line wider than `width`, and the selected key always on screen.
    /// `frame` animates progress. Remembers the list's scroll position for the next frame.
    public func render(width: Int = 72, height: Int = 40, frame: Int = 0) -> [String] {
        let width = max(width, 20), height = max(height, 3)
        isTooSmall = width < Self.minimumSize.width || height < Self.minimumSize.height
        let lines = isTooSmall
            ? tooSmall(width: width, height: height)
            : isShowingHelp ? helpScreen(width: width, height: height) : layOut(width: width, height: height, frame: frame)
        // Right-to-left copy is printed in logical order (the terminal's bidi support, if any,
        // orders it) and aligned to the right edge, the way its reader starts a line.
        return SeamLanguage(locale: locale).isRightToLeft ? lines.map { DemoText.alignTrailing($0, width: width) } : lines
    }

    /// The list's status for `error`; with the cloud, a server that could not be reached is
    /// named ("Could not reach the Seam API at …") instead of "No internet connection".
    func failureStatus(_ error: SeamFailure) -> SeamStatusPresentation {
        let status = SeamStatusPresentation(failure: error, locale: locale)
        guard error == .internetConnectionRequired, let apiAddress else { return status }
        return SeamStatusPresentation(badge: status.badge, title: text("apiUnreachable", apiAddress), message: status.message,
                                      systemImage: status.systemImage, tone: status.tone, action: status.action)
    }

    /// The demo's own copy in the screen's language.
    func text(_ key: String, _ arguments: String...) -> String {
        arguments.isEmpty ? DemoStrings.text(key, locale: locale)
            : DemoStrings.text(key, locale: locale, arguments: arguments)
    }

    /// Instead of a screen cut off mid-card: what the window needs, and how to quit.
    private func tooSmall(width: Int, height: Int) -> [String] {
        let size = DemoStrings.number(Self.minimumSize.width, locale: locale) + "×"
            + DemoStrings.number(Self.minimumSize.height, locale: locale)
        // Letters type into a search being typed, q included: then only Ctrl-C quits.
        let quit = (search.isEditing ? "Ctrl-C " : "q ") + text("help.quit")
        let lines = DemoText.wrap(text("tooSmall", size), width: width) + [style.dim(quit)]
        return Array(lines.prefix(height))
    }

    private func layOut(width: Int, height: Int, frame: Int) -> [String] {
        let roomy = height >= 20
        let title = DemoText.truncate(text("title"), width: width)
        // The number being typed shows here, in place of the backend's name (so a long title
        // cannot push it off), on a line that never wraps, until the pause ends it.
        let typed = numberEntry.typed(at: clock.now)
        let detail = typed.isEmpty ? backendName : text("help.picking", typed)
        let header = [style.bold(title)
            + style.dim(DemoText.truncate(" · \(detail)", width: max(width - DemoText.width(title), 0)))]
            + (roomy ? [""] : [])
            + (searchLine(width: width).map { [$0] } ?? [])
        let cards = CardRenderer(style: style, width: width)

        switch credentials.content {
        case .loading:
            return fitted(header, body: [text("loading")], footer: footerSections(width: width, frame: frame),
                          width: width, height: height)
        case .activationFailed(let error):
            // The list's one message (an ended session says so, with no refresh banner beside
            // it); "[r] Try again" only where trying again can help, else the demo's way back in.
            let status = failureStatus(error)
            let next = credentials.canRetryActivation ? [style.bold(text("tryAgain"))]
                : DemoText.wrap(text("signInAgain"), width: width).map(style.bold)
            let body = DemoText.wrap(status.title, width: width).map { style.tone(status.tone, $0) }
                + DemoText.wrap(status.message, width: width) + next
            return fitted(header, body: body, footer: footerSections(width: width, frame: frame), width: width, height: height)
        case .empty:
            let body = [text("empty.title")] + DemoText.wrap(text("empty.message"), width: width).map(style.dim)
            return fitted(header, body: body, footer: footerSections(width: width, frame: frame), width: width, height: height)
        case .credentials:
            break
        }

        let keys = keys
        guard !keys.isEmpty else {
            // A search that finds nothing: say so, and how to clear it.
            let body = DemoText.wrap(SeamKeySearch.Copy.noMatches(search.text, locale: locale), width: width)
            return fitted(header, body: body, footer: footerSections(width: width, frame: frame), width: width, height: height)
        }
        // A search may hide the selected key while its unlock runs: no other key is marked.
        let shownSelection = keys.firstIndex { $0.id == selectedId }
        let selected = shownSelection ?? 0
        let rendered = keys.enumerated().map { index, key in
            cards.card(credentials.presentation(for: key, locale: locale), number: index + 1,
                       isSelected: index == shownSelection, note: sandboxNotes?.note(for: key, locale: locale),
                       compact: !roomy && index != selected, isFavourite: credentials.isFavourite(key.id))
        }
        // The selected card and the "more" lines, plus (on a small screen) two neighbours.
        let listNeeds = min(rendered.reduce(0) { $0 + $1.count }, rendered[selected].count + (roomy ? 2 : 4))
        // The neighbours give way to what the footer cannot do without (a failed unlock's
        // "[a] Try Again", the short help), never to the selected card itself.
        let sections = footerSections(width: width, frame: frame)
        let footerNeeds = sections.reduce(0) { total, section in
            total + (section.importance <= 1 ? section.lines.count : section.fallback?.count ?? 0)
        }
        let footerRows = max(height - header.count - listNeeds,
                             min(footerNeeds, height - header.count - rendered[selected].count))
        let footer = DemoFooterSection.fit(sections, rows: max(footerRows, 0))
        let budget = height - header.count - footer.count
        window = DemoListWindow.fit(heights: rendered.map(\.count), selected: selected,
                                    previousFirst: window.first, budget: budget)
        var list = rendered[window.first..<window.end].flatMap { $0 }
        if window.hiddenAbove > 0 { list.insert(style.dim("  ↑ " + text("list.more", DemoStrings.number(window.hiddenAbove, locale: locale))), at: 0) }
        if window.hiddenBelow > 0 { list.append(style.dim("  ↓ " + text("list.more", DemoStrings.number(window.hiddenBelow, locale: locale)))) }
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
        if let warning {
            // The list may be out of date (keys from the cache): said before anything the
            // person might act on, lock states included.
            sections.append(DemoFooterSection(wrapped(DemoQuoted.escaped(warning)).map { style.tone(.warning, $0) }, importance: 1))
        }
        if let card = shownUnlockCard {
            let name = card.credential?.name ?? keyNames[card.credentialId] ?? card.credentialId
            let title = DemoText.truncate("── " + text("unlock.title", DemoQuoted.escaped(name)) + " ──", width: width)
            sections.append(DemoFooterSection([style.dim(title)], importance: 2))
            let unlock = UnlockRenderer(style: style, locale: locale)
            let status = card.presentation
            sections.append(DemoFooterSection(
                unlock.headline(phase: card.phase, status: status, frame: frame, width: width), importance: 0))
            // While a search is typed, Enter keeps it and `a` types: no "Press Enter to unlock",
            // no "[a] …" (the search line says what Enter does).
            let typing = search.isEditing
            if !(typing && card.phase == .idle) {
                sections.append(DemoFooterSection(
                    unlock.message(phase: card.phase, status: status, width: width), importance: 2))
            }
            // What the SwiftUI card's header says beside its status and matters at the door:
            // when a key not valid yet starts ("from its start time" says nothing of when),
            // and a lock's low battery.
            let row = card.credential.map { credentials.presentation(for: $0, locale: locale) }
            let factLines = (row?.validFromText.map { wrapped($0, indent: 2).map(style.dim) } ?? [])
                + (row?.lockState?.batteryWarning.map { wrapped($0, indent: 2).map { style.tone(.warning, $0) } } ?? [])
            if !factLines.isEmpty { sections.append(DemoFooterSection(factLines, importance: 2)) }
            if !typing, let action = unlock.action(status: status, width: width) {
                sections.append(DemoFooterSection(action, importance: 1))
            }
            if card.offersLock, let lock = card.lockAction, !typing {
                sections.append(DemoFooterSection(lockLines(lock.phase, width: width), importance: 1))
            }
            if card.showsRecentActivity, let activity = card.recentActivity?.presentation(locale: locale) {
                sections.append(DemoFooterSection(activityLines(activity, width: width), importance: 3))
            }
        }
        if credentials.isRefreshing { sections.append(DemoFooterSection([style.dim(text("refreshing"))], importance: 1)) }
        if let error = credentials.refreshError {
            let status = failureStatus(error)
            sections.append(DemoFooterSection(
                wrapped(text("refresh.failed", status.title)).map { style.tone(status.tone, $0) },
                importance: 1))
        }
        if let notice {
            // Where "Still unlocking…" has no room, a short form still says how to go on.
            let short = heldUnlock.map { _ in wrapped(text("notice.stillUnlocking.short")) }
            sections.append(DemoFooterSection(wrapped(notice), importance: 2, fallback: short))
        }
        if isReorderPending {
            // The short form where the long one would wrap a word onto a line of its own.
            let full = text("order.pending")
            let line = DemoText.width(full) <= width ? full : text("order.pending.short")
            sections.append(DemoFooterSection(wrapped(line).map(style.dim), importance: 2))
        }
        if let announcement {
            sections.append(DemoFooterSection(wrapped(text("voiceOver", announcement)).map(style.dim), importance: 3))
        }
        let count = keys.count
        sections.append(DemoFooterSection([""], importance: 3))
        if search.isEditing {
            // Letters type into the search, q included: only Ctrl-C quits while typing.
            sections.append(DemoFooterSection(wrapped("Ctrl-C " + text("help.quit")).map(style.dim), importance: 0))
            return sections
        }
        // Lines break between "key action" items, never inside one.
        func helpLines(_ items: [String]) -> [String] { DemoText.wrapItems(items, width: width).map(style.dim) }
        guard count > 0 else {
            // Loading, a failed activation or no keys: only retrying and quitting do anything.
            let help: [String]
            switch credentials.content {
            case .loading: help = ["q " + text("help.quit")]
            case .activationFailed where credentials.canRetryActivation:
                help = ["r " + text("help.tryAgain"), "q " + text("help.quit")]
            case .activationFailed: help = ["q " + text("help.quit")]
            case .credentials: help = ["/ " + text("help.search"), "r " + text("help.refresh"), "q " + text("help.quit")]
            default: help = ["r " + text("help.refresh"), "q " + text("help.quit")]
            }
            sections.append(DemoFooterSection(helpLines(help), importance: 0))
            return sections
        }
        let help = helpItems(count: count) + ["? " + text("help.help")]
        // Where the whole help has no room: what the moment needs (c while an unlock runs,
        // which only it stops), and where the rest is.
        let unlocking = shownUnlockCard?.phase.isUnlocking == true
        let short = [unlocking ? "c " + text("help.cancel") : "Enter " + text("help.unlock"),
                     "? " + text("help.help"), "q " + text("help.quit")]
        sections.append(DemoFooterSection(helpLines(help), importance: 2, fallback: helpLines(short)))
        return sections
    }

    /// The card's Lock, as its button and outcome line: "[l] Lock", then (once it ran) "Locked"
    /// or why not, a warning in the warning tone.
    private func lockLines(_ phase: SeamLockActionViewModel.Phase, width: Int) -> [String] {
        let button = "[l] " + SeamLockActionViewModel.title(for: phase, locale: locale)
        var lines = DemoText.wrap(button, width: width - 2).map { "  " + style.bold($0) }
        if let status = SeamLockActionViewModel.status(for: phase, locale: locale) {
            let warning = SeamLockActionViewModel.statusIsWarning(phase)
            lines += DemoText.wrap(status, width: width - 4).map { "    " + (warning ? style.tone(.warning, $0) : style.dim($0)) }
        }
        return lines
    }

    /// A lock key's "Recent activity", as its unlock card shows it: the title, then a line per
    /// event ("Unlocked · remotely · 28/11/2026, 14:02"; a denial in the warning tone), or the
    /// note saying there is none or it could not be read. Dropped first when rows run short.
    private func activityLines(_ activity: SeamRecentActivityPresentation, width: Int) -> [String] {
        func wrapped(_ text: String) -> [String] { DemoText.wrap(text, width: width - 2).map { "  " + $0 } }
        var lines = DemoText.wrap(activity.title, width: width).map(style.dim)
        for line in activity.lines {
            let text = DemoQuoted.escaped(line.text + " · " + line.time)
            lines += wrapped(text).map { line.isWarning ? style.tone(.warning, $0) : style.dim($0) }
        }
        if let note = activity.note { lines += wrapped(note).map(style.dim) }
        return lines
    }

    /// Every key the list understands, as "key what-it-does" items. Key names stay as
    /// printed on keyboards; only what they do is translated.
    private func helpItems(count: Int) -> [String] {
        let numbers = DemoStrings.number(1, locale: locale) + "-" + DemoStrings.number(max(count, 1), locale: locale)
        return ["↑/↓ PgUp/PgDn Home/End " + text("help.select", numbers), "Enter " + text("help.unlock"),
                "a " + text("help.action"), "c " + text("help.cancel"), "/ " + text("help.search"),
                "f " + text("help.favourite"), "r " + text("help.refresh"), "q " + text("help.quit")]
    }

    /// The help screen (`?`): every key and what it does, one a line where there is room,
    /// packed where there is not, and how to go back.
    private func helpScreen(width: Int, height: Int) -> [String] {
        let title = style.bold(DemoText.truncate(text("help.title"), width: width))
        let items = helpItems(count: keys.count) + ["l " + text("help.lock"), "Esc " + text("help.clearSearch"),
                                                     "? " + text("help.help")]
        let back = DemoText.wrap(text("help.back"), width: width).map(style.dim)
        let room = height - 1 - back.count
        let oneALine = items.flatMap { DemoText.wrap($0, width: width) }
        let body = oneALine.count <= room ? oneALine : DemoText.wrapItems(items, width: width)
        return Array(([title] + Array(body.prefix(max(room, 0))) + back).prefix(height))
    }
}
