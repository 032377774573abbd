import Foundation

/// The URLs that open a key's unlock card, and their parser.
///
/// Two forms, both optional, are recognised:
/// - the app's own scheme: `myapp://seam/unlock?credential=<id>&start=1`
/// - a universal link under a web address the app owns:
///   `https://example.com/seam/unlock/<id>?start=1` (the base may carry a path prefix, e.g.
///   `https://example.com/app` gives `https://example.com/app/seam/unlock/<id>`).
///
/// `start=1` (or `true`) asks the card to start unlocking at once; it is off by default, and
/// honoured only with `token=<autoStartSecret>`: any web page or app can open a URL, so a
/// link without the install's secret shows the card and waits for a tap. The app's own
/// widget gets the secret from ``SeamExtensionConfiguration/resolvedLinkFormat``. The id is
/// percent-encoded; the scheme, host (a trailing dot allowed), default port 443 and the
/// `seam/unlock` path compare case-insensitively. Either form also accepts the other's way
/// of carrying the id.
///
/// ```swift
/// let links = SeamLinkFormat(scheme: "myapp", universalLinkBase: URL(string: "https://example.com"))
/// switch links.parse(url) {
/// case .request(let request): SeamUnlockRouter.shared.request(request)
/// case .invalid(let error): SeamUnlockRouter.shared.reportInvalidLink(error)
/// case .notSeamLink: break  // the app's other links
/// }
/// ```
public struct SeamLinkFormat: Hashable, Sendable {
    /// The app's URL scheme without `://`, e.g. `myapp`; `nil` when it registers none.
    public var scheme: String?
    /// The https address universal links live under; `nil` when the app has none.
    public var universalLinkBase: URL?
    /// The install's secret that lets a link start unlocking (`token=`); `nil` lets no link
    /// start by itself. Kept in the shared container (``SeamSharedContainer/linkSecret()``),
    /// never in a link the app shows or sends elsewhere.
    public var autoStartSecret: String?

    /// Longer ids are rejected as invalid: no credential id comes close.
    public static let maximumCredentialIdLength = 256

    /// - Parameters:
    ///   - scheme: The app's registered URL scheme, without `://`.
    ///   - universalLinkBase: The https address (with an optional path prefix) the app's
    ///     associated domains cover.
    ///   - autoStartSecret: The secret a link must carry to start unlocking at once.
    public init(scheme: String? = nil, universalLinkBase: URL? = nil, autoStartSecret: String? = nil) {
        self.scheme = scheme
        self.universalLinkBase = universalLinkBase
        self.autoStartSecret = autoStartSecret
    }

    /// `start=1` and, when there is a secret, `token=<secret>`.
    private func startItems(_ request: SeamUnlockRequest) -> [URLQueryItem] {
        guard request.startsUnlock else { return [] }
        return [URLQueryItem(name: "start", value: "1")]
            + (autoStartSecret.map { [URLQueryItem(name: "token", value: $0)] } ?? [])
    }

    // MARK: Building

    /// `scheme://seam/unlock?credential=<id>[&start=1]`; `nil` without a ``scheme``.
    public func schemeURL(for request: SeamUnlockRequest) -> URL? {
        guard let scheme, !scheme.isEmpty else { return nil }
        var components = URLComponents()
        components.scheme = scheme
        components.host = "seam"
        components.path = "/unlock"
        components.queryItems = [URLQueryItem(name: "credential", value: request.credentialId)] + startItems(request)
        return components.url
    }

    /// `<base>/seam/unlock/<id>[?start=1]`; `nil` without a ``universalLinkBase``.
    public func universalLink(for request: SeamUnlockRequest) -> URL? {
        guard let base = universalLinkBase,
              var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return nil }
        let encodedId = request.credentialId.addingPercentEncoding(withAllowedCharacters: Self.pathSegmentCharacters)
            ?? request.credentialId
        let prefix = components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        components.percentEncodedPath = "\(prefix)/seam/unlock/\(encodedId)"
        let items = startItems(request)
        components.queryItems = items.isEmpty ? nil : items
        return components.url
    }

    /// The universal link when there is a base, else the scheme URL: what a widget or a
    /// notification should carry.
    public func url(for request: SeamUnlockRequest) -> URL? {
        universalLink(for: request) ?? schemeURL(for: request)
    }

    // MARK: Parsing

    /// Reads `url`. `source` is recorded on the request it makes, except that a link asking
    /// to start with the right `token` comes from the app's widget (``SeamUnlockRequest/Source/widget``);
    /// `start=1` without it is read as a request to show the card only.
    public func parse(_ url: URL, source: SeamUnlockRequest.Source = .link) -> SeamLinkParseResult {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let segments = seamPathSegments(components) else { return .notSeamLink }
        guard let action = segments.first else { return .invalid(.unknownAction("")) }
        guard action.lowercased() == "unlock" else { return .invalid(.unknownAction(action)) }
        let items = components.queryItems ?? []
        let rawId = segments.count > 1 ? segments[1] : items.last { $0.name == "credential" }?.value
        guard segments.count <= 2 else { return .invalid(.invalidCredentialId) }
        guard let credentialId = rawId, !credentialId.isEmpty else { return .invalid(.missingCredentialId) }
        guard Self.isAcceptable(credentialId) else { return .invalid(.invalidCredentialId) }
        var startsUnlock = false
        if let start = items.last(where: { $0.name == "start" })?.value ?? nil {
            switch start.lowercased() {
            case "1", "true": startsUnlock = true
            case "0", "false": startsUnlock = false
            default: return .invalid(.invalidStartValue(start))
            }
        }
        guard startsUnlock else {
            return .request(SeamUnlockRequest(credentialId: credentialId, startsUnlock: false, source: source))
        }
        let token = items.last { $0.name == "token" }?.value
        guard let autoStartSecret, !autoStartSecret.isEmpty, let token, Self.same(token, autoStartSecret) else {
            return .request(SeamUnlockRequest(credentialId: credentialId, startsUnlock: false, source: source))
        }
        return .request(SeamUnlockRequest(credentialId: credentialId, startsUnlock: true, source: .widget))
    }

    /// The decoded path segments after `seam`, or `nil` when the URL is not a Seam link.
    private func seamPathSegments(_ components: URLComponents) -> [String]? {
        let urlScheme = components.scheme?.lowercased()
        if let scheme, urlScheme == scheme.lowercased(), Self.host(components) == "seam" {
            return Self.segments(components.percentEncodedPath)
        }
        guard let base = universalLinkBase,
              let baseComponents = URLComponents(url: base, resolvingAgainstBaseURL: false),
              urlScheme == "https", baseComponents.scheme?.lowercased() == "https",
              Self.host(components) == Self.host(baseComponents),
              (components.port ?? 443) == (baseComponents.port ?? 443) else { return nil }
        let baseSegments = Self.segments(baseComponents.percentEncodedPath) ?? []
        guard let segments = Self.segments(components.percentEncodedPath),
              segments.count > baseSegments.count,
              Array(segments.prefix(baseSegments.count)) == baseSegments,
              segments[baseSegments.count].lowercased() == "seam" else { return nil }
        return Array(segments.dropFirst(baseSegments.count + 1))
    }

    /// The host in lower case without a trailing dot (`example.com.` is `example.com`).
    private static func host(_ components: URLComponents) -> String? {
        guard var host = components.host?.lowercased() else { return nil }
        if host.hasSuffix(".") { host.removeLast() }
        return host
    }

    /// Compares every character, so the time taken does not tell how much of a guess matched.
    private static func same(_ a: String, _ b: String) -> Bool {
        let lhs = Array(a.utf8), rhs = Array(b.utf8)
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Non-empty, percent-decoded segments; `nil` when one cannot be decoded.
    private static func segments(_ percentEncodedPath: String) -> [String]? {
        var decoded: [String] = []
        for segment in percentEncodedPath.split(separator: "/") {
            guard let value = String(segment).removingPercentEncoding else { return nil }
            decoded.append(value)
        }
        return decoded
    }

    private static func isAcceptable(_ id: String) -> Bool {
        id.count <= maximumCredentialIdLength
            && !id.unicodeScalars.contains { CharacterSet.controlCharacters.contains($0) || $0 == "/" }
    }

    private static let pathSegmentCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
}
