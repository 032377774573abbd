import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

struct SeamClientSessionTokenTests {
    @Test(arguments: ["", "   ", "\n", "seam_cst", "seam_at1234", "eyJhbGciOi", "SEAM_CST123", "seam_cst 12",
                      "seam_cst12\u{0}", "seam_cstä", "seam_pk123", String(repeating: "a", count: 20)])
    func malformedTokensAreRejected(_ token: String) {
        #expect(throws: SeamError.invalidClientSessionToken) { try SeamClientSessionToken(validating: token) }
    }

    @Test func surroundingWhitespaceIsIgnored() throws {
        let token = try SeamClientSessionToken(validating: "  \(Fixture.token)\n")
        #expect(token.rawValue == Fixture.token)
    }

    @Test func overlongTokenIsRejected() {
        let token = "seam_cst" + String(repeating: "x", count: 5_000)
        #expect(throws: SeamError.invalidClientSessionToken) { try SeamClientSessionToken(validating: token) }
    }

    @Test func everyTextualFormIsRedacted() throws {
        let token = try SeamClientSessionToken(validating: Fixture.token)
        var dumped = ""
        dump(token, to: &dumped)
        for text in [token.description, token.debugDescription, "\(token)", String(reflecting: token), dumped] {
            #expect(!text.contains("1891oq"), "leaked in: \(text)")
        }
    }
}
