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
/// honoured only with `expires=<seconds since 1970>&nonce=<hex>&proof=<hex>`, an HMAC-SHA256
/// of the key's id, that expiry and a random nonce under the install's ``autoStartSecret``:
/// any web page or app can open a URL, so a link without a valid, unexpired proof for its own
/// key shows the card and waits for a tap. The link never carries the secret itself, and
/// ``SeamUnlockRouter`` lets each nonce start one unlock, so a link that leaks (an analytics
/// SDK recording opened URLs, a crash breadcrumb) starts only that key, at most once, and only
/// until it expires (``autoStartLinkLifetime``). A link without a nonce (made by an earlier
/// version) shows the card. The app's own widget gets the secret from
/// ``SeamExtensionConfiguration/resolvedLinkFormat``. The id is
/// percent-encoded; the scheme, host (a trailing dot allowed), default port 443 and the
/// `seam/unlock` path compare case-insensitively. Either form also accepts the other's way
/// of carrying the id.
///
/// ```swift
/// let links = SeamExtensionConfiguration.current.resolvedLinkFormat
/// if case .request(let request) = links.parse(url) {
///     SeamUnlockRouter.shared.request(request)
/// }
/// // or let the router read it, malformed links included: SeamUnlockRouter.shared.open(url)
/// ```
public struct SeamLinkFormat: Hashable, Sendable {
    /// The app's URL scheme without `://`, e.g. `myapp`; `nil` when it registers none.
    public var scheme: String?
    /// The https address universal links live under; `nil` when the app has none.
    public var universalLinkBase: URL?
    /// The install's secret that signs links that start unlocking; `nil` lets no link start
    /// by itself, and so does a secret shorter than ``minimumSecretLength`` bytes (too easy to
    /// guess: such a secret is ignored). Kept in the Keychain
    /// (``SeamExtensionConfiguration/SharedContainer/linkSecret()``), never put in a link.
    /// A secret the app sets here is used by
    /// ``SeamExtensionConfiguration/resolvedLinkFormat`` only bound to that install's secret,
    /// which sign-out rotates.
    public var autoStartSecret: String?
    /// Seconds a link built now can start unlocking: 30 minutes (it starts one unlock in any
    /// case). The lifetime bounds a link that leaks before its owner uses it; after that it
    /// shows the card.
    ///
    /// Why 30 minutes, against the widget's reload budget (WidgetKit gives a widget the person
    /// looks at often some 40 to 70 reloads a day, fewer to others): the widget does not reload
    /// to renew its links. Its timeline carries an entry every quarter of an hour, each with
    /// links signed for its own date, which WidgetKit shows without a reload; it reloads once
    /// the 24 entries of six hours are used up, 4 reloads a day, and it has half an hour's
    /// grace for a late reload (`SeamWidgetTimeline.renewingLinks(of:now:)`). The app's reload
    /// after it used a widget's link runs in the foreground, which the budget does not count.
    /// A shorter life would mean entries closer together than WidgetKit's advice of several
    /// minutes, and a Live Activity (which only the running app renews) whose Unlock opens
    /// the card within minutes of the app leaving the screen.
    public var autoStartLinkLifetime: TimeInterval = 30 * 60
    /// Whether ``parse(_:source:now:)`` honours proofs: only a format whose secret is the
    /// install's or bound to it (``SeamExtensionConfiguration/resolvedLinkFormat``, and what a
    /// router reads links with) does. A format an app builds with a secret of its own (often a
    /// constant anyone can read out of the app) signs links, but reads every link as one that
    /// shows the card: a constant cannot mint links that start unlocking.
    package var honoursProofs = false

    /// The shortest ``autoStartSecret`` honoured, in UTF-8 bytes: 32. A secret is text, so
    /// its bytes carry less than 8 bits each; 32 keeps a hex-written secret at 128 bits or more
    /// (the secret the SDK makes itself is 256 random bits).
    public static let minimumSecretLength = SeamSharedContainer.minimumLinkSecretLength
    /// How far a proof's expiry may lie beyond ``autoStartLinkLifetime`` from now (clocks of
    /// the process that built it and the one that reads it may differ a little).
    static let clockTolerance: TimeInterval = 5 * 60

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

    /// Whether links that start unlocking carry a proof: there is an ``autoStartSecret`` of
    /// at least ``minimumSecretLength`` bytes.
    public var signsAutoStartLinks: Bool { usableSecret != nil }

    /// The secret, when it is long enough to be honoured.
    private var usableSecret: String? {
        autoStartSecret.flatMap { $0.utf8.count >= Self.minimumSecretLength ? $0 : nil }
    }

    /// `start=1` and, when there is a usable secret, a new nonce and the key's proof valid for
    /// ``autoStartLinkLifetime`` from `now`.
    private func startItems(_ request: SeamUnlockRequest, now: Date) -> [URLQueryItem] {
        guard request.startsUnlock else { return [] }
        var items = [URLQueryItem(name: "start", value: "1")]
        if let secret = usableSecret {
            let expires = Int64((now.timeIntervalSince1970 + max(0, autoStartLinkLifetime)).rounded(.down))
            let nonce = SeamLinkProof.newNonce()
            items.append(URLQueryItem(name: SeamLinkProof.expiresItem, value: String(expires)))
            items.append(URLQueryItem(name: SeamLinkProof.nonceItem, value: nonce))
            items.append(URLQueryItem(name: SeamLinkProof.proofItem,
                                      value: SeamLinkProof.make(credentialId: request.credentialId, expires: expires,
                                                                nonce: nonce, secret: secret)))
        }
        return items
    }

    // MARK: Building

    /// `scheme://seam/unlock?credential=<id>[&start=1…]`; `nil` without a ``scheme``. A
    /// proof in it is valid for ``autoStartLinkLifetime`` from `now`, and its nonce is new:
    /// two links for one request differ.
    public func schemeURL(for request: SeamUnlockRequest, now: Date = Date()) -> URL? {
        guard let scheme, !scheme.isEmpty else { return nil }
        var components = URLComponents()
        components.scheme = scheme
        components.host = "seam"
        components.path = "/unlock"
        components.queryItems = [URLQueryItem(name: "credential", value: request.credentialId)]
            + startItems(request, now: now)
        return components.url
    }

    /// `<base>/seam/unlock/<id>[?start=1…]`; `nil` without a ``universalLinkBase``. A proof
    /// in it is valid for ``autoStartLinkLifetime`` from `now`.
    public func universalLink(for request: SeamUnlockRequest, now: Date = Date()) -> URL? {
        guard let base = universalLinkBase,
              var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return nil }
        let encodedId = request.credentialId.addingPercentEncoding(withAllowedCharacters: Self.pathSegmentCharacters)
            ?? request.credentialId
        let prefix = components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        components.percentEncodedPath = "\(prefix)/seam/unlock/\(encodedId)"
        let items = startItems(request, now: now)
        components.queryItems = items.isEmpty ? nil : items
        return components.url
    }

    /// The universal link when there is a base, else the scheme URL: what a widget or a
    /// notification should carry.
    public func url(for request: SeamUnlockRequest, now: Date = Date()) -> URL? {
        universalLink(for: request, now: now) ?? schemeURL(for: request, now: now)
    }

    // MARK: Parsing

    /// Reads `url`. `source` is recorded on the request it makes, except that a link asking
    /// to start with a valid proof for its key, unexpired at `now`, comes from the app's widget
    /// (``SeamUnlockRequest/Source/widget``); `start=1` without one is read as a request to
    /// show the card only. Proofs count only on ``SeamExtensionConfiguration/resolvedLinkFormat``
    /// (whose secret is the install's, or bound to it): parse with that one. Parsing remembers nothing: hand the request to
    /// ``SeamUnlockRouter`` (``SeamUnlockRouter/open(_:source:)`` or
    /// ``SeamUnlockRouter/request(_:)``), which lets each signed link start one unlock.
    public func parse(_ url: URL, source: SeamUnlockRequest.Source = .link, now: Date = Date()) -> ParseResult {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let segments = seamPathSegments(components) else { return .notSeamLink }
        guard let action = segments.first else { return .unknownAction("") }
        guard action.lowercased() == "unlock" else { return .unknownAction(action) }
        let items = components.queryItems ?? []
        let rawId = segments.count > 1 ? segments[1] : items.last { $0.name == "credential" }?.value
        guard segments.count <= 2 else { return .invalidCredentialId }
        guard let credentialId = rawId, !credentialId.isEmpty else { return .missingCredentialId }
        guard Self.isAcceptable(credentialId) else { return .invalidCredentialId }
        var startsUnlock = false
        if let start = items.last(where: { $0.name == "start" })?.value ?? nil {
            switch start.lowercased() {
            case "1", "true": startsUnlock = true
            case "0", "false": startsUnlock = false
            default: return .invalidStartValue(start)
            }
        }
        guard startsUnlock else {
            return .request(SeamUnlockRequest(credentialId: credentialId, startsUnlock: false, source: source))
        }
        guard let signedLink = validProof(items, credentialId: credentialId, now: now) else {
            return .request(SeamUnlockRequest(credentialId: credentialId, startsUnlock: false, source: source))
        }
        return .request(SeamUnlockRequest(credentialId: credentialId, startsUnlock: true, source: .widget,
                                          signedLink: signedLink))
    }

    /// The link's nonce and expiry when it carries a proof for this key under the secret, with
    /// a nonce, whose expiry is not past and not further ahead than a link built now would give.
    private func validProof(_ items: [URLQueryItem], credentialId: String, now: Date) -> SeamSignedLink? {
        guard honoursProofs, let secret = usableSecret,
              let expiresText = items.last(where: { $0.name == SeamLinkProof.expiresItem })?.value,
              expiresText.count <= 12, expiresText.allSatisfy(\.isASCII), let expires = Int64(expiresText),
              let nonce = items.last(where: { $0.name == SeamLinkProof.nonceItem })?.value,
              SeamLinkProof.isWellFormedNonce(nonce),
              let proof = items.last(where: { $0.name == SeamLinkProof.proofItem })?.value else { return nil }
        let remaining = TimeInterval(expires) - now.timeIntervalSince1970
        guard remaining >= 0, remaining <= max(0, autoStartLinkLifetime) + Self.clockTolerance,
              SeamLinkProof.isValid(proof, credentialId: credentialId, expires: expires, nonce: nonce, secret: secret)
        else { return nil }
        return SeamSignedLink(nonce: nonce, expires: Date(timeIntervalSince1970: TimeInterval(expires)))
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
