// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
import SeamAccess

/// Stands in for PassKit: records requests and ends, and answers when the test says so.
@MainActor
package final class FakePassSuppressor: SeamWalletSuppressionHold.PassPresentationSuppressing {
    package var isAvailable = true
    /// Answered at once (from inside the request, which a conformer must not do) when set.
    package var answerSynchronously: SeamWalletSuppressionHold.SuppressionResult?
    package private(set) var requested: [SeamWalletSuppressionHold.SuppressionToken] = []
    package private(set) var ended: [SeamWalletSuppressionHold.SuppressionToken] = []
    private var answers: [SeamWalletSuppressionHold.SuppressionToken: @MainActor @Sendable (SeamWalletSuppressionHold.SuppressionResult) -> Void] = [:]
    private var nextToken = 100

    package nonisolated init() {}

    package func requestSuppression(
        answer: @escaping @MainActor @Sendable (SeamWalletSuppressionHold.SuppressionResult) -> Void
    ) -> SeamWalletSuppressionHold.SuppressionToken {
        nextToken += 1
        let token = SeamWalletSuppressionHold.SuppressionToken(nextToken)
        requested.append(token)
        answers[token] = answer
        if let answerSynchronously { answer(answerSynchronously) }
        return token
    }

    package func endSuppression(_ token: SeamWalletSuppressionHold.SuppressionToken) {
        ended.append(token)
    }

    /// Answers the newest request.
    package func answer(_ result: SeamWalletSuppressionHold.SuppressionResult) {
        guard let token = requested.last else { return }
        answers[token]?(result)
    }

    /// Tokens asked for and not ended whose answer was (or will be) a success: what would
    /// keep Wallet suppressed after everything is over.
    package var outstanding: [SeamWalletSuppressionHold.SuppressionToken] { requested.filter { !ended.contains($0) } }
}
#endif
