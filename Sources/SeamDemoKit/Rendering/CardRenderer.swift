import Foundation
import SeamAccess

/// Draws key cards as terminal lines from SeamAccess's presentation data.
///
/// With a width, every line fits it: text wraps at spaces and the status badge moves to its
/// own line when it does not fit beside the name. Without one (output to a pipe or file),
/// nothing is wrapped or cut.
public struct CardRenderer: Sendable {
    public let style: DemoStyle
    /// The columns available, or `nil` for no limit.
    public let width: Int?
    /// Columns before a card's text: the selection marker, the key's number and spaces.
    public static let indent = 5

    public init(style: DemoStyle, width: Int? = 72) {
        self.style = style
        self.width = width.map { max($0, 20) }
    }

    /// A card: name and location with the status badge, then (unless `compact`) the id when
    /// given, the doors the key opens, a lock's state (a low battery in the warning tone), the
    /// expiry, for an unusable key the message saying why, and `note`. A favourite's name
    /// starts with a star. Control characters in the name, location, doors and id are written
    /// out (`\u{1B}`).
    public func card(_ row: SeamAccessCredential.Presentation, number: Int, isSelected: Bool, id: String? = nil,
                     note: String? = nil, compact: Bool = false, isFavourite: Bool = false) -> [String] {
        let marker = isSelected ? style.accent("›") : " "
        let prefix = "\(marker) \(String(number).leftPadded(to: 2)) "
        let indent = String(repeating: " ", count: Self.indent)
        let badgeText = width.map { DemoText.truncate("[\(row.statusBadge)]", width: max($0, 20) - Self.indent) }
            ?? "[\(row.statusBadge)]"
        let badge = row.status.map { style.tone($0.tone, badgeText) } ?? style.tone(.success, badgeText)
        // The name, place and id come from the server: written out (DemoQuoted.escaped) before
        // they are measured, so an escape sequence in them neither reaches the terminal nor
        // throws off the layout.
        let title = (isFavourite ? "★ " : "") + [row.name, row.location].filter { !$0.isEmpty }
            .map(DemoQuoted.escaped).joined(separator: " · ")
        let emphasis: (String) -> String = { text in
            isSelected ? style.bold(text) : (row.isUsable ? text : style.dim(text))
        }

        var lines: [String] = []
        if let width {
            let room = width - Self.indent
            let badgeWidth = DemoText.width(badgeText)
            var titleLines = DemoText.wrap(title, width: room)
            let last = titleLines.removeLast()
            // Every title line is as wide as the card, so right-to-left copy, aligned to the
            // right edge line by line, keeps a wrapped card's lines where the others' are.
            let heads = titleLines.map { emphasis(DemoText.pad($0, to: room)) }
            let lastFits = DemoText.width(last) + 1 + badgeWidth <= room
            let tail = lastFits
                ? [emphasis(DemoText.pad(last, to: room - badgeWidth - 1)) + " " + badge]
                : [emphasis(DemoText.pad(last, to: room)), DemoText.pad("", to: room - badgeWidth) + badge]
            for (index, line) in (heads + tail).enumerated() {
                lines.append((index == 0 ? prefix : indent) + line)
            }
        } else {
            lines.append(prefix + emphasis(title) + "  " + badge)
        }
        guard !compact else { return lines }

        func add(_ text: String, _ paint: (String) -> String) {
            let wrapped = width.map { DemoText.wrap(text, width: $0 - Self.indent) } ?? [text]
            lines += wrapped.map { indent + paint($0) }
        }
        if let id { add("id: \(DemoQuoted.escaped(id))", style.dim) }
        if let doors = row.entrancesText(transformingNames: DemoQuoted.escaped) { add(doors, style.dim) }
        if let summary = row.lockState?.summary { add(summary, style.dim) }
        if let warning = row.lockState?.batteryWarning { add(warning, { style.tone(.warning, $0) }) }
        if let validFrom = row.validFromText { add(validFrom, style.dim) }
        if let expiry = row.expiryText { add(expiry, style.dim) }
        if let status = row.status { add(status.message, { style.tone(status.tone, $0) }) }
        if let note { add(note, style.dim) }
        return lines
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
