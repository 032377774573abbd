import Foundation

/// One signed Unlock link as the single-use record knows it: its nonce and when its proof
/// expires. ``SeamLinkFormat/parse(_:source:now:)`` puts it on a request whose link carries a
/// valid proof (``SeamUnlockRequest/signedLink``), and ``SeamUnlockRouter`` lets each start an
/// unlock once (``SeamUsedLinks``). It holds neither proof nor secret: a nonce alone starts nothing.
package struct SeamSignedLink: Hashable, Sendable {
    /// The link's random nonce (32 lowercase hex digits), covered by its proof.
    package let nonce: String
    /// When the link's proof stops starting unlocks.
    package let expires: Date

    package init(nonce: String, expires: Date) {
        self.nonce = nonce
        self.expires = expires
    }
}
