#if os(Linux)
import Foundation
import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// The built `seam-demo` in Arabic on a pseudo-terminal: lines in logical order, aligned right.
@Suite(.serialized) struct DemoRightToLeftTerminalTests {
    let title = DemoStrings.text("title", locale: Locale(identifier: "ar"))

    @Test func theInteractiveScreenInArabicIsAlignedRightAndFits() async throws {
        let binary = try #require(DemoBinary.url)
        let terminal = try PseudoTerminal(binary, arguments: ["--plain", "--locale", "ar"], width: 40, height: 12)
        try await eventually("the Arabic frame") { terminal.lastFrame?.contains { $0.contains(title) } == true }
        let frame = try #require(terminal.lastFrame)
        #expect(frame.count <= 12)
        for line in frame where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            #expect(DemoText.width(line) == 40, "ends at the right edge: \(line)")
        }
        terminal.type("q")
        try await eventually("exit") { !terminal.process.isRunning && terminal.isClosed }
        #expect(terminal.process.terminationStatus == 0)
    }

    @Test func listInArabicOnATerminalIsAlignedRight() async throws {
        let binary = try #require(DemoBinary.url)
        let terminal = try PseudoTerminal(binary, arguments: ["list", "--plain", "--locale", "ar"], width: 60, height: 24)
        try await eventually("exit") { !terminal.process.isRunning && terminal.isClosed }
        let lines = PseudoTerminal.plain(terminal.output.text).split(separator: "\n").map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.count > 15, "\(lines)")
        for line in lines {
            #expect(DemoText.width(line) == 60, "ends at the right edge: \(line)")
        }
    }
}
#endif
