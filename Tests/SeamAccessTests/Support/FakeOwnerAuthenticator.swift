import Foundation
import SeamAccess

/// Holds each question until the test answers it, recording what was asked and what was
/// cancelled; stands in for Face ID / Touch ID / the passcode.
@MainActor
final class FakeOwnerAuthenticator: SeamOwnerAuthenticator {
    struct Question: Hashable {
        let method: SeamOwnerAuthenticationMethod
        let reason: String
    }

    private(set) var questions: [Question] = []
    private(set) var cancelledQuestions = 0
    private var waiting: [CheckedContinuation<SeamOwnerAuthenticationResult, Never>] = []

    var isAsking: Bool { !waiting.isEmpty }

    func authenticate(_ method: SeamOwnerAuthenticationMethod, reason: String) async -> SeamOwnerAuthenticationResult {
        questions.append(Question(method: method, reason: reason))
        return await withTaskCancellationHandler {
            await withCheckedContinuation { waiting.append($0) }
        } onCancel: {
            Task { @MainActor in self.dismissAll() }
        }
    }

    /// Answers the oldest open question.
    func answer(_ result: SeamOwnerAuthenticationResult) {
        guard !waiting.isEmpty else { return }
        waiting.removeFirst().resume(returning: result)
    }

    private func dismissAll() {
        cancelledQuestions += waiting.count
        let dismissed = waiting
        waiting = []
        dismissed.forEach { $0.resume(returning: .declined) }
    }
}

/// A device as LocalAuthentication sees it: biometrics-only questions need biometrics; the
/// device owner question takes biometrics or, failing that, the passcode.
struct FakeDevice: SeamOwnerAuthenticator {
    let hasBiometrics: Bool
    let hasPasscode: Bool

    @MainActor
    func authenticate(_ method: SeamOwnerAuthenticationMethod, reason: String) async -> SeamOwnerAuthenticationResult {
        switch method {
        case .biometrics: hasBiometrics ? .confirmed : .unavailable(.biometryNotEnrolled)
        case .biometricsOrPasscode: hasBiometrics || hasPasscode ? .confirmed : .unavailable(.passcodeNotSet)
        }
    }
}
