import Foundation
@_spi(SeamInternal) import SeamSDK

extension Seam {
    /// ``unlock(using:timeout:)`` after the owner confirms, as the app's
    /// ``SeamUnlockConfirmation`` policy asks: for code that unlocks without the unlock card
    /// (a custom button, a custom intent). The card does this by itself.
    ///
    /// Preconditions are checked first, so a key that cannot unlock never prompts; then, if the
    /// policy covers this key, the owner is asked; the unlock is created only once they
    /// confirm (and its preconditions checked again). Cancelling the calling task dismisses
    /// the question and throws `CancellationError`. A confirmed publisher unlocks once, for a
    /// subscription within ``confirmedUnlockDeadline`` seconds (see
    /// ``confirmAndUnlock(using:proximity:timeout:locale:confirmation:authenticator:)``).
    ///
    /// ```swift
    /// do {
    ///     let events = try await Seam.shared.confirmAndUnlock(using: credential.id, locale: locale)
    ///     cancellable = events.sink { event in handle(event) }
    /// } catch let notConfirmed as SeamUnlockConfirmation.NotConfirmed {
    ///     show(SeamStatusPresentation(phase: notConfirmed.phase, locale: locale))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - credentialId: The key to unlock with.
    ///   - timeout: How long the unlock may take once confirmed, as for ``unlock(using:timeout:)``.
    ///   - locale: The language of the question the system shows.
    ///   - confirmation: A policy for this call, applied together with the app's
    ///     ``SeamUnlockConfirmation/current``: it can ask for more, never less.
    ///   - authenticator: What asks; ``SeamUnlockConfirmation/authenticator`` by default.
    /// - Throws: What ``unlock(using:timeout:)`` throws; ``SeamUnlockConfirmation/NotConfirmed`` when the
    ///   owner did not confirm; `CancellationError` when the task was cancelled meanwhile.
    @MainActor
    public func confirmAndUnlock(
        using credentialId: String,
        timeout: TimeInterval = Seam.defaultUnlockTimeout,
        locale: Locale,
        confirmation: SeamUnlockConfirmation? = nil,
        authenticator: any SeamOwnerAuthenticator = SeamUnlockConfirmation.authenticator
    ) async throws -> AnyPublisher<SeamUnlockEvent, Never> {
        try await confirmAndUnlock(using: credentialId, proximity: nil, timeout: timeout, locale: locale,
                                   confirmation: confirmation, authenticator: authenticator)
    }

    /// Seconds a confirmed unlock (``confirmAndUnlock(using:proximity:timeout:locale:confirmation:authenticator:)``)
    /// may wait for its subscriber: 30. Subscribed later, it unlocks nothing.
    public static let confirmedUnlockDeadline: TimeInterval = 30

    /// ``unlock(using:proximity:timeout:)`` after the owner confirms, as the app's
    /// ``SeamUnlockConfirmation`` policy asks; ``confirmAndUnlock(using:timeout:locale:confirmation:authenticator:)``
    /// with the phone held at `proximity` from the reader.
    ///
    /// When the owner was asked, the publisher is good for one unlock, started soon: the
    /// first subscription within ``confirmedUnlockDeadline`` seconds of the answer unlocks;
    /// a later one, or a second one, sends nothing and gets
    /// ``SeamUnlockEvent/connectionFailed(debugDescription:)`` at once. Ask again for
    /// another unlock. (A key no policy covers gets ``unlock(using:proximity:timeout:)``'s
    /// publisher as it is.)
    ///
    /// ```swift
    /// let events = try await Seam.shared.confirmAndUnlock(using: credential.id, proximity: .nearby, locale: locale)
    /// cancellable = events.sink { event in handle(event) }
    /// ```
    ///
    /// - Throws: What ``unlock(using:proximity:timeout:)`` throws; ``SeamUnlockConfirmation/NotConfirmed``
    ///   when the owner did not confirm; `CancellationError` when the task was cancelled meanwhile.
    @MainActor
    public func confirmAndUnlock(
        using credentialId: String,
        proximity: SeamUnlockProximity?,
        timeout: TimeInterval = Seam.defaultUnlockTimeout,
        locale: Locale,
        confirmation: SeamUnlockConfirmation? = nil,
        authenticator: any SeamOwnerAuthenticator = SeamUnlockConfirmation.authenticator
    ) async throws -> AnyPublisher<SeamUnlockEvent, Never> {
        // Throws for a key that cannot unlock now; the publisher starts nothing until subscribed.
        let unconfirmed = try unlock(using: credentialId, proximity: proximity, timeout: timeout)
        // The keys as they are now: a key without a provider is asked for by a per-provider policy.
        let credential = credentials.first { $0.id == credentialId }
        let policies = [SeamUnlockConfirmation.current] + (confirmation.map { [$0] } ?? [])
        guard let method = SeamUnlockConfirmation.method(forKey: credentialId, provider: credential?.providerName,
                                                         policies: policies) else {
            return unconfirmed
        }
        let reason = SeamStatusPresentation.confirmationReason(keyName: credential?.name, locale: locale)
        let result = await authenticator.authenticate(method, reason: reason)
        try Task.checkCancellation()
        guard result == .confirmed else { throw SeamUnlockConfirmation.NotConfirmed(result: result) }
        let confirmed = try unlock(using: credentialId, proximity: proximity, timeout: timeout)
        return Self.singleUse(confirmed, clock: clock, until: clock.now.addingTimeInterval(Self.confirmedUnlockDeadline))
    }

    /// `events` for the first subscription up to `deadline`; any other gets a refusal and
    /// starts nothing, so one confirmation never unlocks twice, or hours later.
    private static func singleUse(_ events: AnyPublisher<SeamUnlockEvent, Never>, clock: any SeamClock,
                                  until deadline: Date) -> AnyPublisher<SeamUnlockEvent, Never> {
        let used = LockIsolated(false)
        return Deferred { () -> AnyPublisher<SeamUnlockEvent, Never> in
            let isFirst = used.withLock { wasUsed -> Bool in
                defer { wasUsed = true }
                return !wasUsed
            }
            let refusal: String
            if !isFirst {
                refusal = "This confirmed unlock was already used; call confirmAndUnlock again for another."
            } else if clock.now > deadline {
                refusal = "This confirmed unlock was subscribed more than \(Int(confirmedUnlockDeadline)) s after the "
                    + "owner confirmed, so it was not sent; call confirmAndUnlock again."
            } else {
                return events
            }
            return Just(.connectionFailed(debugDescription: refusal)).eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }
}
