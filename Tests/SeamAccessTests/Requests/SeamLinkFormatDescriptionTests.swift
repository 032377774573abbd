import Foundation
@_spi(SeamInternal) import SeamAccess
import Testing

/// A link format's secret signs links that unlock: it never appears when the format (or a
/// value holding it) is printed, dumped, reflected or shown by a failing test.
struct SeamLinkFormatDescriptionTests {
    static let secret = "0123456789abcdef0123456789abcdef"
    let format = SeamLinkFormat(scheme: "myapp", universalLinkBase: URL(string: "https://example.com/app"),
                                autoStartSecret: Self.secret)

    func texts(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped,
                Mirror(reflecting: value).children.map { String(describing: $0.value) }.joined()]
    }

    @Test func theSecretIsRedactedEverywhereTheFormatIsPrinted() {
        for text in texts(format) {
            #expect(!text.contains("0123456789abcdef"), "\(text)")
        }
        #expect(String(describing: format) == "SeamLinkFormat(scheme: \"myapp\", universalLinkBase: "
                + "\"https://example.com/app\", autoStartSecret: <redacted>, autoStartLinkLifetime: \(format.autoStartLinkLifetime))")
    }

    @Test func valuesHoldingAFormatDoNotPrintItsSecret() {
        let configuration = SeamExtensionConfiguration(linkFormat: format)
        let rules = SeamStayActivityCoordinator.Rules(linkFormat: format)
        for text in texts(configuration) + texts(rules) + texts([format]) + texts(Optional(format) as Any) {
            #expect(!text.contains("0123456789abcdef"), "\(text)")
        }
    }

    @Test func itSaysWhetherThereIsASecretAndWhetherItIsHonoured() {
        #expect(String(describing: SeamLinkFormat(scheme: "myapp")).contains("autoStartSecret: nil"))
        let short = SeamLinkFormat(scheme: "myapp", autoStartSecret: "short")
        #expect(String(describing: short).contains("autoStartSecret: <ignored: too short>"))
        #expect(!String(describing: short).contains("short\""))
    }
}

/// Values that carry a signed Unlock link (the widget's control, a stay's content) print it
/// with its proof redacted: an unused proof starts an unlock.
struct SeamUnlockLinkDescriptionTests {
    let format = SeamLinkFormat(scheme: "myapp", autoStartSecret: SeamLinkFormatDescriptionTests.secret).honouringProofs()
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    func proof(_ url: URL?) throws -> String {
        let link = try #require(url)
        return try #require(URLComponents(url: link, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "proof" }?.value)
    }

    func printed(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }

    @Test func theWidgetsUnlockControlPrintsItsLinkWithoutTheProof() throws {
        let entry = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "")], date: now,
                                    locale: .english)
        let links = SeamWidgetLinks(entry: entry, family: .systemMedium, format: format)
        let button = try #require(links.unlockButton)
        let proof = try proof(button.url)
        for text in printed(button) + printed(links) {
            #expect(!text.contains(proof), "\(text)")
            #expect(text.contains("proof=redacted"), "\(text)")
        }
    }

    @Test func aStaysContentPrintsItsUnlockLinkWithoutTheProof() throws {
        let key = SeamAccessCredential(id: "room-101", name: "Room 101", location: "", expiry: now.addingTimeInterval(86_400))
        let content = try #require(SeamStayActivityContent(credential: key, rules: .init(linkFormat: format), now: now))
        let proof = try proof(content.unlockURL)
        for text in printed(content) + printed(SeamStayActivityState(content: content, now: now)) {
            #expect(!text.contains(proof), "\(text)")
        }
    }
}
