import Foundation
import SeamAccess

/// What the demo says a recovery action would do in an app (a terminal cannot open Settings).
/// A web address, which comes from the server, is written out safely (``DemoQuoted/escaped(_:)``).
public enum DemoActionDescription {
    public static func text(for action: SeamStatusPresentation.RecoveryAction, locale: Locale) -> String {
        switch action.kind {
        case .openURL(let url):
            DemoStrings.text("action.openURL", locale: locale, action.title, DemoQuoted.escaped(DemoShownURL.text(url)))
        case .openSettings: DemoStrings.text("action.openSettings", locale: locale, action.title)
        case .promptBluetooth: DemoStrings.text("action.promptBluetooth", locale: locale, action.title)
        case .explainRestart(let instructions): "\(action.title): \(instructions)"
        case .retry: "\(action.title)…"
        }
    }
}
