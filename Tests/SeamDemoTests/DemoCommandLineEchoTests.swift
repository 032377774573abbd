import Foundation
import SeamTestSupport
import SeamDemoKit
import Testing

/// What the demo echoes of a command line: every usage error is one line without control or
/// format characters (argument-parser's own messages too), and an address never shows the
/// user name or password it carries.
@Suite(.serialized) struct DemoCommandLineEchoTests {
    static func expectOneSafeLine(_ result: DemoBinary.Result, _ context: String) {
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(result.status == 64, "\(context): \(result.stderr)")
        #expect(lines.count == 3 && lines[2].isEmpty, "an error line, the hint, nothing more — \(context): \(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { $0 != "\n" && ($0.properties.generalCategory == .control
            || $0.properties.generalCategory == .format) }, "\(context): \(result.stderr.debugDescription)")
    }

    @Test func parserErrorsEscapeWhatWasTyped() async throws {
        let unknown = try await DemoBinary.run(["list", "--x\u{1B}[31my"])
        Self.expectOneSafeLine(unknown, "unknown option")
        #expect(unknown.stderr.hasPrefix("error[usage]: Unknown option '--x\\u{1B}[31my'"), "\(unknown.stderr)")

        let value = try await DemoBinary.run(["list", "--lock-latency", "\u{1B}[2J"])
        Self.expectOneSafeLine(value, "invalid value")
        #expect(value.stderr.contains("'\\u{1B}[2J'"), "\(value.stderr)")

        let newline = try await DemoBinary.run(["unlock", "x", "--timeout", "1\n2"])
        Self.expectOneSafeLine(newline, "newline in a value")
        #expect(newline.stderr.contains("'1\\n2'") && newline.stderr.contains("--timeout"), "the whole sentence: \(newline.stderr)")

        let joined = try await DemoBinary.run(["list", "--lock-latency=\u{202E}5"])
        Self.expectOneSafeLine(joined, "an option=value with a bidi override")
    }

    @Test func parserMessageSentenceEscapesValuesBeforeCuttingLines() {
        let sentence = DemoUsageMessage.sentence("Error: The value '1\n2' is invalid for '--timeout <seconds>'\nHelp: x",
                                                 arguments: ["unlock", "x", "--timeout", "1\n2"])
        #expect(sentence == "The value '1\\n2' is invalid for '--timeout <seconds>'")
        #expect(DemoQuoted.escaped("a\u{200B}b\u{1B}") == "a\\u{200B}b\\u{1B}")
        #expect(DemoErrorLine.usage("x\ny").description == "error[usage]: x\\ny")
    }

    @Test func anAPIURLWithAUserOrPasswordIsRefusedWithoutEchoingIt() async throws {
        for url in ["https://user:pw@127.0.0.1:1", "https://user@connect.getseam.com", "http://:secret@localhost:9"] {
            let result = try await DemoBinary.run(["list", "--token", "seam_cst_abc", "--api-url", url])
            #expect(result.status == 64, "\(url): \(result.stderr)")
            #expect(result.stderr.hasPrefix("error[usage]: --api-url must not hold a user name or password"), "\(result.stderr)")
            #expect(!result.stderr.contains("pw") && !result.stderr.contains("secret") && !result.stderr.contains("user@"),
                    "\(result.stderr)")
        }
    }

    @Test func shownAddressesDropUserInfo() {
        #expect(DemoShownURL.text("https://user:pw@127.0.0.1:1/v1") == "https://127.0.0.1:1/v1")
        #expect(DemoShownURL.text("https://connect.getseam.com") == "https://connect.getseam.com")
        let line = DemoErrorLine.seam(.internetConnectionRequired,
                                      stage: .activating(apiURL: "https://a:b@127.0.0.1:1", tokenExpired: false), locale: .english)
        #expect(line.message.contains("https://127.0.0.1:1") && !line.message.contains("a:b"), "\(line)")
    }

    @Test func helpWithMoreThanOneWordIsAUsageError() async throws {
        let result = try await DemoBinary.run(["help", "list", "extra"])
        Self.expectOneSafeLine(result, "help list extra")
        #expect(result.stderr.contains("\"extra\""), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let one = try await DemoBinary.run(["help", "list"])
        #expect(one.status == 0 && one.stdout.contains("USAGE"))
    }
}
