#if canImport(PassKit) && os(iOS)
import PassKit

/// Readable names for PassKit's answer to a Wallet suppression request, for logs:
/// `Success`, `Denied`, `Cancelled`, `AlreadyPresenting`, `NotSupported`, and
/// `Unknown(<raw value>)` for a value a later iOS adds.
extension PKAutomaticPassPresentationSuppressionResult: @retroactive CustomStringConvertible {
    public var description: String {
        switch self {
        case .notSupported: "NotSupported"
        case .alreadyPresenting: "AlreadyPresenting"
        case .denied: "Denied"
        case .cancelled: "Cancelled"
        case .success: "Success"
        @unknown default: "Unknown(\(rawValue))"
        }
    }
}
#endif
