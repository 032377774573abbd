import Foundation
import SeamAccess
import Testing

/// Which keys the policy covers, and how LocalAuthentication's errors read.
struct SeamUnlockConfirmationPolicyTests {
    @Test func offByDefault() {
        #expect(SeamUnlockConfirmation.never.method(forKey: "k", provider: "salto_space") == nil)
        #expect(SeamUnlockConfirmation.current.scope == .none, "no app set a policy in the tests")
    }

    @Test func perProviderAndPerKey() {
        let salto = SeamUnlockConfirmation.providers(["salto_space"])
        #expect(salto.method(forKey: "k", provider: "salto_space") == .biometricsOrPasscode)
        #expect(salto.method(forKey: "k", provider: "latch") == nil)
        #expect(salto.method(forKey: "k", provider: nil) == .biometricsOrPasscode,
                "a key whose provider is unknown might be Salto's: asked, not unlocked unasked")
        let vault = SeamUnlockConfirmation.keys(["vault"], fallback: .refuse)
        #expect(vault.method(forKey: "vault", provider: "latch") == .biometrics)
        #expect(vault.method(forKey: "room", provider: "latch") == nil)
        #expect(vault.method(forKey: "room", provider: nil) == nil, "a policy naming no provider ignores it")
        let both = SeamUnlockConfirmation(scope: .matching(keyIds: ["vault"], providers: ["salto_space"]))
        #expect(both.method(forKey: "vault", provider: nil) != nil)
        #expect(both.method(forKey: "room", provider: "salto_space") != nil)
        #expect(both.method(forKey: "room", provider: "latch") == nil)
    }

    @Test func severalPoliciesGiveTheStrictestAnswer() {
        let method = { (policies: [SeamUnlockConfirmation]) in
            SeamUnlockConfirmation.method(forKey: "k", provider: "salto_space", policies: policies)
        }
        #expect(method([]) == nil)
        #expect(method([.never, .never]) == nil)
        #expect(method([.never, .always()]) == .biometricsOrPasscode, "a card's own policy cannot switch the app's off")
        #expect(method([.always(), .never]) == .biometricsOrPasscode)
        #expect(method([.always(fallback: .passcode), .providers(["salto_space"], fallback: .refuse)]) == .biometrics)
        #expect(method([.always(fallback: .passcode), .keys(["other"], fallback: .refuse)]) == .biometricsOrPasscode)
    }

    @Test func localAuthenticationErrorsMapToWhatThePersonCanDo() {
        // userCancel, userFallback
        for code in [-2, -3] {
            #expect(SeamUnlockConfirmation.AuthenticationResult(localAuthenticationErrorCode: code) == .declined, "\(code)")
        }
        // systemCancel (a call came in), appCancel: the person declined nothing
        for code in [-4, -9] {
            #expect(SeamUnlockConfirmation.AuthenticationResult(localAuthenticationErrorCode: code) == .interrupted, "\(code)")
        }
        // biometryLockout: "Try again" would fail forever; the person must unlock the device first
        #expect(SeamUnlockConfirmation.AuthenticationResult(localAuthenticationErrorCode: -8) == .unavailable(.biometryLockedOut))
        #expect(SeamUnlockConfirmation.AuthenticationResult(localAuthenticationErrorCode: -5) == .unavailable(.passcodeNotSet))
        #expect(SeamUnlockConfirmation.AuthenticationResult(localAuthenticationErrorCode: -6) == .unavailable(.biometryNotAvailable))
        #expect(SeamUnlockConfirmation.AuthenticationResult(localAuthenticationErrorCode: -7) == .unavailable(.biometryNotEnrolled))
        #expect(SeamUnlockConfirmation.AuthenticationResult(localAuthenticationErrorCode: -1004) == .unavailable(.notInteractive))
        // authenticationFailed, invalidContext, a code from a newer SDK
        for code in [-1, -10, -999] {
            guard case .failed = SeamUnlockConfirmation.AuthenticationResult(localAuthenticationErrorCode: code) else {
                Issue.record("\(code) is not a failure")
                continue
            }
        }
    }

    @Test func withoutLocalAuthenticationTheDefaultAuthenticatorRefuses() async {
        #if !canImport(LocalAuthentication)
        let result = await SeamUnlockConfirmation.DeviceOwnerAuthenticator().authenticate(.biometricsOrPasscode, reason: "Unlock")
        #expect(result == .unavailable(.notSupported))
        #endif
    }
}
