import Foundation

extension SeamUnlockCardViewModel {
    /// Tunables of the unlock card: how long to wait for the lock, how long success stays, and
    /// whether the attempt then ends by itself. SeamComponents' coordinators read it from the
    /// `seamUnlockConfiguration` environment value.
    public struct Configuration: Hashable, Sendable {
        /// Seconds to wait for the lock; passed to `unlock(using:timeout:)`.
        public var timeout: TimeInterval
        /// Seconds the success state stays before returning to idle; `nil` keeps it until the
        /// user acts.
        public var successDwell: TimeInterval?
        /// Whether the attempt ends by itself when the success dwell ends (a presented card
        /// closes; an inline card tells its container). See ``SeamUnlockCardViewModel``.
        public var dismissesOnSuccess: Bool

        /// Tunables with ``Seam/defaultUnlockTimeout``, success shown for 3 seconds and the attempt
        /// left for the person to end, unless given.
        public init(timeout: TimeInterval = Seam.defaultUnlockTimeout, successDwell: TimeInterval? = 3,
                    dismissesOnSuccess: Bool = false) {
            self.timeout = timeout
            self.successDwell = successDwell
            self.dismissesOnSuccess = dismissesOnSuccess
        }
    }
}
