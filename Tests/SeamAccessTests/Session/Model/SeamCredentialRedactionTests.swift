import Foundation
import SeamAccess
import Testing

/// A key printed, interpolated into a log line or dumped never shows its door code, card number
/// or verification link (Seam's own guide prints `credential.errors`).
struct SeamCredentialRedactionTests {
    static let otp = URL(string: "https://verify.example.com/otp?secret=s3cr3t-0tp")!
    static let key = SeamCredential(
        id: "k1", isManaged: true, name: "Room 501", location: "Hotel", providerName: "assa_abloy",
        expiry: Date(timeIntervalSince1970: 1_800_000_000), cardNumber: "4111222233334444", code: "918273",
        supportedUnlockProximities: [.touch], errors: [.userInteractionRequired(.completeOtpAuthorization(otpUrl: otp))])
    static let secrets = ["918273", "4111222233334444", "s3cr3t-0tp", "verify.example.com"]

    func texts(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped]
    }

    @Test func anSDKKeyPrintsWithoutItsSecrets() {
        for text in texts(Self.key) {
            for secret in Self.secrets { #expect(!text.contains(secret), "\(text)") }
            #expect(text.contains("Room 501"))
        }
        #expect(String(describing: Self.key).contains("code: <redacted>"))
        #expect(String(describing: Self.key).contains("userInteractionRequired.completeOtpAuthorization"))
    }

    @Test func aUIKeyPrintsWithoutItsSecrets() {
        let key = SeamAccessCredential(Self.key)
        for text in texts(key) {
            for secret in Self.secrets { #expect(!text.contains(secret), "\(text)") }
        }
        #expect(String(describing: key).hasPrefix("SeamAccessCredential(id: k1, "))
        #expect(String(describing: key).contains("provider: assa_abloy"))
    }

    @Test func anErrorOrItsListPrintsItsCodeNotTheLink() {
        let error = Self.key.errors[0]
        let thrown: any Error = error
        for text in texts(error) + texts(Self.key.errors) + ["\(thrown)"] {
            for secret in Self.secrets { #expect(!text.contains(secret), "\(text)") }
        }
        #expect("\(error)" == "userInteractionRequired.completeOtpAuthorization")
        #expect(String(describing: SeamCredentialError.RequiredUserInteraction.enableBluetooth) == "enableBluetooth")
    }
}
