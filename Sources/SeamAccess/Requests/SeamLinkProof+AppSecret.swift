import Foundation
#if canImport(CryptoKit)
import CryptoKit
#else
import Crypto
#endif

extension SeamLinkProof {
    /// The secret links are signed with when the app set an `autoStartSecret` of its own:
    /// HMAC-SHA256 of the app's secret under the install's (as 64 hex digits). An app's secret
    /// is often a constant in its code, the same on every phone and never changed; bound to the
    /// install's secret (256 random bits, rotated at sign-out), a link signed on one phone starts
    /// nothing on another, and nothing after a sign-out.
    static func bind(appSecret: String, toInstallSecret installSecret: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data("seam-app-secret-v1\n\(appSecret)".utf8),
                                                   using: SymmetricKey(data: Data(installSecret.utf8)))
        return code.map { String(format: "%02x", $0) }.joined()
    }
}
