#if canImport(FlyingFox)
import FlyingFox
import Foundation

extension FakeSeamAPI {
    /// The status of a request addressed to a host other than a loopback name: 421
    /// Misdirected Request.
    public static let misdirectedStatus = 421

    /// Whether `host`, a request's Host header, names the loopback interface: `127.0.0.1`,
    /// `localhost` or `[::1]`, with an optional port. Listening on 127.0.0.1 keeps other
    /// machines out, but not a web page in this machine's browser that points a name of its
    /// own at 127.0.0.1 (DNS rebinding): its requests still carry that name, so they are refused.
    static func isLoopbackHost(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        return ["127.0.0.1", "localhost", "[::1]"].contains { name in
            guard host.hasPrefix(name) else { return false }
            let rest = host.dropFirst(name.count)
            guard let colon = rest.first else { return true }
            let port = rest.dropFirst()
            return colon == ":" && (1...5).contains(port.count) && port.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }

    /// The answer to a request whose Host is not a loopback name; `nil` when it is one.
    /// `headers` have lower-case names.
    static func misdirected(_ headers: [String: String]) -> HTTPResponse? {
        guard !isLoopbackHost(headers["host"]) else { return nil }
        let body = #"{"error":{"type":"misdirected_request","message":"The fake Seam API answers only requests "#
            + #"addressed to 127.0.0.1, localhost or [::1]."},"ok":false}"#
        return HTTPResponse(statusCode: HTTPStatusCode(misdirectedStatus, phrase: "Misdirected Request"),
                            headers: [.contentType: "application/json"], body: Data(body.utf8))
    }
}
#endif
