import Foundation
#if canImport(LocalAuthentication)
import LocalAuthentication
#endif

extension SeamUnlockConfirmation {
    /// Asks the device's owner with LocalAuthentication: Face ID, Touch ID or (with
    /// ``SeamUnlockConfirmation/AuthenticationMethod/biometricsOrPasscode``) the passcode. The default
    /// ``SeamUnlockConfirmation/authenticator``. Extension-safe.
    ///
    /// Face ID needs `NSFaceIDUsageDescription` in the app's Info.plist: an app that asks for Face
    /// ID without it may be ended by the system. So on a device with Face ID and no such key this
    /// authenticator asks nothing: it answers ``SeamUnlockConfirmation/AuthenticationUnavailability/faceIDUsageDescriptionMissing``
    /// (the card says the owner cannot be asked) and logs a warning, once, to its logger.
    /// Where LocalAuthentication does not exist (Linux) every question is
    /// ``SeamUnlockConfirmation/AuthenticationResult/unavailable(_:)`` with
    /// ``SeamUnlockConfirmation/AuthenticationUnavailability/notSupported``, so a policy that asks refuses.
    ///
    /// ```swift
    /// SeamUnlockConfirmation.authenticator = SeamUnlockConfirmation.DeviceOwnerAuthenticator(logger: appLogger)
    /// let result = await SeamUnlockConfirmation.DeviceOwnerAuthenticator().authenticate(.biometricsOrPasscode, reason: "Unlock Room 101")
    /// ```
    public struct DeviceOwnerAuthenticator: SeamOwnerAuthenticator {
        private let logger: SeamLogger
        /// Whether the missing usage description was logged (once per authenticator).
        private let loggedMissingDescription = LockIsolated(false)

        /// - Parameter logger: Receives a warning, once, when the app lacks `NSFaceIDUsageDescription`.
        public init(logger: SeamLogger = .disabled) {
            self.logger = logger
        }

        @MainActor
        public func authenticate(_ method: SeamUnlockConfirmation.AuthenticationMethod, reason: String) async -> SeamUnlockConfirmation.AuthenticationResult {
            #if canImport(LocalAuthentication)
            let prompt = SeamLocalAuthenticationPrompt()
            if let missing = Self.missingUsageDescription(biometry: prompt.biometry(), infoDictionary: Bundle.main.infoDictionary) {
                logMissingDescriptionOnce()
                return .unavailable(missing)
            }
            return await withTaskCancellationHandler {
                await prompt.evaluate(method, reason: reason)
            } onCancel: {
                Task { @MainActor in prompt.cancel() }
            }
            #else
            return .unavailable(.notSupported)
            #endif
        }

        private func logMissingDescriptionOnce() {
            let first = loggedMissingDescription.withLock { logged -> Bool in
                defer { logged = true }
                return !logged
            }
            guard first else { return }
            logger.log(.warning, "Unlock confirmation refused: this device has Face ID and the app's Info.plist has no "
                       + "\(Self.faceIDUsageDescriptionKey). Add it to ask with Face ID.")
        }
    }
}

#if canImport(LocalAuthentication)
/// One question: its `LAContext`, used on the main actor only.
@MainActor
private final class SeamLocalAuthenticationPrompt {
    private let context = LAContext()
    private var isCancelled = false

    /// The device's biometrics (`biometryType` is known only after `canEvaluatePolicy`).
    func biometry() -> SeamBiometryKind {
        var error: NSError?
        _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
        switch context.biometryType {
        case .faceID: return .faceID
        case .touchID: return .touchID
        case .none: return .none
        default:
            // Optic ID (visionOS) and anything newer: assume it needs the usage description.
            return .opticID
        }
    }

    func evaluate(_ method: SeamUnlockConfirmation.AuthenticationMethod, reason: String) async -> SeamUnlockConfirmation.AuthenticationResult {
        guard !isCancelled, !Task.isCancelled else { return .declined }
        let policy: LAPolicy = method == .biometrics ? .deviceOwnerAuthenticationWithBiometrics : .deviceOwnerAuthentication
        // The biometrics-only question offers no "Enter Password" button: it would lead nowhere.
        if method == .biometrics { context.localizedFallbackTitle = "" }
        // The reply comes on a private queue; only the continuation crosses it.
        return await withCheckedContinuation { continuation in
            context.evaluatePolicy(policy, localizedReason: reason) { success, error in
                continuation.resume(returning: Self.result(success: success, error: error))
            }
        }
    }

    private nonisolated static func result(success: Bool, error: (any Error)?) -> SeamUnlockConfirmation.AuthenticationResult {
        if success { return .confirmed }
        guard let error else { return .failed(debugDescription: "LocalAuthentication: no error") }
        let nsError = error as NSError
        guard nsError.domain == LAErrorDomain else { return .failed(debugDescription: "LocalAuthentication: \(nsError.domain) \(nsError.code)") }
        return SeamUnlockConfirmation.AuthenticationResult(localAuthenticationErrorCode: nsError.code)
    }

    /// Dismisses the question (it then ends with `appCancel`).
    func cancel() {
        isCancelled = true
        context.invalidate()
    }
}
#endif
