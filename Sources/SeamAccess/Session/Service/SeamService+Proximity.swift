import Foundation

extension SeamService {
    /// Unlocks with the phone at `proximity` from the reader: forwards to
    /// ``Seam/unlock(using:proximity:timeout:)`` on ``seam``, which refuses a proximity the key
    /// does not list with ``SeamUnsupportedUnlockProximityError``. `nil` is the key's
    /// preferred one, the same as ``unlock(using:timeout:)``.
    ///
    /// ```swift
    /// let events = try SeamService().unlock(using: key.id, proximity: .touch)
    /// ```
    public func unlock(using credentialId: String, proximity: SeamUnlockProximity?,
                       timeout: TimeInterval = Seam.defaultUnlockTimeout) throws
        -> AnyPublisher<SeamAccessUnlockEvent, Never>
    {
        try seam.unlock(using: credentialId, proximity: proximity, timeout: timeout)
            .map(SeamAccessUnlockEvent.init).eraseToAnyPublisher()
    }
}
