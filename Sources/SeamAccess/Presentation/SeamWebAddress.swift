import Foundation

/// Which URLs SeamComponents opens for the user: web pages only (`http`, `https`, with a host).
/// An OTP verification URL comes from the server (offline, from the cache on disk), and a `tel:`,
/// `sms:`, `facetime:` or another app's scheme would start a call or hand data to another app on
/// one tap.
package enum SeamWebAddress {
    /// `true` for an `http` or `https` URL with a host.
    package static func isOpenable(_ url: URL) -> Bool {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let host = components.host, !host.isEmpty else { return false }
        return ["http", "https"].contains(components.scheme?.lowercased() ?? "")
    }
}
