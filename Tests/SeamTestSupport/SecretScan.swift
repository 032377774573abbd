import Foundation

/// `text` with every run of 32 or more hexadecimal digits cut out: the nonces, proofs and link
/// secrets it may carry are random, so a short secret (a door code, a card number's digits) can
/// occur in one by chance: "4242" did in a link's proof, once in about 700 runs of a 96-digit
/// nonce and proof. Scan this for short secrets (a card number without spaces, 16 digits, is
/// kept); scan the whole text for a long one.
package func withoutRandomHex(_ text: String) -> String {
    text.replacingOccurrences(of: "[0-9a-fA-F]{32,}", with: "<hex>", options: .regularExpression)
}
