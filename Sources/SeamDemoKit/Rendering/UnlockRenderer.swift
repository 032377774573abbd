import SeamAccess

/// Draws the unlock card's current phase: the same presentation the SwiftUI card shows.
public struct UnlockRenderer: Sendable {
    public let style: DemoStyle
    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public init(style: DemoStyle) {
        self.style = style
    }

    /// The phase as a headline and a message; `frame` animates the progress indicator.
    public func lines(phase: SeamUnlockPhase, status: SeamStatusPresentation, frame: Int) -> [String] {
        let icon: String
        switch phase {
        case .unlocking: icon = Self.spinner[abs(frame) % Self.spinner.count]
        case .granted: icon = "✔"
        case .idle: icon = "🔑"
        default: icon = "!"
        }
        var lines = [style.tone(status.tone, "\(icon) \(status.title)"), "  \(status.message)"]
        if let action = status.action {
            lines.append("  " + style.bold("[a] \(action.title)"))
        }
        return lines
    }
}
