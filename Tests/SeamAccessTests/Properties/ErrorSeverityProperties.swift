import Foundation
import PropertyBased
@_spi(SeamInternal) import SeamAccess
import Testing

/// The error severity order: whatever the API reports, a credential's errors come most severe
/// first (expired, contact support, awaiting, unknown), each at most once, and what the card
/// shows is the most severe one.
@Suite struct ErrorSeverityProperties {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    static let warningCodes = ["waiting_to_be_issued", "needs_to_be_reissued", "unknown_issue_with_acs_credential",
                               "some_new_warning"]

    /// ends_at (none, past, future), API errors, warnings (a bit mask), is_issued (nil, false,
    /// true), registration being activated.
    static let apiState = zip(Gen.int(in: 0...2), Gen.bool, Gen.int(in: 0...15), Gen.int(in: 0...2), Gen.bool)

    @Test func errorsComeMostSevereFirstAndOnce() async throws {
        await propertyCheck(count: 300, input: Self.apiState) { endsAt, hasErrors, warningMask, issued, activating in
            let warnings = Self.warningCodes.indices.filter { warningMask & (1 << $0) != 0 }.map { Self.warningCodes[$0] }
            var credential: [String: Any] = [
                "acs_credential_id": "k", "display_name": "Key",
                "errors": hasErrors ? [["error_code": "x", "message": "m"]] : [],
                "warnings": warnings.map { ["warning_code": $0] },
            ]
            if endsAt == 1 { credential["ends_at"] = "2020-01-01T00:00:00Z" }
            if endsAt == 2 { credential["ends_at"] = "2099-01-01T00:00:00Z" }
            if issued > 0 { credential["is_issued"] = issued == 2 }
            let body: [String: Any] = ["phone_session": ["provider_sessions": [[
                "phone_registration": ["provider_name": "p", "is_being_activated": activating],
                "acs_credentials": [credential],
            ]]]]
            guard let data = try? JSONSerialization.data(withJSONObject: body),
                  let key = try? SeamPhoneSession.credentials(fromResponse: data, now: now).first else {
                Issue.record("the phone session did not decode")
                return
            }
            var expected: [SeamCredentialError] = []
            if endsAt == 1 { expected.append(.expired) }
            if hasErrors { expected.append(.contactSeamSupport) }
            if warnings.contains("waiting_to_be_issued") || warnings.contains("needs_to_be_reissued") || issued == 1
                || activating { expected.append(.awaitingLocalCredential) }
            if warnings.contains("unknown_issue_with_acs_credential") { expected.append(.unknown) }
            #expect(key.errors == expected)
            let card = SeamAccessCredential.Presentation(credential: SeamAccessCredential(key), now: now, locale: Locale(identifier: "en_US"))
            #expect(card.primaryError == expected.first)
            #expect(card.isUsable == expected.isEmpty)
        }
    }

    /// A lapsed expiry outranks every reported error, and is added only once.
    @Test func aLapsedExpiryIsTheMostSevere() async {
        await propertyCheck(input: CredentialGen.credentials) { keys in
            for key in keys {
                let effective = key.effectiveErrors(at: CredentialGen.now)
                #expect(effective.filter { $0 == .expired }.count == key.errors.filter { $0 == .expired }.count
                    + ((key.expiry.map { $0 <= CredentialGen.now } ?? false) && !key.errors.contains(.expired) ? 1 : 0))
                if let expiry = key.expiry, expiry <= CredentialGen.now, !key.errors.contains(.expired) {
                    #expect(effective.first == .expired)
                }
                #expect(key.isUsable(at: CredentialGen.now) == effective.isEmpty)
            }
        }
    }
}
