import Foundation
#if canImport(LocalAuthentication)
import LocalAuthentication
#endif

/// Asks the device's owner with LocalAuthentication: Face ID, Touch ID or (with
/// ``SeamOwnerAuthenticationMethod/biometricsOrPasscode``) the passcode. The default
/// ``SeamUnlockConfirmation/authenticator``. Extension-safe.
///
/// Face ID needs `NSFaceIDUsageDescription` in the app's Info.plist; without it the system
/// refuses Face ID (reported as ``SeamOwnerAuthenticationUnavailability/biometryNotAvailable``).
/// Where LocalAuthentication does not exist (Linux) every question is
/// ``SeamOwnerAuthenticationResult/unavailable(_:)`` with
/// ``SeamOwnerAuthenticationUnavailability/notSupported``, so a policy that asks refuses.
///
/// ```swift
/// let result = await SeamDeviceOwnerAuthenticator().authenticate(.biometricsOrPasscode, reason: "Unlock Room 101")
/// ```
public struct SeamDeviceOwnerAuthenticator: SeamOwnerAuthenticator {
    public init() {}

    @MainActor
    public func authenticate(_ method: SeamOwnerAuthenticationMethod, reason: String) async -> SeamOwnerAuthenticationResult {
        #if canImport(LocalAuthentication)
        let prompt = SeamLocalAuthenticationPrompt()
        return await withTaskCancellationHandler {
            await prompt.evaluate(method, reason: reason)
        } onCancel: {
            Task { @MainActor in prompt.cancel() }
        }
        #else
        return .unavailable(.notSupported)
        #endif
    }
}

#if canImport(LocalAuthentication)
/// One question: its `LAContext`, used on the main actor only.
@MainActor
private final class SeamLocalAuthenticationPrompt {
    private let context = LAContext()
    private var isCancelled = false

    func evaluate(_ method: SeamOwnerAuthenticationMethod, reason: String) async -> SeamOwnerAuthenticationResult {
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

    private nonisolated static func result(success: Bool, error: (any Error)?) -> SeamOwnerAuthenticationResult {
        if success { return .confirmed }
        guard let error else { return .failed(debugDescription: "LocalAuthentication: no error") }
        let nsError = error as NSError
        guard nsError.domain == LAErrorDomain else { return .failed(debugDescription: "LocalAuthentication: \(nsError.domain) \(nsError.code)") }
        return SeamOwnerAuthenticationResult(localAuthenticationErrorCode: nsError.code)
    }

    /// Dismisses the question (it then ends with `appCancel`).
    func cancel() {
        isCancelled = true
        context.invalidate()
    }
}
#endif
