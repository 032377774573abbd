import Foundation

/// The unlock card's state machine as a pure function: `(phase, event) → (phase, effects)`.
/// ``SeamUnlockCardViewModel`` feeds it events and performs the effects; a value with no side
/// effects, so every transition is tested directly.
package struct SeamUnlockMachine: SeamMachine, Hashable, Sendable {
    /// Tunables of the unlock card (public as ``SeamUnlockCardViewModel/Configuration``).
    package typealias Configuration = SeamUnlockCardViewModel.Configuration

    /// Something that happened.
    package enum Event: Hashable, Sendable {
        /// The user tapped unlock.
        case unlockRequested
        /// The user tapped retry.
        case retryRequested
        /// The user cancelled (or acknowledged an outcome).
        case cancelRequested
        /// `unlock(using:timeout:)` threw before starting.
        case unlockThrew(SeamFailure)
        /// The unlock publisher emitted.
        case received(SeamAccessUnlockEvent)
        /// The credential changed: its errors now (a passed expiry counts), or `nil` when it
        /// no longer exists, and whether the app can open its lock
        /// (``SeamAccessCredential/hasLockIntegration``). `wentWithTheSession`: the key is gone
        /// because the session is no longer active (it ended, or the app signed out), not
        /// because the list no longer has it.
        case credentialUpdated(errors: [SeamCredentialError]?, hasLockIntegration: Bool = true,
                               wentWithTheSession: Bool = false)
        /// The app now has a lock integration for a key that had none (one was registered):
        /// a card showing the key as not supported becomes ready.
        case integrationFound
        /// The success dwell ended.
        case successDwellElapsed
        /// The user tapped Done on the success state.
        case doneRequested
        /// The user closed an outcome the card cannot retry, or chose to leave one it can (the
        /// card's Close): the attempt is over for the card's container.
        case closeRequested
        /// Asking the owner (``Effect/authenticate(_:)``) ended.
        case authenticationEnded(SeamUnlockConfirmation.AuthenticationResult)
    }

    /// Something the view model must do.
    package enum Effect: Hashable, Sendable {
        case startUnlock(timeout: TimeInterval)
        case cancelUnlock
        case scheduleSuccessDwell(TimeInterval)
        case cancelSuccessDwell
        case haptic(SeamHaptic)
        /// Announce the new phase to VoiceOver.
        case announce(SeamUnlockCardViewModel.Phase)
        /// The attempt is over; the card ends it as its hosting decides
        /// (``SeamUnlockFinish/closesPresentation``).
        case finish(SeamUnlockFinish.End)
        /// Record the diagnostic text of a failed connection.
        case logFailure(debugDescription: String)
        /// Ask the owner to confirm the unlock (``SeamUnlockConfirmation``), then send
        /// ``Event/authenticationEnded(_:)``. Nothing is sent to the lock before that.
        case authenticate(SeamUnlockConfirmation.AuthenticationMethod)
        /// Dismiss the question ``authenticate(_:)`` asked; its answer is ignored.
        case cancelAuthentication
    }

    package typealias Step = SeamStep<SeamUnlockCardViewModel.Phase, Effect>

    package var configuration: Configuration
    /// How the owner confirms an attempt before it is sent, or `nil` to send at once. The
    /// card's view model sets it from ``SeamUnlockConfirmation/current`` for its key before
    /// each attempt.
    package var confirmation: SeamUnlockConfirmation.AuthenticationMethod?

    package init(configuration: Configuration = Configuration(), confirmation: SeamUnlockConfirmation.AuthenticationMethod? = nil) {
        self.configuration = configuration
        self.confirmation = confirmation
    }

    /// The next phase and the effects to perform.
    package func reduce(_ phase: SeamUnlockCardViewModel.Phase, _ event: Event) -> Step {
        switch event {
        case .unlockRequested, .retryRequested:
            return start(from: phase)
        case .cancelRequested:
            return cancel(from: phase)
        case .received(let unlockEvent):
            guard phase == .unlocking else { return Step(phase) }
            return receive(unlockEvent)
        case .unlockThrew(let error):
            guard phase == .unlocking else { return Step(phase) }
            if case .seam(.credentialErrors(let errors)) = error, let first = errors.first {
                return Step(.blocked(first), [.haptic(.error), .announce(.blocked(first))])
            }
            return Step(.preflightFailed(error), [.haptic(.error), .announce(.preflightFailed(error))])
        case .credentialUpdated(let errors, let hasLockIntegration, let wentWithTheSession):
            return credentialUpdated(errors, hasLockIntegration: hasLockIntegration, wentWithTheSession: wentWithTheSession,
                                     in: phase)
        case .integrationFound:
            guard phase == Self.lockNotSupported else { return Step(phase) }
            return Step(.idle, [.announce(.idle)])
        case .successDwellElapsed:
            guard phase == .granted else { return Step(phase) }
            return Step(.idle, configuration.dismissesOnSuccess ? [.finish(.successDwellElapsed)] : [])
        case .doneRequested:
            guard phase == .granted else { return Step(phase) }
            return Step(.idle, [.cancelSuccessDwell, .finish(.doneTapped)])
        case .closeRequested:
            return close(from: phase)
        case .authenticationEnded(let result):
            guard phase == .authenticating else { return Step(phase) }
            return authenticated(result)
        }
    }

    /// A new attempt, confirmed first when ``confirmation`` asks for it. Never while one runs
    /// (confirming or unlocking): a second tap, a retry or a link does not ask twice.
    private func start(from phase: SeamUnlockCardViewModel.Phase) -> Step {
        switch phase {
        case .idle, .timedOut, .connectionFailed, .preflightFailed, .confirmationDeclined, .confirmationInterrupted,
             .confirmationFailed, .confirmationUnavailable:
            return begin()
        case .granted: return begin(after: [.cancelSuccessDwell])
        case .unlocking, .authenticating, .blocked: return Step(phase)
        }
    }

    private func begin(after effects: [Effect] = []) -> Step {
        guard let confirmation else {
            return Step(.unlocking, effects + [.startUnlock(timeout: configuration.timeout)])
        }
        // Not announced: the system's question is on screen and VoiceOver reads it.
        return Step(.authenticating, effects + [.authenticate(confirmation)])
    }

    private func authenticated(_ result: SeamUnlockConfirmation.AuthenticationResult) -> Step {
        switch result {
        case .confirmed:
            return Step(.unlocking, [.startUnlock(timeout: configuration.timeout)])
        case .declined:
            return Step(.confirmationDeclined, [.announce(.confirmationDeclined)])
        case .interrupted:
            return Step(.confirmationInterrupted, [.announce(.confirmationInterrupted)])
        case .failed(let debugDescription):
            return Step(.confirmationFailed, [.haptic(.error), .announce(.confirmationFailed),
                                              .logFailure(debugDescription: debugDescription)])
        case .unavailable(let reason):
            let unavailable = SeamUnlockCardViewModel.Phase.confirmationUnavailable(reason)
            return Step(unavailable, [.haptic(.warning), .announce(unavailable)])
        }
    }

    private func cancel(from phase: SeamUnlockCardViewModel.Phase) -> Step {
        switch phase {
        case .unlocking: Step(.idle, [.cancelUnlock])
        case .authenticating: Step(.idle, [.cancelAuthentication])
        case .granted: Step(.idle, [.cancelSuccessDwell])
        case .timedOut, .connectionFailed, .preflightFailed, .confirmationDeclined, .confirmationInterrupted,
             .confirmationFailed, .confirmationUnavailable: Step(.idle)
        case .idle, .blocked: Step(phase)
        }
    }

    /// An outcome the person leaves: back to the unlock button, or, for a key with an error,
    /// still showing it (the key stays blocked until its error is fixed); either way the
    /// container hears that the attempt is over. A running attempt has Cancel instead.
    private func close(from phase: SeamUnlockCardViewModel.Phase) -> Step {
        switch phase {
        case .timedOut, .connectionFailed, .preflightFailed, .confirmationDeclined, .confirmationInterrupted,
             .confirmationFailed, .confirmationUnavailable:
            Step(.idle, [.finish(.closed)])
        case .blocked: Step(phase, [.finish(.closed)])
        case .granted: Step(.idle, [.cancelSuccessDwell, .finish(.closed)])
        case .idle, .unlocking, .authenticating: Step(phase)
        }
    }

    private func receive(_ event: SeamAccessUnlockEvent) -> Step {
        switch event {
        case .launched:
            return Step(.unlocking, [.haptic(.start), .announce(.unlocking)])
        case .grantedAccess:
            let dwell = configuration.successDwell.map { [Effect.scheduleSuccessDwell($0)] } ?? []
            return Step(.granted, [.haptic(.success), .announce(.granted)] + dwell)
        case .timedOut:
            return Step(.timedOut, [.haptic(.warning), .announce(.timedOut)])
        case .connectionFailed(let debugDescription):
            // The server ended the session (the SDK has deactivated): no lock is to blame, and
            // trying again cannot work until the person signs in again. Ended after the request
            // was sent, the phase keeps its reason, so the card also says the door may have opened.
            let failed = SeamUnlockFailureReason(debugDescription: debugDescription) == .sessionEnded
                ? Self.sessionEnded : SeamUnlockCardViewModel.Phase.connectionFailed(debugDescription: debugDescription)
            return Step(failed, [.haptic(.error), .announce(failed), .logFailure(debugDescription: debugDescription)])
        }
    }

    /// Where a card goes when the server ends the session during its attempt.
    static let sessionEnded = SeamUnlockCardViewModel.Phase.preflightFailed(.seam(.invalidClientSessionToken))

    /// Where a card goes for a key whose lock the app cannot open: what the tap would have
    /// said, shown before it, with no Unlock (and no Try Again: the error is not retryable).
    static let lockNotSupported = SeamUnlockCardViewModel.Phase.preflightFailed(.integrationNotFound)

    private func credentialUpdated(_ errors: [SeamCredentialError]?, hasLockIntegration: Bool, wentWithTheSession: Bool,
                                   in phase: SeamUnlockCardViewModel.Phase) -> Step {
        let target: SeamUnlockCardViewModel.Phase
        if let errors {
            if let first = errors.first {
                target = .blocked(first)
            } else if !hasLockIntegration {
                // Nothing can have started: an unlock without an integration throws at once.
                guard !phase.isUnlocking, phase != .granted else { return Step(phase) }
                target = Self.lockNotSupported
            } else if case .blocked = phase {
                target = .idle
            } else if phase == .preflightFailed(.invalidCredentialId) || phase == Self.sessionEnded || phase.endedWithTheSession {
                // Listed again (a new sign-in): the card that said the key or the session was
                // gone offers Unlock again; what the ended attempt said was on screen meanwhile.
                target = .idle
            } else {
                return Step(phase)
            }
        } else if phase == Self.sessionEnded || phase.endedWithTheSession
                    || (wentWithTheSession && (phase.lockMayHaveActed || phase == .timedOut)) {
            // The keys went because the session ended: that is what the card keeps saying,
            // or the warning it showed that the door may have opened.
            return Step(phase)
        } else if wentWithTheSession {
            // Not "no longer available, refresh your keys": a refresh cannot bring it back.
            target = Self.sessionEnded
        } else {
            target = .preflightFailed(.invalidCredentialId)
        }
        guard target != phase else { return Step(phase) }
        var effects: [Effect] = []
        if phase == .unlocking { effects += [.cancelUnlock, .haptic(.error)] }
        if phase == .authenticating { effects += [.cancelAuthentication, .haptic(.error)] }
        if phase == .granted { effects.append(.cancelSuccessDwell) }
        effects.append(.announce(target))
        return Step(target, effects)
    }
}

extension SeamUnlockCardViewModel.Phase {
    /// The session ended after the unlock's request was sent: the card keeps saying so (and
    /// that the door may have opened) when the keys go with the session.
    var endedWithTheSession: Bool { failureReason == .sessionEndedAfterSending }
}

extension SeamUnlockCardViewModel.Phase {
    /// The attempt ended without knowing whether the lock acted, after its request was sent:
    /// the door may have opened, so a retry should be a deliberate second step (the demo asks
    /// for Enter twice; the card's Try Again is a button under the sentence that says so).
    package var lockMayHaveActed: Bool {
        switch failureReason {
        case .sentWithoutAnswer?, .superseded?, .sessionEndedAfterSending?: return true
        case .sessionEnded?, .notSent?, .refusedByService?, .lockRefused?, nil: return false
        }
    }
}
