import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// Spellings of the same link that must all open the card (review finding L5).
struct SeamLinkLeniencyTests {
    let format = SeamLinkFormat(scheme: "myapp", universalLinkBase: URL(string: "https://example.com/app"))

    func credentialId(_ text: String) throws -> String? {
        guard case .request(let request) = format.parse(try #require(URL(string: text))) else { return nil }
        return request.credentialId
    }

    @Test func theExplicitDefaultPortMatchesABaseWithoutOne() throws {
        #expect(try credentialId("https://example.com:443/app/seam/unlock/a") == "a")
        #expect(format.parse(try #require(URL(string: "https://example.com:8443/app/seam/unlock/a"))) == .notSeamLink)
    }

    @Test func seamAndUnlockCompareIgnoringCase() throws {
        #expect(try credentialId("https://example.com/app/SEAM/Unlock/a") == "a")
        #expect(try credentialId("myapp://SEAM/UNLOCK?credential=a") == "a")
        #expect(format.parse(try #require(URL(string: "https://example.com/APP/seam/unlock/a"))) == .notSeamLink,
                "the app's own path prefix is the app's to define")
    }

    @Test func aFullyQualifiedHostWithATrailingDotMatches() throws {
        #expect(try credentialId("https://example.com./app/seam/unlock/a") == "a")
        #expect(try credentialId("myapp://seam./unlock?credential=a") == "a")
    }
}
