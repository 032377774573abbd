import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// Frames in Japanese, Korean, Chinese, Arabic and Hebrew, with key names in those scripts:
/// every line fits the terminal in columns, and right-to-left frames are aligned right.
@MainActor
@Suite struct DemoWideAndRightToLeftFrameTests {
    let clock = TestClock()

    /// Keys named in wide and right-to-left scripts, one usable, one needing attention and one
    /// whose lock integration is missing (so it carries the sandbox label).
    static let scenario = SeamSandboxScenario(
        credentials: { now in
            ([
                SeamAccessCredential(id: "ja", name: "会議室３階東棟スイートルーム", location: "ホテル・マリーナ東京ベイサイド",
                                     expiry: now.addingTimeInterval(86_400 * 3), provider: "test_lock"),
                SeamAccessCredential(id: "ar", name: "الجناح الملكي في الطابق الثالث", location: "فندق المارينا",
                                     errors: [.userInteractionRequired(.enableBluetooth)], provider: "test_lock"),
                SeamAccessCredential(id: "mixed", name: "Room 101 객실 会議室 e\u{301}", location: "מלון מרינה",
                                     provider: "missing_lock"),
            ] + (1...6).map { SeamAccessCredential(id: "k\($0)", name: "鍵 \($0)", location: "本館", provider: "test_lock") })
                .map(\.sdkCredential)
        },
        locks: ["test_lock": SeamSimulatedLock(latency: 1, outcome: .grant)])

    func controller(_ identifier: String) async throws -> DemoInteractiveController {
        let controller = DemoInteractiveController(
            service: PreviewSeamService(scenario: Self.scenario, clock: clock), clock: clock,
            locale: Locale(identifier: identifier), style: DemoStyle(usesColor: false),
            sandboxNotes: DemoSandboxNotes(scenario: Self.scenario))
        await controller.start()
        try await eventually { !controller.credentials.credentials.isEmpty }
        return controller
    }

    static let sizes = [(width: 40, height: 12), (width: 120, height: 40)]

    func expectFits(_ lines: [String], width: Int, height: Int, _ what: String) {
        #expect(lines.count <= height, "\(what): \(lines.count) lines")
        for line in lines {
            #expect(DemoText.visibleWidth(line) <= width, "\(what): \(line)")
        }
    }

    @Test(arguments: ["ja_JP", "ar_EG", "ko_KR", "zh_TW", "he_IL"])
    func everyFrameLineFits(_ identifier: String) async throws {
        let controller = try await controller(identifier)
        for size in Self.sizes {
            expectFits(controller.render(width: size.width, height: size.height), width: size.width,
                       height: size.height, "\(identifier) \(size)")
        }
        // The labelled key, a key needing attention and their action, and a long help line.
        for key: DemoKey in [.character("3"), .character("x"), .enter, .character("a"), .character("2"), .character("x"),
                             .enter, .character("a"), .end, .character("1")] {
            _ = controller.handle(key)
            for size in Self.sizes {
                expectFits(controller.render(width: size.width, height: size.height, frame: 3), width: size.width,
                           height: size.height, "\(identifier) \(size) after \(key)")
            }
        }
    }

    @Test(arguments: ["ar_EG", "he_IL"])
    func rightToLeftFramesAreAlignedRightAndFit(_ identifier: String) async throws {
        let controller = try await controller(identifier)
        for size in Self.sizes {
            let lines = controller.render(width: size.width, height: size.height)
            expectFits(lines, width: size.width, height: size.height, "\(identifier) \(size)")
            for line in lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                #expect(DemoText.visibleWidth(line) == size.width, "ends at the right edge: \(line)")
            }
        }
        let screen = controller.render(width: 120, height: 40).joined(separator: "\n")
        let title = DemoStrings.text("title", locale: Locale(identifier: identifier))
        #expect(screen.contains(title), "printed in logical order, never reversed")
        #expect(screen.contains("الجناح الملكي في الطابق الثالث"))
    }

    @Test func leftToRightFramesStayAlignedLeft() async throws {
        let lines = try await controller("ja_JP").render(width: 120, height: 40)
        #expect(lines.first?.hasPrefix("Seam モバイルキー") == true)
    }

    @Test func japaneseCardsLineUpTheirBadgesInColumns() async throws {
        let lines = try await controller("ja_JP").render(width: 60, height: 40)
        // A card's first line is padded to the full width, so its badge ends at column 60.
        let cardLines = lines.filter { $0.hasSuffix("]") }
        #expect(!cardLines.isEmpty)
        for line in cardLines {
            #expect(DemoText.visibleWidth(line) == 60, "\(line)")
        }
    }
}
