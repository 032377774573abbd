import Foundation

/// Which URLs SeamComponents opens for the user: web pages only.
///
/// An OTP verification URL comes from the server (and, offline, from the cache on disk). A
/// `tel:`, `sms:`, `facetime:` or another app's scheme would start a call or hand data to
/// another app on one tap, so only `http` and `https` addresses with a host are offered.
///
/// ```swift
/// SeamWebAddress.isOpenable(URL(string: "https://verify.example.com/otp")!)  // true
/// SeamWebAddress.isOpenable(URL(string: "tel:+15550100")!)                   // false
/// ```
package enum SeamWebAddress {
    /// `true` for an `http` or `https` URL with a host.
    package static func isOpenable(_ url: URL) -> Bool {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let host = components.host, !host.isEmpty else { return false }
        return ["http", "https"].contains(components.scheme?.lowercased() ?? "")
    }
}
