import Foundation
import SeamDemoKit
import SeamTestSupport
import Testing

/// `/` in the real program on a pseudo-terminal: typed UTF-8 reaches the search, the list
/// narrows, Esc clears it, and the frame still fits a small window.
@Suite(.serialized) struct DemoSearchTerminalTests {
    #if os(Linux)
    @Test func slashSearchesEscClearsAndTheSmallWindowStillFits() async throws {
        let binary = try #require(DemoBinary.url)
        let terminal = try PseudoTerminal(binary, arguments: ["--plain", "--lock-latency", "0"], width: 40, height: 12)
        try await eventually("the key list") { terminal.lastFrame?.contains { $0.contains("Room 101") } == true }

        terminal.type("/")
        try await eventually("the search line") { terminal.lastFrame?.contains { $0.hasPrefix("Search: ▏") } == true }
        terminal.type("FİTNESS q")  // q types into the search; it does not quit
        try await eventually("no match for the trailing q") {
            terminal.lastFrame?.contains { $0.contains("No keys match") } == true
        }
        #expect(terminal.process.isRunning)
        terminal.type("\u{7F}\u{7F}\r")
        try await eventually("the one match, numbered 1") {
            terminal.lastFrame?.contains { $0.hasPrefix("›  1 Fitness Center") } == true
        }
        let frame = try #require(terminal.lastFrame)
        #expect(frame.count <= 12)
        #expect(frame.allSatisfy { DemoText.width($0) <= 40 }, "\(frame)")

        terminal.type("\u{1B}")
        try await eventually("the whole list again") {
            terminal.lastFrame.map { lines in !lines.contains { $0.hasPrefix("Search:") } } == true
        }
        terminal.type("q")
        try await eventually("exit") { !terminal.process.isRunning && terminal.isClosed }
        #expect(terminal.process.terminationStatus == 0)
    }
    #endif
}
