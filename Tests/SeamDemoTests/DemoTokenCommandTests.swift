import Foundation
import SeamDemoKit
import SeamTestSupport
import Testing

/// Issue #30 item 11: `--token-command` output that is not the token alone was refused without
/// a word, and a command still running at its timeout was left running after the demo exited.
@Suite struct DemoTokenCommandTests {
    func failure(of command: String, timeout: TimeInterval = 300) async -> String? {
        do {
            _ = try await DemoTokenCommand(command, timeout: timeout).run()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func theTokenAloneIsTakenWithoutItsSurroundingSpace() async throws {
        #expect(try await DemoTokenCommand("printf '  seam_cst_fresh_1\\n\\n'").run() == "seam_cst_fresh_1")
    }

    @Test func outputThatIsNotTheTokenAloneIsRefusedSayingWhyButNotWhatItWas() async {
        let lines = await failure(of: "printf 'seam_cst_secret_one\\nseam_cst_secret_two\\n'")
        #expect(lines == "--token-command printed 2 lines; it must print the client session token alone, on one line")
        let words = await failure(of: "echo 'seam_cst_secret_one extra'")
        #expect(words == "--token-command printed more than the token (it must print the token alone)")
        let malformed = await failure(of: "echo secret-not-a-token")
        #expect(malformed?.hasPrefix("--token-command printed something that is not a client session token") == true,
                "\(malformed ?? "nil")")
        #expect(await failure(of: "true") == "--token-command printed nothing")
        for text in [lines, words, malformed] { #expect(text?.contains("secret") == false, "never the output") }
    }

    @Test func aCommandStillRunningAtItsTimeoutIsStoppedAndSaysSo() async {
        // `sleep 30` cannot end first, however slow the machine: the outcome does not depend on it.
        let text = await failure(of: "sleep 30", timeout: 0)
        #expect(text == "--token-command did not finish within 0 s (--request-timeout), so it was stopped")
    }

    @Test func whatTheCommandStartedIsStoppedWhenTheDemoStopsWaiting() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("pid")
        let warnings = LockedLines()
        let command = DemoTokenCommand("sleep 30 & echo $! > '\(pidFile.path)'; wait", timeout: 300) { warnings.append($0) }
        let task = Task { try await command.run() }
        var child: pid_t = 0
        try await eventually("the command started its child") {
            child = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
            return child > 0
        }
        #expect(kill(child, 0) == 0, "the child runs")
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        try await eventually("the child was stopped with the command") { kill(child, 0) != 0 }
        #expect(warnings.values == ["warning: the demo stopped waiting for --token-command; it was still running and has been stopped."])
    }
}
