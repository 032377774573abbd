import Foundation
import SeamTestSupport
import Testing

/// What `--help` tells a person: every exit status a command can end with, and text without
/// stray runs of spaces.
@Suite(.serialized) struct DemoHelpTests {
    @Test func unlockHelpListsEveryExitStatus() async throws {
        let help = try await DemoBinary.run(["unlock", "--help"])
        #expect(help.status == 0)
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for status in ["0 granted", "1 another outcome", "2 nothing reached the lock", "64 usage", "74 the output",
                       "130 interrupted"] {
            #expect(words.contains(status), "\(status)")
        }
    }

    @Test func helpProseHasNoRunsOfSpaces() async throws {
        for arguments in [["--help"], ["list", "--help"], ["unlock", "--help"], ["sign-out", "--help"]] {
            let help = try await DemoBinary.run(arguments)
            // Indentation and the gap after a command or option name are layout; inside the
            // prose, punctuation is followed by one space.
            for line in help.stdout.split(separator: "\n") {
                #expect(!line.contains(/[;,.] {2,}[^ ]/), "\(arguments): \(line)")
            }
        }
    }
}
