import SeamAccess

/// What the demo says a recovery action would do in an app (a terminal cannot open Settings).
public enum DemoActionDescription {
    public static func text(for action: SeamRecoveryAction) -> String {
        switch action.kind {
        case .openURL(let url): "\(action.title): an app opens \(url.absoluteString) in an in-app browser, then refreshes."
        case .openSettings: "\(action.title): an app opens its page in the Settings app."
        case .promptBluetooth: "\(action.title): an app asks iOS to show the Bluetooth prompt."
        case .explainRestart(let instructions): "\(action.title): \(instructions)"
        case .retry: "\(action.title)…"
        }
    }
}
