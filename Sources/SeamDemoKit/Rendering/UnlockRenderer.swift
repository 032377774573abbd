import Foundation
import SeamAccess

/// Draws the unlock card's current phase: the same presentation the SwiftUI card shows, with
/// the keyboard's wording where the app's would say "tap".
public struct UnlockRenderer: Sendable {
    public let style: DemoStyle
    /// The language of the demo's own words ("Press Enter to unlock.").
    public let locale: Locale
    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public init(style: DemoStyle, locale: Locale) {
        self.style = style
        self.locale = locale
    }

    /// The phase as a headline, a message and its action; `frame` animates the progress
    /// indicator. Every line fits `width` columns.
    public func lines(phase: SeamUnlockCardViewModel.Phase, status: SeamStatusPresentation, frame: Int, width: Int = 72) -> [String] {
        headline(phase: phase, status: status, frame: frame, width: width) + message(phase: phase, status: status, width: width)
            + (action(status: status, width: width) ?? [])
    }

    func headline(phase: SeamUnlockCardViewModel.Phase, status: SeamStatusPresentation, frame: Int, width: Int) -> [String] {
        let icon: String
        switch phase {
        case .unlocking: icon = Self.spinner[abs(frame) % Self.spinner.count]
        case .granted: icon = "✔"
        case .idle: icon = "›"
        default: icon = "!"
        }
        return DemoText.wrap("\(icon) \(status.title)", width: width).map { style.tone(status.tone, $0) }
    }

    func message(phase: SeamUnlockCardViewModel.Phase, status: SeamStatusPresentation, width: Int) -> [String] {
        // The app's idle copy says to tap Unlock; here the key to press is Enter.
        let text = phase == .idle ? DemoStrings.text("unlock.prompt", locale: locale) : status.message
        return DemoText.wrap(text, width: width - 2).map { "  " + $0 }
    }

    func action(status: SeamStatusPresentation, width: Int) -> [String]? {
        status.action.map { action in
            DemoText.wrap("[a] \(action.title)", width: width - 2).map { "  " + style.bold($0) }
        }
    }
}
