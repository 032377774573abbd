import Foundation
import SeamAccess

/// Draws key cards as terminal lines from SeamAccess's presentation data.
public struct CardRenderer: Sendable {
    public let style: DemoStyle
    public let width: Int

    public init(style: DemoStyle, width: Int = 72) {
        self.style = style
        self.width = max(width, 40)
    }

    /// A two- or three-line card: name and location with the status badge, the expiry, and for
    /// an unusable key the message saying why.
    public func card(_ row: SeamCredentialPresentation, number: Int, isSelected: Bool) -> [String] {
        let marker = isSelected ? style.accent("›") : " "
        let badgeText = "[\(row.statusBadge)]"
        let badge = row.status.map { style.tone($0.tone, badgeText) } ?? style.tone(.success, badgeText)
        let title = [row.name, row.location].filter { !$0.isEmpty }.joined(separator: " · ")
        let room = width - 6 - badgeText.count  // "› 12 " and the space before the badge
        let head = truncated(title, to: room).padding(toLength: room, withPad: " ", startingAt: 0)
        let name = isSelected ? style.bold(head) : (row.isUsable ? head : style.dim(head))
        var lines = ["\(marker) \(String(number).leftPadded(to: 2)) \(name) \(badge)"]
        if let expiry = row.expiryText {
            lines.append("     " + style.dim(truncated(expiry, to: width - 5)))
        }
        if let status = row.status {
            lines.append("     " + style.tone(status.tone, truncated(status.message, to: width - 5)))
        }
        return lines
    }

    func truncated(_ text: String, to length: Int) -> String {
        guard text.count > length, length > 1 else { return text }
        return String(text.prefix(length - 1)) + "…"
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
