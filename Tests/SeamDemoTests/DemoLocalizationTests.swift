import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// The demo's own copy: every language has every key with the same placeholders, and a frame
/// rendered in a language shows that language's words.
@MainActor
@Suite struct DemoLocalizationTests {
    let clock = TestClock()

    /// Keys whose translation may read the same as English (the word is the same).
    static let sameAsEnglish: Set<String> = ["fr:help.action"]

    static func specifiers(_ template: String) -> [String] {
        // `%@` and `%1$@` both count as the nth argument, so compare positions, not spelling.
        let pattern = /%(?:(\d+)\$)?@/
        var next = 0
        return template.matches(of: pattern).map { match in
            if let position = match.output.1 { return String(position) }
            next += 1
            return String(next)
        }.sorted()
    }

    @Test(arguments: SeamLanguage.allCases)
    func everyLanguageHasEveryKeyWithTheSamePlaceholders(_ language: SeamLanguage) {
        let english = DemoStrings.table(for: .english)
        let table = DemoStrings.table(for: language)
        #expect(english.count >= 26, "the English table loads")
        #expect(Set(table.keys) == Set(english.keys), "\(language)")
        for (key, template) in english {
            guard let translated = table[key] else { continue }
            #expect(Self.specifiers(translated) == Self.specifiers(template), "\(language) \(key)")
            if language != .english, !Self.sameAsEnglish.contains("\(language.rawValue):\(key)") {
                #expect(translated != template, "\(language) \(key) is still English")
            }
        }
    }

    @Test func lowerCasedFolderNamesStillResolve() {
        // SwiftPM on Linux copies zh-Hans.lproj as zh-hans.lproj: both Chinese tables must load.
        #expect(DemoStrings.text("title", locale: Locale(identifier: "zh_CN")) == "Seam 数字钥匙")
        #expect(DemoStrings.text("title", locale: Locale(identifier: "zh_TW")) == "Seam 數位鑰匙")
        #expect(DemoStrings.text("title", locale: Locale(identifier: "pt_BR")) == "Chaves digitais Seam")
        #expect(DemoStrings.text("title", locale: Locale(identifier: "xx")) == "Seam mobile keys", "unknown: English")
    }

    @Test func positionalArgumentsFillInOrder() {
        #expect(DemoStrings.text("action.openURL", locale: Locale(identifier: "ja"), "今すぐ確認", "https://x.example")
            == "今すぐ確認: アプリではアプリ内ブラウザで https://x.example を開き、そのあと更新します。")
    }

    func controller(_ identifier: String, service: (any SeamServiceProtocol)? = nil,
                    notes: Bool = true) async throws -> DemoInteractiveController {
        let controller = DemoInteractiveController(
            service: service ?? PreviewSeamService(clock: clock), clock: clock, locale: Locale(identifier: identifier),
            style: DemoStyle(usesColor: false), sandboxNotes: notes ? DemoSandboxNotes(scenario: .default) : nil)
        await controller.start()
        try await eventually { !controller.credentials.credentials.isEmpty }
        return controller
    }

    @Test func aGermanFrameIsGerman() async throws {
        let screen = try await controller("de_DE").render(width: 100, height: 120).joined(separator: "\n")
        #expect(screen.contains("Mobile Schlüssel von Seam"))
        #expect(screen.contains("Drücken Sie Enter zum Entriegeln."))
        #expect(screen.contains("Enter entriegeln"))
        #expect(screen.contains("q beenden"))
        for english in ["Seam mobile keys", "Press Enter", " quit", "Unlock:", "select"] {
            #expect(!screen.contains(english), "\(english)")
        }
    }

    @Test func aJapaneseFrameIsJapanese() async throws {
        let screen = try await controller("ja_JP").render(width: 100, height: 120).joined(separator: "\n")
        #expect(screen.contains("Seam モバイルキー"))
        #expect(screen.contains("Enter キーを押すと解錠します。"))
        #expect(screen.contains("── 解錠: "))
        #expect(screen.contains("q 終了"))
        for english in ["Seam mobile keys", "Press Enter", " quit", "Unlock:", "select"] {
            #expect(!screen.contains(english), "\(english)")
        }
    }

    @Test func theSandboxLabelsFollowTheLocale() throws {
        let notes = DemoSandboxNotes(scenario: .default)
        let keys = PreviewSeamService.Samples.credentials(now: Date(timeIntervalSince1970: 1_750_000_000))
        .map(SeamAccessCredential.init)
        let labelled = try #require(keys.first { notes.note(for: $0, locale: .english) != nil })
        #expect(notes.note(for: labelled, locale: Locale(identifier: "de"))?.hasPrefix("Sandbox-Demonstration:") == true)
        #expect(notes.note(for: labelled, locale: .english)?.hasPrefix("Sandbox demonstration:") == true, "English by default")
    }
}

extension DemoLocalizationTests {
    @Test func countsUseTheLocalesDigits() async throws {
        let screen = try await controller("ar_EG").render(width: 120, height: 120).joined(separator: "\n")
        #expect(screen.contains("(١-١٧)"), "the help line's key numbers, as the dates on the cards write them")
        #expect(!screen.contains("Press Enter"))
    }
}
