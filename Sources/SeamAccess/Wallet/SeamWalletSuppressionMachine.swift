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
/// - ``SeamPassSuppressionResult/success``: held until the last attempt ends.
/// - ``SeamPassSuppressionResult/denied``: almost always the missing
///   `com.apple.developer.passkit.pass-presentation-suppression` entitlement. Logged once as a
///   warning, and not asked again for this suppressor's life: asking on every attempt would
///   only repeat the refusal. Setting ``Seam/walletPresentationSuppressor`` again starts over.
/// - ``SeamPassSuppressionResult/notSupported`` (an iPad): logged once, never asked again.
/// - ``SeamPassSuppressionResult/alreadyPresenting`` and ``SeamPassSuppressionResult/cancelled``:
///   nothing to end; the next attempt asks again.
/// - A suppressor that is not available (an app extension): nothing is asked, logged once.
///
/// ```swift
/// let machine = SeamWalletSuppressionMachine()
/// let step = machine.reduce(.init(), .attemptStarted(isAvailable: true))
/// // step.effects == [.request(id: 1)]
/// ```
public struct SeamWalletSuppressionMachine: Hashable, Sendable {
    /// Why suppression is no longer asked for.
    public enum Stop: String, Hashable, Sendable {
        /// The system denied it (missing entitlement).
        case denied
        /// The device cannot suppress Wallet.
        case notSupported
        /// Not possible in this process (an app extension).
        case unavailable
    }

    /// One request made to the system.
    public struct Request: Hashable, Sendable {
        /// Tells this request's token and answers from those of older requests.
        public var id: Int
        /// Known once the platform call returned.
        public var token: SeamPassSuppressionToken?
        /// `nil` until the system answers.
        public var result: SeamPassSuppressionResult?
    }

    /// Where suppression stands.
    public struct State: Hashable, Sendable {
        /// Attempts running now.
        public var attempts = 0
        /// The request asked and not yet ended, if any.
        public var request: Request?
        /// Set once suppression is given up for good.
        public var stop: Stop?
        /// The id the previous request used.
        public var lastRequestId = 0

        public init() {}

        /// Whether the system has granted suppression that is not yet ended.
        public var isSuppressing: Bool { request?.result == .success }
    }

    /// Something that happened.
    public enum Event: Hashable, Sendable {
        /// An unlock attempt began talking to its lock.
        case attemptStarted(isAvailable: Bool)
        /// An unlock attempt ended, for any reason.
        case attemptEnded
        /// The platform call for request `id` returned `token`.
        case requestIssued(id: Int, token: SeamPassSuppressionToken)
        /// The system answered request `id`.
        case answered(id: Int, result: SeamPassSuppressionResult)
    }

    /// Something the coordinator must do.
    public enum Effect: Hashable, Sendable {
        /// Ask the system to suppress Wallet, as request `id`.
        case request(id: Int)
        /// End the suppression `token` stands for.
        case end(SeamPassSuppressionToken)
        /// Tell the SDK's logger.
        case log(SeamLogLevel, String)
    }

    /// A transition's result.
    public struct Step: Hashable, Sendable {
        public var state: State
        public var effects: [Effect]
    }

    public init() {}

    /// The next state and the effects to perform.
    public func reduce(_ state: State, _ event: Event) -> Step {
        var state = state
        var effects: [Effect] = []
        switch event {
        case .attemptStarted(let isAvailable):
            state.attempts += 1
            if state.stop == nil, !isAvailable {
                state.stop = .unavailable
                effects.append(.log(.info, "Wallet suppression skipped: not available in this process (an app extension)."))
            }
            if state.stop == nil, state.request == nil {
                state.lastRequestId += 1
                state.request = Request(id: state.lastRequestId)
                effects.append(.request(id: state.lastRequestId))
            }
        case .attemptEnded:
            state.attempts = max(0, state.attempts - 1)
            effects += settle(&state)
        case .requestIssued(let id, let token):
            guard state.request?.id == id else { return Step(state: state, effects: [.end(token)]) }
            state.request?.token = token
            effects += settle(&state)
        case .answered(let id, let result):
            guard state.request?.id == id else { return Step(state: state, effects: []) }
            state.request?.result = result
            effects += settle(&state)
        }
        return Step(state: state, effects: effects)
    }

    /// Acts on the request once its token and answer are both known.
    private func settle(_ state: inout State) -> [Effect] {
        guard let request = state.request, let token = request.token, let result = request.result else { return [] }
        switch result {
        case .success:
            guard state.attempts == 0 else { return [] }
            state.request = nil
            return [.end(token)]
        case .denied:
            state.request = nil
            state.stop = .denied
            return [.log(.warning, "Wallet suppression denied: add the com.apple.developer.passkit.pass-presentation-suppression entitlement (approved by Apple) and unlock while the app is in the foreground. Not asked again until walletPresentationSuppressor is set again.")]
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
