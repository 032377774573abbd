import Foundation
import SeamAccess
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
