#if canImport(AppIntents) && os(iOS)
import AppIntents
import Foundation

/// "Unlock Room 101": brings the app forward, opens the key's unlock card through
/// ``SeamUnlockRouter/shared``, starts unlocking, and says how it ended, with the card's own
/// words ("Door unlocked", "This key has expired", …).
///
/// The key screen must be wired to the router (see the "Keys beyond the app" article).
@available(iOS 16, *)
public struct SeamUnlockKeyIntent: AppIntent {
    public static var title: LocalizedStringResource { "Unlock" }
    public static var description: IntentDescription { IntentDescription("Opens a mobile key and unlocks its door.") }
    public static var openAppWhenRun: Bool { true }

    @Parameter(title: "Key")
    public var key: SeamKeyEntity

    public init() {}

    public init(key: SeamKeyEntity) {
        self.key = key
    }

    public static var parameterSummary: some ParameterSummary {
        Summary("Unlock \(\.$key)")
    }

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        let request = SeamUnlockRequest(credentialId: key.id, startsUnlock: true, source: .intent)
        let report = await SeamUnlockRouter.shared.requestAndWait(request)
        return .result(dialog: "\(report.dialog())")
    }
}
#endif
