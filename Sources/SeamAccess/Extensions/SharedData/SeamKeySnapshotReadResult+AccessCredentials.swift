import Foundation

extension SeamKeySnapshotReadResult {
    /// The keys as the UI models extensions show, each saying whether the app can open its
    /// lock (``SeamAccessCredential/hasLockIntegration``, as the app wrote it); `nil` when
    /// there is no usable snapshot (the widget's "signed out" state).
    package var accessCredentials: [SeamAccessCredential]? {
        guard case .snapshot(let snapshot) = self else { return nil }
        return snapshot.credentials.map {
            SeamAccessCredential($0, hasLockIntegration: !snapshot.keysWithoutIntegration.contains($0.id))
        }
    }
}
