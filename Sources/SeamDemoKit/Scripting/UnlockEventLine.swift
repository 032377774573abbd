import SeamAccess

/// The one-line form of an unlock event printed by `seam-demo unlock`: a stable contract.
public enum UnlockEventLine {
    public static func line(for event: SeamAccessUnlockEvent) -> String {
        switch event {
        case .launched: "launched"
        case .grantedAccess: "grantedAccess"
        case .timedOut: "timedOut"
        case .connectionFailed(let debugDescription): "connectionFailed: \(debugDescription)"
        }
    }

    /// The process exit status for an attempt that ended with `event`.
    public static func exitCode(for event: SeamAccessUnlockEvent?) -> Int32 {
        event == .grantedAccess ? 0 : 1
    }
}
