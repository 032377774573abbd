import Foundation

/// What a format says about itself: everything but its ``SeamLinkFormat/autoStartSecret``,
/// which would sign links that unlock for anyone who read it in a log, a failing test's output
/// or the debugger. Whether there is one (and whether it is long enough to be honoured) shows.
///
/// ```swift
/// print(format)
/// // SeamLinkFormat(scheme: "myapp", universalLinkBase: nil, autoStartSecret: <redacted>, autoStartLinkLifetime: 1800.0)
/// ```
extension SeamLinkFormat: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The format with its secret redacted.
    public var description: String {
        let scheme = self.scheme.map { String(reflecting: $0) } ?? "nil"
        let base = universalLinkBase.map { String(reflecting: $0.absoluteString) } ?? "nil"
        return "SeamLinkFormat(scheme: \(scheme), universalLinkBase: \(base), autoStartSecret: \(redactedSecret), "
            + "autoStartLinkLifetime: \(autoStartLinkLifetime))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The format's properties as `dump` and debuggers show them, the secret redacted.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "scheme": scheme as Any,
            "universalLinkBase": universalLinkBase as Any,
            "autoStartSecret": redactedSecret,
            "autoStartLinkLifetime": autoStartLinkLifetime,
        ], displayStyle: .struct)
    }

    /// `nil`, `<redacted>`, or `<ignored: too short>` for a secret under
    /// ``SeamLinkFormat/minimumSecretLength`` bytes; never the secret.
    private var redactedSecret: String {
        guard let secret = autoStartSecret else { return "nil" }
        return secret.utf8.count >= Self.minimumSecretLength ? "<redacted>" : "<ignored: too short>"
    }
}
