import Foundation

extension SeamUnlockConfirmation {
    private static let linkStartedRemoteStorage = LockIsolated(true)

    /// Whether an unlock that a signed link started by itself (the widget's or a stay's Unlock,
    /// ``SeamUnlockRequest/Source/widget``) asks the owner first (Face ID, Touch ID or the
    /// passcode) when its key opens the lock over the internet (``SeamRemoteUnlock/provider``,
    /// or a key whose preferred proximity is ``SeamUnlockProximity/remote``), whatever
    /// ``current`` says. `true` by default; safe to read and write from any thread.
    ///
    /// Why by default: a key held at a reader or used within Bluetooth range opens a door the
    /// person is standing at, so an unlock they did not mean opens that door in front of them.
    /// A lock opened over the internet opens wherever the phone is, and an Unlock link is one
    /// tap from the Home or Lock Screen, a tap that may be a brush against the screen, or a link
    /// someone else recorded and sent back before the owner used it. A question at that moment
    /// costs the owner a glance; an unmeant remote unlock leaves a door open with nobody at it.
    /// Unlocks the person starts with a tap on the card, and those Siri or Shortcuts start
    /// (which ask for Face ID or the passcode on a locked phone), follow ``current`` alone.
    /// As for any policy, a Face ID phone needs `NSFaceIDUsageDescription` in the app's
    /// Info.plist; without it such a link unlocks nothing and the card says the owner cannot
    /// be asked.
    ///
    /// ```swift
    /// // The app's own policy already asks for every key, or its locks are never remote:
    /// SeamUnlockConfirmation.confirmsLinkStartedRemoteUnlocks = false
    /// ```
    public static var confirmsLinkStartedRemoteUnlocks: Bool {
        get { linkStartedRemoteStorage.snapshot }
        set { linkStartedRemoteStorage.withLock { $0 = newValue } }
    }

    /// What an unlock of `credential` (the card's key `credentialId`, `nil` when the service
    /// does not list it) that a request from `source` started by itself asks for, on top of
    /// ``current`` and the card's own policy: confirmation, with the passcode as the fallback,
    /// for a key that opens over the internet (or one not listed, which might) when a signed
    /// link started it and `confirmsRemote` (``confirmsLinkStartedRemoteUnlocks``) is on;
    /// `nil` otherwise.
    package static func policy(forUnlockStartedBy source: SeamUnlockRequest.Source?, credentialId: String,
                               credential: SeamAccessCredential?,
                               confirmsRemote: Bool = confirmsLinkStartedRemoteUnlocks) -> SeamUnlockConfirmation? {
        guard source == .widget, confirmsRemote else { return nil }
        let opensRemotely = credential.map {
            $0.provider == SeamRemoteUnlock.provider || $0.supportedUnlockProximities.first == .remote
        } ?? true
        return opensRemotely ? .keys([credentialId], fallback: .passcode) : nil
    }
}
