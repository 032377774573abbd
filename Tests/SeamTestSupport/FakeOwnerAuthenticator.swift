// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
import SeamAccess

/// Holds each question until the test answers it, recording what was asked and what was
/// cancelled; stands in for Face ID / Touch ID / the passcode.
@MainActor
package final class FakeOwnerAuthenticator: SeamOwnerAuthenticator {
    package struct Question: Hashable {
        package let method: SeamUnlockConfirmation.AuthenticationMethod
        package let reason: String

        package init(method: SeamUnlockConfirmation.AuthenticationMethod, reason: String) {
            self.method = method
            self.reason = reason
        }
    }

    package private(set) var questions: [Question] = []
    package private(set) var cancelledQuestions = 0
    private var waiting: [CheckedContinuation<SeamUnlockConfirmation.AuthenticationResult, Never>] = []

    package nonisolated init() {}

    package var isAsking: Bool { !waiting.isEmpty }

    package func authenticate(_ method: SeamUnlockConfirmation.AuthenticationMethod, reason: String) async -> SeamUnlockConfirmation.AuthenticationResult {
        questions.append(Question(method: method, reason: reason))
        return await withTaskCancellationHandler {
            await withCheckedContinuation { waiting.append($0) }
        } onCancel: {
            Task { @MainActor in self.dismissAll() }
        }
    }

    /// Answers the oldest open question.
    package func answer(_ result: SeamUnlockConfirmation.AuthenticationResult) {
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
package struct FakeDevice: SeamOwnerAuthenticator {
    package let hasBiometrics: Bool
    package let hasPasscode: Bool

    package init(hasBiometrics: Bool, hasPasscode: Bool) {
        self.hasBiometrics = hasBiometrics
        self.hasPasscode = hasPasscode
    }

    @MainActor
    package func authenticate(_ method: SeamUnlockConfirmation.AuthenticationMethod, reason: String) async -> SeamUnlockConfirmation.AuthenticationResult {
        switch method {
        case .biometrics: hasBiometrics ? .confirmed : .unavailable(.biometryNotEnrolled)
        case .biometricsOrPasscode: hasBiometrics || hasPasscode ? .confirmed : .unavailable(.passcodeNotSet)
        }
    }
}
#endif
