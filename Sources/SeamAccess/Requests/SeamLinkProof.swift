import Foundation
#if canImport(CryptoKit)
import CryptoKit
#else
import Crypto
#endif

/// The proof a link carries to start unlocking one key until a moment: HMAC-SHA256, under the
/// install's secret, of the key's id and the expiry. It names neither the secret nor any
/// other key, so a leaked link starts only its own key, and only until it expires.
enum SeamLinkProof {
    /// Query item names.
    static let expiresItem = "expires"
    static let proofItem = "proof"

    /// What is signed: a version, the id and the expiry in whole seconds since 1970, one per
    /// line (an id never contains a line break: ``SeamLinkFormat`` rejects control characters).
    private static func message(credentialId: String, expires: Int64) -> Data {
        Data("seam-unlock-v1\n\(credentialId)\n\(expires)".utf8)
    }

    /// The proof as lowercase hex.
    static func make(credentialId: String, expires: Int64, secret: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: message(credentialId: credentialId, expires: expires),
                                                   using: SymmetricKey(data: Data(secret.utf8)))
        return code.map { String(format: "%02x", $0) }.joined()
    }

    /// Whether `proof` (hex) is the proof for this id and expiry; compared in constant time.
    static func isValid(_ proof: String, credentialId: String, expires: Int64, secret: String) -> Bool {
        guard proof.utf8.count == 2 * SHA256.byteCount, let code = bytes(hex: proof) else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: message(credentialId: credentialId,
                                                                                      expires: expires),
                                                      using: SymmetricKey(data: Data(secret.utf8)))
    }

    /// A new random secret: 256 bits as 64 hex characters.
    static func newSecret() -> String {
        SeamSharedContainer.newLinkSecret()
    }

    private static func bytes(hex: String) -> Data? {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var data = Data(capacity: digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            data.append(high << 4 | low)
            index += 2
        }
        return data
    }

    private static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
