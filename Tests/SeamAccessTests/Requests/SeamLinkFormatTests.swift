import Foundation
@_spi(SeamInternal) import SeamAccess
import Testing

struct SeamLinkFormatTests {
    let links = SeamLinkFormat(scheme: "myapp", universalLinkBase: URL(string: "https://example.com/app"),
                               autoStartSecret: "0123456789abcdef0123456789abcdef").honouringProofs()

    func parse(_ text: String) throws -> SeamLinkFormat.ParseResult {
        links.parse(try #require(URL(string: text)))
    }

    func request(_ text: String) throws -> SeamUnlockRequest? {
        if case .request(let request) = try parse(text) { return request }
        return nil
    }

    /// A link that starts unlocking, as the widget builds it now.
    func startingLink(_ id: String, universal: Bool = false) throws -> URL {
        let request = SeamUnlockRequest(credentialId: id, startsUnlock: true, source: .app)
        return try #require(universal ? links.universalLink(for: request) : links.schemeURL(for: request))
    }

    @Test func schemeLinkCarriesTheIdAndTheStartFlag() throws {
        let request = try #require(try request(try startingLink("room-101").absoluteString))
        #expect(request.credentialId == "room-101")
        #expect(request.startsUnlock)
        #expect(request.source == .widget, "only the app's widget knows the secret")
        #expect(try self.request("myapp://seam/unlock?credential=room-101")?.source == .link)
        #expect(try self.request("MyApp://SEAM/unlock?credential=room-101")?.startsUnlock == false)
        #expect(try self.request("myapp://seam/unlock/room-101")?.credentialId == "room-101")
    }

    @Test func universalLinkUnderThePrefixCarriesTheId() throws {
        let built = try #require(URLComponents(url: try startingLink("room 101", universal: true),
                                               resolvingAgainstBaseURL: false))
        let proof = (built.percentEncodedQuery ?? "").replacingOccurrences(of: "start=1", with: "start=true")
        let request = try #require(try request("https://EXAMPLE.com/app/seam/unlock/room%20101?\(proof)"))
        #expect(request.credentialId == "room 101")
        #expect(request.startsUnlock)
        #expect(try self.request("https://example.com/app/seam/unlock?credential=a")?.credentialId == "a")
    }

    @Test(arguments: [
        "https://example.com/seam/unlock/a",          // outside the prefix
        "https://other.com/app/seam/unlock/a",        // another host
        "http://example.com/app/seam/unlock/a",       // not https
        "https://example.com:8443/app/seam/unlock/a", // another port
        "otherapp://seam/unlock?credential=a",        // another scheme
        "myapp://settings",                           // the app's other links
        "https://example.com/app/help",
    ])
    func linksThatAreNotSeamLinksAreLeftToTheApp(_ text: String) throws {
        #expect(try parse(text) == .notSeamLink)
    }

    @Test func malformedSeamLinksSayWhatIsWrong() throws {
        #expect(try parse("myapp://seam/unlock") == .missingCredentialId)
        #expect(try parse("myapp://seam/unlock?credential=") == .missingCredentialId)
        #expect(try parse("myapp://seam") == .unknownAction(""))
        #expect(try parse("myapp://seam/open?credential=a") == .unknownAction("open"))
        #expect(try parse("myapp://seam/unlock?credential=a&start=yes") == .invalidStartValue("yes"))
        #expect(try parse("https://example.com/app/seam/unlock/a/b") == .invalidCredentialId)
        #expect(try parse("https://example.com/app/seam/unlock/a%2Fb") == .invalidCredentialId)
        #expect(try parse("myapp://seam/unlock?credential=a%0Ab") == .invalidCredentialId)
        let long = String(repeating: "x", count: SeamLinkFormat.maximumCredentialIdLength + 1)
        #expect(try parse("myapp://seam/unlock?credential=\(long)") == .invalidCredentialId)
    }

    @Test(arguments: ["room-101", "room 101", "Zimmer Größe", "a&b=c?d#e", "%41"])
    func builtLinksParseBackToTheSameRequest(_ id: String) throws {
        for start in [false, true] {
            let request = SeamUnlockRequest(credentialId: id, startsUnlock: start, source: .app)
            for url in [links.schemeURL(for: request), links.universalLink(for: request)] {
                let parsed = try #require(try parsedRequest(url))
                #expect(parsed.credentialId == id)
                #expect(parsed.startsUnlock == start)
            }
        }
    }

    func parsedRequest(_ url: URL?) throws -> SeamUnlockRequest? {
        if case .request(let request) = links.parse(try #require(url)) { return request }
        return nil
    }

    @Test func linksHaveTheDocumentedShape() throws {
        let request = SeamUnlockRequest(credentialId: "room-101", startsUnlock: true, source: .app)
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        // 1750001800 is `now` plus 30 minutes; the nonce (32 hex digits) is new in every link.
        func signedItems(_ url: URL?) throws -> [String] {
            let link = try #require(url)
            let items = try #require(URLComponents(url: link, resolvingAgainstBaseURL: false)?.queryItems)
            let hex = CharacterSet(charactersIn: "0123456789abcdef")
            for (name, length) in [("nonce", 32), ("proof", 64)] {
                let value = try #require(items.first { $0.name == name }?.value)
                #expect(value.count == length && value.unicodeScalars.allSatisfy(hex.contains), "\(name)=\(value)")
            }
            return items.map { $0.name == "nonce" || $0.name == "proof" ? $0.name : "\($0.name)=\($0.value ?? "")" }
        }
        let scheme = links.schemeURL(for: request, now: now)
        #expect(scheme?.absoluteString.hasPrefix("myapp://seam/unlock?credential=room-101&start=1&expires=1750001800&nonce=")
                == true)
        #expect(try signedItems(scheme) == ["credential=room-101", "start=1", "expires=1750001800", "nonce", "proof"])
        let universal = links.universalLink(for: request, now: now)
        #expect(universal?.absoluteString.hasPrefix("https://example.com/app/seam/unlock/room-101?start=1&expires=1750001800&nonce=")
                == true)
        #expect(try signedItems(universal) == ["start=1", "expires=1750001800", "nonce", "proof"])
        #expect(links.url(for: request, now: now)?.absoluteString.hasPrefix("https://example.com/app/seam/unlock/room-101?") == true)
        #expect(links.schemeURL(for: request, now: now) != links.schemeURL(for: request, now: now), "a new nonce each time")
        // HMAC-SHA256 under the secret of "seam-unlock-v2\nroom-101\n1750001800\n00112233445566778899aabbccddeeff",
        // computed independently (Python's hmac module): what this version signs and checks.
        let known = "myapp://seam/unlock?credential=room-101&start=1&expires=1750001800"
            + "&nonce=00112233445566778899aabbccddeeff"
            + "&proof=ce6a70f209c3c6b40598e7b01b4ce4da5a43134d76c1dddca19195eaa1059359"
        guard case .request(let parsed) = links.parse(try #require(URL(string: known)), now: now) else {
            Issue.record("not a request")
            return
        }
        #expect(parsed.startsUnlock && parsed.source == .widget)
        let schemeOnly = SeamLinkFormat(scheme: "myapp")
        #expect(schemeOnly.url(for: request) == schemeOnly.schemeURL(for: request))
        #expect(SeamLinkFormat().url(for: request) == nil)
    }
}

extension SeamLinkFormatTests {
    @Test(arguments: ["https://example.com", "https://example.com/"])
    func aBaseWithoutAPathPutsLinksAtTheRoot(_ base: String) throws {
        let links = SeamLinkFormat(universalLinkBase: URL(string: base))
        let url = try #require(links.universalLink(for: SeamUnlockRequest(credentialId: "a", source: .app)))
        #expect(url.absoluteString == "https://example.com/seam/unlock/a")
        guard case .request(let request) = links.parse(url) else {
            Issue.record("not parsed: \(url)")
            return
        }
        #expect(request.credentialId == "a" && !request.startsUnlock)
        #expect(links.parse(try #require(URL(string: "myapp://seam/unlock?credential=a"))) == .notSeamLink)
    }
}
