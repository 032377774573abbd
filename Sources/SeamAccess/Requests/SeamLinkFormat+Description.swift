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

extension SeamLinkFormat {
    /// `url` as text with its proof replaced by `redacted`, for descriptions of values that
    /// carry an Unlock link: an unused proof starts an unlock, so it is never printed.
    package static func redacted(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let items = components.queryItems, items.contains(where: { $0.name == SeamLinkProof.proofItem })
        else { return url.absoluteString }
        components.queryItems = items.map {
            $0.name == SeamLinkProof.proofItem ? URLQueryItem(name: $0.name, value: "redacted") : $0
        }
        return components.string ?? "<a link with a proof>"
    }
}
