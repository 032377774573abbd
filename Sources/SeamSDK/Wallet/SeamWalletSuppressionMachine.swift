import Foundation

/// When to keep Apple Wallet from popping up at a reader, as a pure function:
/// `(state, event) → (state, effects)`.
///
/// Suppression is held while at least one unlock attempt runs: the first attempt asks, the
/// last one to end (whatever its outcome: granted, timed out, failed, cancelled, superseded
/// or ended by a deactivation) releases. A release that comes before the system has answered
/// is kept, and the suppression is ended as soon as the answer grants it, so a token is never
/// left suppressing Wallet.
///
/// What each answer does:
/// - ``SeamWalletSuppressionHold/SuppressionResult/success``: held until the last attempt ends.
/// - ``SeamWalletSuppressionHold/SuppressionResult/denied``: the missing
///   `com.apple.developer.passkit.pass-presentation-suppression` entitlement, but also the
///   person preventing it, an app not in the foreground or an internal error of the system,
///   which can pass. The first denial is logged once as a warning naming the entitlement; the
///   attempts still running are not asked for again (a card's question and the unlock that
///   follows count as one), the next ones are, until ``denialsBeforeStopping`` denials in a row (3 by default)
///   with no success between them, when it is not asked again for this suppressor's life
///   (logged once more). A success starts the count over. Setting
///   ``Seam/walletPresentationSuppressor`` again starts over too.
/// - ``SeamWalletSuppressionHold/SuppressionResult/notSupported`` (an iPad): logged once, never asked again.
/// - ``SeamWalletSuppressionHold/SuppressionResult/alreadyPresenting`` and ``SeamWalletSuppressionHold/SuppressionResult/cancelled``:
///   nothing to end; the next attempt asks again.
/// - A suppressor that is not available (an app extension): nothing is asked, logged once.
///
/// ```swift
/// let machine = SeamWalletSuppressionMachine()
/// let step = machine.reduce(.init(), .attemptStarted(isAvailable: true))
/// // step.effects == [.request(id: 1)]
/// ```
package struct SeamWalletSuppressionMachine: SeamMachine, Hashable, Sendable {
    /// Why suppression is no longer asked for.
    package enum Stop: String, Hashable, Sendable {
        /// The system denied it ``SeamWalletSuppressionMachine/denialsBeforeStopping`` times in a
        /// row (most likely a missing entitlement).
        case denied
        /// The device cannot suppress Wallet.
        case notSupported
        /// Not possible in this process (an app extension).
        case unavailable
    }

    /// One request made to the system.
    package struct Request: Hashable, Sendable {
        /// Tells this request's token and answers from those of older requests.
        package var id: Int
        /// Known once the platform call returned.
        package var token: SeamWalletSuppressionHold.SuppressionToken?
        /// `nil` until the system answers.
        package var result: SeamWalletSuppressionHold.SuppressionResult?
    }

    /// Where suppression stands.
    package struct State: Hashable, Sendable {
        /// Attempts running now.
        package var attempts = 0
        /// The request asked and not yet ended, if any.
        package var request: Request?
        /// Set once suppression is given up for good.
        package var stop: Stop?
        /// The id the previous request used.
        package var lastRequestId = 0
        /// Denials since the last success (or since the start).
        package var consecutiveDenials = 0
        /// Whether a denial has been logged: the warning is given once.
        package var hasLoggedDenial = false
        /// Denied while attempts still run: not asked again until they have all ended, so one
        /// unlock (a card's question, then its attempt) counts one denial, not two.
        package var isDeniedUntilIdle = false

        package init() {}

        /// Whether the system has granted suppression that is not yet ended.
        package var isSuppressing: Bool { request?.result == .success }
    }

    /// Something that happened.
    package enum Event: Hashable, Sendable {
        /// An unlock attempt began talking to its lock.
        case attemptStarted(isAvailable: Bool)
        /// An unlock attempt ended, for any reason.
        case attemptEnded
        /// The platform call for request `id` returned `token`.
        case requestIssued(id: Int, token: SeamWalletSuppressionHold.SuppressionToken)
        /// The system answered request `id`.
        case answered(id: Int, result: SeamWalletSuppressionHold.SuppressionResult)
    }

    /// Something the coordinator must do.
    package enum Effect: Hashable, Sendable {
        /// Ask the system to suppress Wallet, as request `id`.
        case request(id: Int)
        /// End the suppression `token` stands for.
        case end(SeamWalletSuppressionHold.SuppressionToken)
        /// Tell the SDK's logger.
        case log(SeamLogger.Level, String)
    }

    package typealias Step = SeamStep<State, Effect>

    /// How many denials in a row, with no success between them, end the asking: one denial
    /// may pass (the app was not in the foreground, an internal error), several mean the
    /// entitlement is missing. At least 1.
    package var denialsBeforeStopping: Int

    /// - Parameter denialsBeforeStopping: See ``denialsBeforeStopping``; values below 1 count as 1.
    package init(denialsBeforeStopping: Int = 3) {
        self.denialsBeforeStopping = max(1, denialsBeforeStopping)
    }

    /// The next state and the effects to perform.
    package func reduce(_ state: State, _ event: Event) -> Step {
        var state = state
        var effects: [Effect] = []
        switch event {
        case .attemptStarted(let isAvailable):
            state.attempts += 1
            if state.stop == nil, !isAvailable {
                state.stop = .unavailable
                effects.append(.log(.info, "Wallet suppression skipped: not available in this process (an app extension)."))
            }
            if state.stop == nil, state.request == nil, !state.isDeniedUntilIdle {
                state.lastRequestId += 1
                state.request = Request(id: state.lastRequestId)
                effects.append(.request(id: state.lastRequestId))
            }
        case .attemptEnded:
            state.attempts = max(0, state.attempts - 1)
            if state.attempts == 0 { state.isDeniedUntilIdle = false }
            effects += settle(&state)
        case .requestIssued(let id, let token):
            guard state.request?.id == id else { return Step(state, [.end(token)]) }
            state.request?.token = token
            effects += settle(&state)
        case .answered(let id, let result):
            guard state.request?.id == id else { return Step(state) }
            state.request?.result = result
            effects += settle(&state)
        }
        return Step(state, effects)
    }

    /// Acts on the request once its token and answer are both known.
    private func settle(_ state: inout State) -> [Effect] {
        guard let request = state.request, let token = request.token, let result = request.result else { return [] }
        switch result {
        case .success:
            state.consecutiveDenials = 0
            guard state.attempts == 0 else { return [] }
            state.request = nil
            return [.end(token)]
        case .denied:
            state.request = nil
            state.consecutiveDenials += 1
            state.isDeniedUntilIdle = state.attempts > 0
            var effects: [Effect] = []
            if !state.hasLoggedDenial {
                state.hasLoggedDenial = true
                effects.append(.log(.warning, "Wallet suppression denied: add the com.apple.developer.passkit.pass-presentation-suppression entitlement (approved by Apple) and unlock while the app is in the foreground. Asked again on the next unlocks; this warning is not repeated."))
            }
            if state.consecutiveDenials >= max(1, denialsBeforeStopping) {
                state.stop = .denied
                effects.append(.log(.info, "Wallet suppression denied \(state.consecutiveDenials) times in a row; not asked again until walletPresentationSuppressor is set again."))
            }
            return effects
        case .notSupported:
            state.request = nil
            state.stop = .notSupported
            return [.log(.info, "Wallet suppression is not supported on this device; not asked again.")]
        case .alreadyPresenting, .cancelled:
            state.request = nil
            return [.log(.info, "Wallet suppression not in effect for this attempt: \(result.rawValue).")]
        }
    }
}
