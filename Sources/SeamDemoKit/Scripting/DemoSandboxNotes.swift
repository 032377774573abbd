import Foundation
@_spi(SeamInternal) import SeamAccess

/// What the sandbox has scripted each lock to do, said on screen: a key that looks ready but
/// is there to demonstrate a failure is labelled as such, and the screen starts on a key that
/// opens.
public struct DemoSandboxNotes: Sendable {
    private let locks: [String: SeamSimulatedLock]

    package init(scenario: SeamSandboxScenario) {
        locks = scenario.locks
    }

    /// The label of a usable key whose lock is scripted to fail, time out or is missing; `nil`
    /// for a key that opens (and for keys whose own status already says why they cannot).
    /// In `locale`'s language (English by default).
    public func note(for credential: SeamAccessCredential, locale: Locale = Locale(identifier: "en")) -> String? {
        guard credential.errors.isEmpty, let provider = credential.provider else { return nil }
        guard let lock = locks[provider] else {
            return DemoStrings.text("sandbox.noIntegration", locale: locale)
        }
        switch lock.outcome {
        case .grant: return nil
        case .neverAnswer: return DemoStrings.text("sandbox.neverAnswers", locale: locale)
        case .fail: return DemoStrings.text("sandbox.fails", locale: locale)
        }
    }

    /// The key a newcomer should try first: the first usable one that opens.
    public func preferredKey(in credentials: [SeamAccessCredential]) -> SeamAccessCredential? {
        credentials.first { $0.errors.isEmpty && note(for: $0) == nil }
    }
}
