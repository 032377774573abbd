import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// Standard error that cannot be written (a full disk, a reader that has gone) never crashes
/// the demo: every message, usage errors and warnings included.
@Suite(.serialized) struct DemoStandardErrorTests {
    /// An error line, usage errors of three kinds, a refused token and a warning.
    static let runs: [[String]] = [["unlock", "nope"], ["list", "--bogus"], ["bogus"], ["list", "--token", "abc"],
                                   ["list", "--locale", "xx"], ["help", "nothing"]]

    @Test(arguments: runs)
    func aFullStandardErrorExits74(_ arguments: [String]) async throws {
        let result = try await DemoBinary.run(arguments, standardError: "/dev/full")
        #expect(result.status == 74, "\(arguments)")
    }

    @Test func aWarningThatCannotBeWrittenStillDoesTheWorkThenExits74() async throws {
        let result = try await DemoBinary.run(["list", "--json", "--locale", "xx"], standardError: "/dev/full")
        #expect(result.status == 74)
        #expect(result.stdout.hasPrefix("["), "the keys were still listed")
    }

    @Test func aGoneReaderOnBothStreamsKeepsTheStatusTheRunWouldHaveHad() async throws {
        for _ in 0..<3 {
            #expect(try await DemoBinary.runClosingBothEarly(["unlock", "nope"]).status == 2)
            #expect(try await DemoBinary.runClosingBothEarly(["list", "--bogus"]).status == 64)
            #expect(try await DemoBinary.runClosingBothEarly(["list", "--locale", "xx"]).status == 0)
        }
    }
}
