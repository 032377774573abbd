import Foundation
import SeamAccess

/// The one-line form of an unlock event printed by `seam-demo unlock`: the event's name is a
/// stable contract; after a failed connection comes SeamAccess's sentence for people (in
/// `locale`, for the key's `provider`: a lock opened over the internet has its own), never the
/// engine's debug text.
public enum UnlockEventLine {
    public static func line(for event: SeamAccessUnlockEvent, provider: String? = nil,
                            locale: Locale) -> String {
        switch event {
        case .launched: "launched"
        case .grantedAccess: "grantedAccess"
        case .timedOut: "timedOut"
        case .connectionFailed(let debugDescription):
            "connectionFailed: " + sentence(SeamStatusPresentation(
                phase: .connectionFailed(debugDescription: debugDescription), provider: provider, locale: locale))
        }
    }

    /// The process exit status for an attempt that ended with `event`.
    public static func exitCode(for event: SeamAccessUnlockEvent?) -> Int32 {
        event == .grantedAccess ? 0 : 1
    }

    private static func sentence(_ status: SeamStatusPresentation) -> String {
        DemoErrorLine.joined(title: status.title, message: status.message)
    }
}
