import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// Text from the server (a key's name and place, its id) reaches the terminal with every
/// control character written out, so it can neither drive the terminal (clear it, set its
/// title, ring its bell, move the cursor) nor reorder what follows it, while ordinary text
/// in any script, emoji sequences included, reads as it was sent.
@Suite struct DemoTerminalEscapingTests {
    let now = Date(timeIntervalSince1970: 1_750_237_200)
    let english = Locale(identifier: "en_US")
    let utc = TimeZone(identifier: "UTC") ?? .current

    /// A name holding ESC (clear screen, set the title, BEL), CSI as one character, backspace,
    /// CR, DEL and a right-to-left override.
    static let hostileName = "Room\u{1B}[2J\u{1B}]0;pwned\u{07} 101\u{9B}31m\u{08}\r\u{7F}\u{202E}gpj.exe"
    /// Ordinary text: an emoji family (joined by ZWJ), a flag made of tag characters, Japanese,
    /// Persian with its zero-width non-joiner, an accented letter.
    static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    static let scotland = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    static let persian = "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}"
    static let ordinaryPlace = "\(family) Suite · \(scotland) · 東京タワー · \(persian) · Zürich"

    /// A scalar that drives or reorders a terminal when printed raw.
    static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func expectEscaped(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let text = lines.joined(separator: "\n")
        #expect(!text.unicodeScalars.contains { $0 != "\n" && isTerminalControl($0) }, "\(lines)", sourceLocation: sourceLocation)
        for visible in ["\\u{1B}[2J", "\\u{1B}]0;pwned\\u{7}", "\\u{9B}31m", "\\u{8}", "\\r", "\\u{7F}", "\\u{202E}gpj.exe"] {
            #expect(text.contains(visible), "\(visible) in \(lines)", sourceLocation: sourceLocation)
        }
    }

    func row(_ key: SeamAccessCredential) -> SeamAccessCredential.Presentation {
        SeamAccessCredential.Presentation(credential: key, now: now, locale: english, timeZone: utc)
    }

    @Test func aCardWritesOutTheControlCharactersInAServerNameAndKeepsOrdinaryText() {
        let key = SeamAccessCredential(id: "id\u{1B}[31m", name: Self.hostileName, location: Self.ordinaryPlace)
        for width in [60, nil] {
            let lines = CardRenderer(style: DemoStyle(usesColor: false), width: width)
                .card(row(key), number: 1, isSelected: true, id: key.id)
            Self.expectEscaped(lines)
            let text = lines.joined(separator: " ")
            #expect(text.contains("id: id\\u{1B}[31m"), "\(lines)")
            for piece in ["\(Self.family) Suite", Self.scotland, "東京タワー", Self.persian, "Zürich"] {
                #expect(text.contains(piece), "\(piece) is kept as sent: \(lines)")
            }
            if let width { #expect(lines.allSatisfy { DemoText.width($0) <= width }, "\(lines)") }
        }
    }

    @MainActor @Test func theInteractiveScreenWritesOutAServerNameInItsCardsAndUnlockTitle() async throws {
        let clock = TestClock()
        let key = Fixture.key("hostile", name: Self.hostileName)
        let controller = DemoInteractiveController(
            service: PreviewSeamService(scenario: Fixture.scenario([key]), clock: clock), clock: clock, locale: english,
            style: DemoStyle(usesColor: false))
        await controller.start()
        try await eventually { !controller.keys.isEmpty && controller.shownUnlockCard != nil }
        let screen = controller.render(width: 80, height: 40)
        Self.expectEscaped(screen)
        #expect(screen.contains { $0.contains("Unlock: Room\\u{1B}[2J") }, "the unlock card's title: \(screen)")
        _ = controller.handle(.character("f"))
        Self.expectEscaped(controller.render(width: 80, height: 40))
        #expect(controller.notice?.contains("\u{1B}") == false, "\(controller.notice ?? "nil")")
    }

    @Test func seamDemoListWritesOutWhatTheServerNamedAKey() async throws {
        // The fixture's Room 101, renamed by a hostile server (JSON-escaped in the payload).
        let named = String(data: try JSONSerialization.data(withJSONObject: [Self.hostileName]), encoding: .utf8)
        let hostile = try #require(named?.dropFirst().dropLast())
        let fixture = String(decoding: try FakeSeamAPI.fixture(), as: UTF8.self)
        let payload = Data(fixture.replacingOccurrences(of: "\"Room 101\"", with: String(hostile)).utf8)
        try await withFakeSeamAPI(payload: payload, directoryPrefix: "seam-demo") { api, cache in
            let result = try await DemoBinary.run(["list", "--api-url", try await api.baseURL.absoluteString,
                                                   "--request-timeout", "300", "--token", FakeSeamAPI.token,
                                                   "--cache-dir", cache.path, "--locale", "en", "--plain"])
            #expect(result.status == 0, "\(result.stderr)")
            Self.expectEscaped(result.stdout.split(separator: "\n").map(String.init))
        }
    }

    @Test func listJSONEscapesTerminalControlsTheJSONWayAndReadsBackAsSent() throws {
        let key = SeamAccessCredential(id: "k", name: Self.hostileName, location: Self.ordinaryPlace)
        let document = try CredentialJSON.document(for: [key], now: now)
        #expect(!document.unicodeScalars.contains { Self.isTerminalControl($0) && $0 != "\n" }, "\(document)")
        #expect(document.contains("\(Self.family) Suite") && document.contains("東京タワー"), "\(document)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [[String: Any]])
        #expect(objects.first?["name"] as? String == Self.hostileName, "the JSON still carries the name as sent")
        #expect(objects.first?["location"] as? String == Self.ordinaryPlace)
    }

    @Test func aServerMessageInAWarningIsWrittenOutNotSilentlyDropped() {
        let line = DemoDiagnostics.warning(for: "Activated offline from the cache of 2026-11-23 23:58:52 +0000 "
            + "(HTTP 500, \(Self.hostileName))", locale: english)
        Self.expectEscaped([line ?? ""])
    }

    @Test func anUnlockLineNeverPrintsTheEnginesDebugText() {
        let line = UnlockEventLine.line(for: .connectionFailed(debugDescription: Self.hostileName), provider: "\u{1B}[2J",
                                        locale: english)
        #expect(line.hasPrefix("connectionFailed: "))
        #expect(!line.unicodeScalars.contains { Self.isTerminalControl($0) } && !line.contains("pwned"), "\(line)")
    }

    @Test func theOneEscapingFunctionKeepsOrdinaryUnicode() {
        #expect(DemoQuoted.escaped(Self.ordinaryPlace) == Self.ordinaryPlace)
        #expect(DemoQuoted.escaped("a\u{200B}b\u{1B}") == "a\\u{200B}b\\u{1B}", "a lone zero-width space is still shown")
        #expect(DemoQuoted.escaped("\u{200D}x\u{E0041}") == "\\u{200D}x\\u{E0041}", "joiners and tags outside a sequence are shown")
    }
}
