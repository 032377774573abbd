import Foundation

extension SeamCloudConfiguration {
    /// Whether the engine may send the client session token to `url`: any `https` address, or
    /// `http` to this device only (`localhost`, `127.0.0.0/8`, `::1`), for a local test
    /// server. Any other `http` address would put the token on the network in clear text, so
    /// the engine sends nothing there and fails as if offline (logging why).
    ///
    /// ```swift
    /// SeamCloudConfiguration.isAcceptableBaseURL(URL(string: "http://127.0.0.1:8080")!)  // true
    /// SeamCloudConfiguration.isAcceptableBaseURL(URL(string: "http://example.com")!)     // false
    /// ```
    package static func isAcceptableBaseURL(_ url: URL) -> Bool {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let host = components.host, !host.isEmpty else { return false }
        switch components.scheme?.lowercased() {
        case "https": return true
        case "http": return isLoopback(host)
        default: return false
        }
    }

    /// `localhost` (a trailing dot allowed), an IPv4 address in 127.0.0.0/8, or `::1`.
    private static func isLoopback(_ rawHost: String) -> Bool {
        var host = rawHost.lowercased()
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.hasSuffix(".") { host.removeLast() }
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets.first == "127" else { return false }
        return octets.allSatisfy { octet in
            octet.count <= 3 && octet.allSatisfy(\.isASCII) && UInt8(octet) != nil
        }
    }
}
