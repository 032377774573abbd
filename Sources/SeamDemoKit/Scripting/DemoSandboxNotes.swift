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
    /// In `locale`'s language.
    public func note(for credential: SeamAccessCredential, locale: Locale) -> String? {
        noteKey(for: credential).map { DemoStrings.text($0, locale: locale) }
    }

    /// The copy key of ``note(for:locale:)``.
    private func noteKey(for credential: SeamAccessCredential) -> String? {
        guard credential.errors.isEmpty, let provider = credential.provider else { return nil }
        guard let lock = locks[provider] else { return "sandbox.noIntegration" }
        switch lock.outcome {
        case .grant: return nil
        case .neverAnswer: return "sandbox.neverAnswers"
        case .fail: return "sandbox.fails"
        }
    }

    /// The key a newcomer should try first: the first usable one that opens.
    public func preferredKey(in credentials: [SeamAccessCredential]) -> SeamAccessCredential? {
        credentials.first { $0.errors.isEmpty && noteKey(for: $0) == nil }
    }
}
