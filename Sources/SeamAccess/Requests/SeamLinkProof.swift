import Foundation
#if canImport(CryptoKit)
import CryptoKit
#else
import Crypto
#endif

/// The proof a link carries to start unlocking one key once, until a moment: HMAC-SHA256,
/// under the install's secret, of the key's id, the expiry and a random nonce. It names neither
/// the secret nor any other key, so a leaked link starts only its own key, only until it
/// expires, and only if the app has not already let that nonce start an unlock
/// (``SeamUsedLinks``).
enum SeamLinkProof {
    /// Query item names.
    static let expiresItem = "expires"
    static let nonceItem = "nonce"
    static let proofItem = "proof"

    /// Random bytes in a nonce: 128 bits, so two links never share one.
    static let nonceByteCount = 16

    /// What is signed: a version, the id, the expiry in whole seconds since 1970 and the nonce,
    /// one per line (an id never contains a line break: ``SeamLinkFormat`` rejects control
    /// characters). Version 1 signed no nonce: such a link no longer verifies.
    private static func message(credentialId: String, expires: Int64, nonce: String) -> Data {
        Data("seam-unlock-v2\n\(credentialId)\n\(expires)\n\(nonce)".utf8)
    }

    /// The proof as lowercase hex.
    static func make(credentialId: String, expires: Int64, nonce: String, secret: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: message(credentialId: credentialId, expires: expires, nonce: nonce),
                                                   using: SymmetricKey(data: Data(secret.utf8)))
        return code.map { String(format: "%02x", $0) }.joined()
    }

    /// Whether `proof` (hex) is the proof for this id, expiry and nonce; compared in constant time.
    static func isValid(_ proof: String, credentialId: String, expires: Int64, nonce: String, secret: String) -> Bool {
        guard proof.utf8.count == 2 * SHA256.byteCount, let code = bytes(hex: proof) else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(
            code, authenticating: message(credentialId: credentialId, expires: expires, nonce: nonce),
            using: SymmetricKey(data: Data(secret.utf8)))
    }

    /// A new nonce: ``nonceByteCount`` bytes from the system's secure generator, as lowercase hex.
    static func newNonce() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<nonceByteCount).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }
            .joined()
    }

    /// Whether `text` is shaped like a nonce this package writes: ``nonceByteCount`` bytes as
    /// lowercase hex (anything else is refused before any HMAC is computed).
    static func isWellFormedNonce(_ text: String) -> Bool {
        text.utf8.count == 2 * nonceByteCount
            && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
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
