import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The compact and minimal Dynamic Island, and what the activity's content carries.
struct SeamStayActivityCompactTests {
    let now = TestClock().now
    let utc = TimeZone(identifier: "UTC") ?? .current
    let english = Locale(identifier: "en_US")
    let hour: TimeInterval = 60 * 60

    func content(checkoutIn seconds: TimeInterval, problem: SeamCredentialError? = nil,
                 privacy: SeamExtensionConfiguration.WidgetPrivacy = .hidesKeyDetailsWhenLocked) -> SeamStayActivityContent {
        let checkout = now.addingTimeInterval(seconds)
        return SeamStayActivityContent(name: "Room 101", location: "Hotel Marina", checkout: checkout,
                                       countdownStart: checkout.addingTimeInterval(-3 * hour), problem: problem,
                                       cardURL: URL(string: "myapp://seam/unlock?credential=room-101"),
                                       unlockURL: URL(string: "myapp://seam/unlock?credential=room-101&start=1"),
                                       linksSignedAt: now, privacy: privacy)
    }

    func shown(_ content: SeamStayActivityContent) -> SeamStayActivityPresentation {
        SeamStayActivityPresentation(content: content, now: now, locale: english, timeZone: utc)
    }

    func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{202F}", with: " ")
    }

    @Test func theCompactCheckoutNamesTheDayWhenItIsNotToday() {
        // The test clock's now is Sun, Jun 15, 3:06 PM UTC.
        #expect(plain(shown(content(checkoutIn: 5 * hour)).checkoutTimeText) == "8:06 PM")
        #expect(plain(shown(content(checkoutIn: 10 * hour)).checkoutTimeText) == "Mon 1:06 AM")
        #expect(plain(shown(content(checkoutIn: 6 * 24 * hour)).checkoutTimeText) == "Sat 3:06 PM")
        #expect(plain(shown(content(checkoutIn: 7 * 24 * hour)).checkoutTimeText) == "Jun 22 at 3:06 PM")
    }

    @Test func theCompactLabelLeavesOutTheNameAndPlaceWhenTheyArePrivate() {
        let hidden = shown(content(checkoutIn: 24 * hour, problem: .userInteractionRequired(.enableBluetooth)))
        #expect(!hidden.compactAccessibilityLabel.contains("Room 101"))
        #expect(!hidden.compactAccessibilityLabel.contains("Hotel Marina"))
        #expect(hidden.compactAccessibilityLabel.hasPrefix(hidden.checkoutLine))
        #expect(hidden.statusText.map(hidden.compactAccessibilityLabel.hasSuffix) == true)
        let open = shown(content(checkoutIn: 24 * hour, privacy: .showsKeyDetails))
        #expect(open.compactAccessibilityLabel == open.accessibilityLabel)
        #expect(open.compactAccessibilityLabel.contains("Room 101"))
    }

    @Test func theContentNeverCarriesAVerificationLink() throws {
        let secret = try #require(URL(string: "https://verify.example.com/otp?token=s3cr3t"))
        let problem = SeamCredentialError.userInteractionRequired(.completeOtpAuthorization(otpUrl: secret))
        var stay = content(checkoutIn: 24 * hour, problem: problem)
        let json = String(decoding: try JSONEncoder().encode(stay), as: UTF8.self)
        #expect(!json.contains("verify.example.com") && !json.contains("s3cr3t"), "\(json)")
        #expect(json.contains("userInteractionRequired.completeOtpAuthorization"))
        #expect(!String(describing: stay).contains("s3cr3t"))
        stay.problem = problem
        #expect(!String(describing: stay).contains("s3cr3t"))
        let decoded = try JSONDecoder().decode(SeamStayActivityContent.self, from: JSONEncoder().encode(stay))
        #expect(decoded == stay)
        #expect(decoded.unlockURL == nil)
        // Drawn as the problem it is: a verification to finish, not a key that works.
        #expect(shown(decoded).statusText == shown(content(checkoutIn: 24 * hour, problem: problem)).statusText)
        #expect(shown(decoded).unlockButton == nil)
    }

    @Test func aProblemFromANewerVersionReadsAsNotUsable() throws {
        var json = try #require(try JSONSerialization.jsonObject(
            with: JSONEncoder().encode(content(checkoutIn: 24 * hour, problem: .expired))) as? [String: Any])
        json["problem"] = "somethingNew"
        let decoded = try JSONDecoder().decode(SeamStayActivityContent.self,
                                               from: JSONSerialization.data(withJSONObject: json))
        #expect(decoded.problem == .unknown)
    }
}
