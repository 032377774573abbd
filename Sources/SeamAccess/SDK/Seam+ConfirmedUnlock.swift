import Foundation

extension Seam {
    /// ``unlock(using:timeout:)`` after the owner confirms, as the app's
    /// ``SeamUnlockConfirmation`` policy asks: for code that unlocks without the unlock card
    /// (a custom button, a custom intent). The card does this by itself.
    ///
    /// Preconditions are checked first, so a key that cannot unlock never prompts; then, if the
    /// policy covers this key, the owner is asked; the unlock is created only once they
    /// confirm (and its preconditions checked again). Cancelling the calling task dismisses
    /// the question and throws `CancellationError`.
    ///
    /// ```swift
    /// do {
    ///     let events = try await Seam.shared.confirmAndUnlock(using: credential.id)
    ///     cancellable = events.sink { event in handle(event) }
    /// } catch let notConfirmed as SeamUnlockNotConfirmed {
    ///     show(SeamStatusPresentation(phase: notConfirmed.phase))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - locale: The language of the question the system shows.
    ///   - confirmation: A policy for this call, applied together with the app's
    ///     ``SeamUnlockConfirmation/current``: it can ask for more, never less.
    ///   - authenticator: What asks; ``SeamUnlockConfirmation/authenticator`` by default.
    /// - Throws: What ``unlock(using:timeout:)`` throws; ``SeamUnlockNotConfirmed`` when the
    ///   owner did not confirm; `CancellationError` when the task was cancelled meanwhile.
    @MainActor
    public func confirmAndUnlock(
        using credentialId: String,
        timeout: TimeInterval = Seam.defaultUnlockTimeout,
        locale: Locale = .current,
        confirmation: SeamUnlockConfirmation? = nil,
        authenticator: any SeamOwnerAuthenticator = SeamUnlockConfirmation.authenticator
    ) async throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        // Throws for a key that cannot unlock now; the publisher starts nothing until subscribed.
        let unconfirmed = try unlock(using: credentialId, timeout: timeout)
        let credential = credentials.first { $0.id == credentialId }
        let policies = [SeamUnlockConfirmation.current] + (confirmation.map { [$0] } ?? [])
        guard let method = SeamUnlockConfirmation.method(forKey: credentialId, provider: credential?.provider,
                                                         policies: policies) else {
            return unconfirmed
        }
        let reason = SeamStatusPresentation.confirmationReason(keyName: credential?.name, locale: locale)
        let result = await authenticator.authenticate(method, reason: reason)
        try Task.checkCancellation()
        guard result == .confirmed else { throw SeamUnlockNotConfirmed(result: result) }
        return try unlock(using: credentialId, timeout: timeout)
    }
}
