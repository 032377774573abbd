import Foundation
@_spi(SeamInternal) import SeamSDK

extension SeamUnlockRouter {
    /// The key of each signed link (a widget's or Live Activity's Unlock) this router lets
    /// start an unlock, when it takes it: that link is spent, so `SeamWidgetSync` reloads the
    /// widget and `SeamStayActivityCoordinator` signs the stay's links again.
    package var signedLinkUsed: AnyPublisher<String, Never> {
        signedLinkUsedSubject.eraseToAnyPublisher()
    }

    /// `request` when it may start what it asks: a request from a signed link the router
    /// takes for the first time (recorded now, until the link expires) or one from anywhere
    /// else. A signed link taken before asks to show the card only, as a plain link
    /// (``SeamUnlockRequest/Source/link``) would. The link is spent when the router takes
    /// it, whether or not the unlock then starts (the app inactive, the request too old): the
    /// widget and the stay get fresh links (``signedLinkUsed``), and it is never saved for later.
    func spendingSignedLink(_ request: SeamUnlockRequest) -> SeamUnlockRequest {
        guard request.startsUnlock, let link = request.signedLink else { return request }
        var used = usedLinks.load()
        let isFirstUse = used.use(link, now: clock.now)
        usedLinks.save(used)
        guard isFirstUse else {
            return SeamUnlockRequest(credentialId: request.credentialId, startsUnlock: false, source: .link, id: request.id)
        }
        signedLinkUsedSubject.send(request.credentialId)
        return request
    }
}
