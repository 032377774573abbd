import Foundation

/// Whether a key list opens a key's unlock card by itself, because it is the only usable key:
/// a guest with one room key sees "Unlock" at once instead of a list of one.
///
/// Decides at most once per time in the foreground (``keyToOpen(content:credentials:selectedId:isRequestPending:now:)``);
/// opening never starts an unlock. When it holds back is pinned by `SeamSoleKeyOpeningTests`.
package struct SeamSoleKeyOpening: Hashable, Sendable {
    /// Where the app's scene is, as SwiftUI's `ScenePhase` says: the same plain value the key
    /// list hides secrets by.
    package typealias ScenePhase = SeamSceneActivity

    /// Whether the list may open a sole key's card at all.
    package var isEnabled: Bool
    /// Decided for this time in the foreground: nothing more opens until the app has been in
    /// the background and is active again.
    package private(set) var isDecided = false
    /// The scene's phase last reported; the card opens only while it is ``SeamSceneActivity/active``.
    package private(set) var scenePhase: ScenePhase
    /// Whether the list is on screen; the card opens only while it is.
    package private(set) var isListVisible: Bool
    /// The scene went to the background since it was last active.
    private var wasInBackground = false
    /// The router's count of URLs opened, as last seen (``outsideOpensChanged(to:)``).
    private var outsideOpensSeen = 0
    /// A URL arrived and the app has not been to the background since: coming to the
    /// foreground with it (a launch or a return by URL) decides nothing.
    private var outsideOpenThisVisit = false

    /// - Parameters:
    ///   - isEnabled: Whether the list may open a sole key's card.
    ///   - scenePhase: The scene's phase when the list first shows.
    ///   - isListVisible: Whether the list is on screen.
    package init(isEnabled: Bool = true, scenePhase: ScenePhase = .active, isListVisible: Bool = true) {
        self.isEnabled = isEnabled
        self.scenePhase = scenePhase
        self.isListVisible = isListVisible
    }

    /// The list came on screen (SwiftUI's `onAppear`).
    package mutating func listAppeared() {
        isListVisible = true
    }

    /// The list went off screen (SwiftUI's `onDisappear`): nothing opens over another screen.
    package mutating func listDisappeared() {
        isListVisible = false
    }

    /// The scene's phase changed: coming back to the foreground from the background decides
    /// afresh (even after the card was closed); the app switcher or an alert does not.
    package mutating func sceneChanged(to phase: ScenePhase) {
        scenePhase = phase
        switch phase {
        case .background:
            wasInBackground = true
            outsideOpenThisVisit = false
        case .active where wasInBackground:
            wasInBackground = false
            isDecided = outsideOpenThisVisit
        case .active, .inactive:
            break
        }
    }

    /// The router's count of URLs that reached the app (`SeamUnlockRouter.outsideOpens`) is
    /// now `count`: when it grew, nothing opens by itself for the rest of this time in the
    /// foreground. A list created after a URL launch sees the launch's URL here too.
    package mutating func outsideOpensChanged(to count: Int) {
        if count > outsideOpensSeen {
            isDecided = true
            outsideOpenThisVisit = true
        }
        outsideOpensSeen = count
    }

    /// The person closed the unlock card: nothing opens by itself until the app has been in
    /// the background and comes back.
    package mutating func cardClosed() {
        isDecided = true
    }

    /// The key whose card to open now, or `nil`; called whenever the list's content changes
    /// and when the scene becomes active (a call that returns a key, or decides not to, ends
    /// the decision for this time in the foreground).
    package mutating func keyToOpen(
        content: SeamCredentialsViewModel.Content,
        credentials: [SeamAccessCredential],
        selectedId: String?,
        isRequestPending: Bool,
        now: Date
    ) -> String? {
        guard isEnabled, !isDecided, scenePhase == .active, isListVisible, content == .credentials,
              !credentials.isEmpty else {
            return nil
        }
        isDecided = true
        guard selectedId == nil, !isRequestPending else { return nil }
        let usable = credentials.filter { $0.isUsable(at: now) }
        return usable.count == 1 ? usable[0].id : nil
    }
}
