import Foundation
import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

@Suite(.serialized) struct DemoEndToEndTests {
    @Test func listJSONListsTheSandboxKeysInTheKeyListOrder() async throws {
        let result = try await DemoBinary.run(["list", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 17)
        let ids = objects.compactMap { $0["id"] as? String }
        #expect(Set(ids).contains(PreviewSeamService.Samples.ID.room))
        let firstBroken = try #require(objects.firstIndex { $0["unlockable"] as? Bool == false })
        #expect(objects[firstBroken...].allSatisfy { $0["unlockable"] as? Bool == false }, "usable keys come first")
        #expect(objects[..<firstBroken].allSatisfy { ($0["errors"] as? [String])?.isEmpty == true })
        let spa = try #require(objects.first { $0["id"] as? String == PreviewSeamService.Samples.ID.spa })
        #expect(spa["errors"] as? [String] == [] && spa["unlockable"] as? Bool == false,
                "no error, but no lock integration for its provider")
        let pool = try #require(objects.first { $0["id"] as? String == PreviewSeamService.Samples.ID.expired })
        #expect(pool["errors"] as? [String] == ["expired"])
        let later = try #require(objects.first { $0["id"] as? String == PreviewSeamService.Samples.ID.notYetValid })
        #expect(later["errors"] as? [String] == ["awaitingLocalCredential"], "not valid yet, as unlock would say")
        #expect(later["startsAt"] is String)
        let bluetooth = try #require(objects.first { $0["id"] as? String == PreviewSeamService.Samples.ID.enableBluetooth })
        #expect(bluetooth["errors"] as? [String] == ["userInteractionRequired.enableBluetooth"])
    }

    @Test func plainListPrintsCardsWithoutColour() async throws {
        let result = try await DemoBinary.run(["list"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Room 101 · Hotel Marina"))
        #expect(result.stdout.contains("[Expired]"))
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func unlockingAReadyKeyPrintsEventsAndExitsZero() async throws {
        let result = try await DemoBinary.run(["unlock", PreviewSeamService.Samples.ID.room, "--lock-latency", "0", "--timeout", "300"])
        #expect(result.status == 0)
        #expect(result.stdout == "launched\ngrantedAccess\n")
    }

    @Test func unlockingAnExpiredKeyIsRefusedWithExitTwo() async throws {
        let result = try await DemoBinary.run(["unlock", PreviewSeamService.Samples.ID.expired])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error[credentialErrors.expired]: This key has expired — Your access has ended. "
            + "Contact your host if you need more time.\n")
    }

    @Test func aKeyWithoutALockIntegrationIsShownSoAndItsUnlockIsRefusedWithExitTwo() async throws {
        let list = try await DemoBinary.run(["list"], environment: ["NO_COLOR": "1"])
        #expect(list.stdout.contains("[Not supported in this app]"), "\(list.stdout)")
        #expect(!list.stdout.contains("Spa Suite · Hotel Marina · Ready"))
        let result = try await DemoBinary.run(["unlock", PreviewSeamService.Samples.ID.spa])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "refused before anything was sent")
        #expect(result.stderr.hasPrefix("error[integrationNotFound]: No lock integration is installed"))
    }

    @Test func aKeyWhoseLockNeverAnswersTimesOutWithExitOne() async throws {
        let result = try await DemoBinary.run(["unlock", PreviewSeamService.Samples.ID.garage, "--timeout", "0.2"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("launched\ntimedOut: "), "\(result.stdout)")
    }

    @Test func connectionFailuresPrintTheSentenceForPeopleNotTheDebugText() async throws {
        let result = try await DemoBinary.run(["unlock", PreviewSeamService.Samples.ID.room, "--lock-outcome", "fail", "--lock-latency", "0",
                                         "--timeout", "300"])
        #expect(result.status == 1)
        #expect(result.stdout == "launched\nconnectionFailed: Couldn’t unlock — The connection to the lock was interrupted. Try again.\n")
    }

    @Test func badInputGivesAOneLineErrorNeverACrash() async throws {
        let unknown = try await DemoBinary.run(["unlock", "no-such-key"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error[invalidCredentialId]: No key has the id \"no-such-key\". "
            + "Run `seam-demo list` to see the ids.\n")
        for arguments in [["unlock", "x", "--timeout", "0"], ["unlock", "x", "--timeout", "-1"],
                          ["unlock", "x", "--timeout", "301"], ["unlock", "x", "--timeout"], ["list", "--api-url", "not a url"],
                          ["list", "--api-url", "ftp://127.0.0.1"], ["list", "--lock-latency", "nan"],
                          ["list", "--lock-latency", "-1"], ["list", "--lock-outcome", "explode"], ["list", "--nope"],
                          ["list", "--token", ""], ["list", "--cache-dir", ""], ["list", "--request-timeout", "5"],
                          ["list", "--token", "seam_cst_x", "--request-timeout", "-1"], ["list", "--locale", "../x"], ["frobnicate"],
                          ["unlock"], ["list", "extra"]] {
            let result = try await DemoBinary.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.first?.hasPrefix("error[usage]: ") == true, "\(arguments): \(result.stderr)")
            #expect(lines.count == 2 && lines.last?.hasPrefix("Run `seam-demo") == true, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"))
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func aNegativeTimeoutReachesTheRangeCheckShownInHelp() async throws {
        let negative = try await DemoBinary.run(["unlock", "x", "--timeout", "-1"])
        #expect(negative.stderr.hasPrefix("error[usage]: --timeout must be more than 0 and at most 300 seconds."))
        let help = try await DemoBinary.run(["unlock", "--help"])
        #expect(help.status == 0)
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Seconds to wait for the lock: more than 0, at most 300 (default: 10)."))
    }

    @Test func topLevelHelpShowsTheOptionsOfEveryCommandAndVersionExists() async throws {
        let help = try await DemoBinary.run(["--help"])
        #expect(help.status == 0)
        for option in ["--api-url", "--token", "--cache-dir", "--lock-latency", "--locale", "--plain", "--version"] {
            #expect(help.stdout.contains(option), "\(option)")
        }
        #expect(help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .contains("depends on your terminal's bidi support"), "says what a terminal may not do with Arabic and Hebrew")
        let version = try await DemoBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "\(Seam.sdkVersion)\n")
    }

    @Test func optionsMayComeBeforeTheCommandAsTheTopLevelHelpShowsThem() async throws {
        let result = try await DemoBinary.run(["--plain", "--lock-outcome", "grant", "list", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("["))
    }

    @Test func anUnknownCommandListsTheRealOnes() async throws {
        let result = try await DemoBinary.run(["frobnicate"])
        #expect(result.stderr.hasPrefix("error[usage]: Unknown command \"frobnicate\". Commands: interactive, list, unlock"))
    }

    @Test func sandboxOnlyAndCloudOnlyFlagsAreUsageErrorsInTheOtherMode() async throws {
        let cloud = try await DemoBinary.run(["list", "--token", "seam_cst_x", "--lock-outcome", "fail", "--ready-after", "1"])
        #expect(cloud.status == 64)
        #expect(cloud.stderr.hasPrefix("error[usage]: --lock-outcome, --ready-after only apply to the sandbox"))
        let sandbox = try await DemoBinary.run(["list", "--cache-dir", "/tmp"])
        #expect(sandbox.status == 64)
        #expect(sandbox.stderr.hasPrefix("error[usage]: --cache-dir only applies to the Seam cloud engine"))
    }

    @Test func theEnvironmentTokenAloneSelectsTheCloudLikeTokenDoes() async throws {
        // A sandbox-only flag is refused as soon as the cloud is selected, so no network is needed to tell.
        let fromEnvironment = try await DemoBinary.run(["list", "--lock-latency", "1"],
                                                 environment: ["SEAM_CLIENT_SESSION_TOKEN": "seam_cst_x"])
        let fromOption = try await DemoBinary.run(["list", "--lock-latency", "1", "--token", "seam_cst_x"])
        #expect(fromEnvironment.status == 64)
        #expect(fromEnvironment.stderr == fromOption.stderr)
        let empty = try await DemoBinary.run(["list", "--json"], environment: ["SEAM_CLIENT_SESSION_TOKEN": ""])
        #expect(empty.status == 0, "an empty variable is unset: the sandbox runs")
    }

    @Test func plainListShowsIdsAndNeverWrapsOrCutsWhenPiped() async throws {
        let result = try await DemoBinary.run(["list"], environment: ["NO_COLOR": "1", "COLUMNS": "40"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("id: \(PreviewSeamService.Samples.ID.room)"))
        #expect(result.stdout.contains("Sandbox demonstration: no lock integration is installed for this key, so unlocking is refused."))
        #expect(!result.stdout.contains("…"))
        #expect(result.stdout.split(separator: "\n").contains { $0.count > 80 }, "long lines stay whole")
    }

    @Test func theLocaleFollowsLANGAndTheOptionWins() async throws {
        let french = try await DemoBinary.run(["unlock", PreviewSeamService.Samples.ID.expired], environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": ""])
        let english = try await DemoBinary.run(["unlock", PreviewSeamService.Samples.ID.expired], environment: ["LANG": "en_US.UTF-8", "LC_ALL": ""])
        let german = try await DemoBinary.run(["unlock", PreviewSeamService.Samples.ID.expired, "--locale", "de"],
                                        environment: ["LANG": "fr_FR.UTF-8", "LC_ALL": ""])
        #expect(Set([french.stderr, english.stderr, german.stderr]).count == 3)
        for result in [french, english, german] {
            #expect(result.stderr.hasPrefix("error[credentialErrors.expired]: "), "the code does not change")
        }
    }

    /// util-linux `script` gives the demo a pseudo-terminal (BSD `script` takes other flags).
    static let hasLinuxScript: Bool = {
        #if os(Linux)
        FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
        #else
        false
        #endif
    }()

    @Test(.enabled(if: hasLinuxScript))
    func interactiveSessionSelectsUnlocksAndQuitsThroughAPseudoTerminal() async throws {
        let binary = try #require(DemoBinary.url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "\(binary.path) --lock-latency 0.2 --plain", "/dev/null"]
        process.environment = childProcessEnvironment()
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let screen = OutputBuffer()
        output.fileHandleForReading.readabilityHandler = { screen.append($0.availableData) }
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        try await eventually("the key list") { screen.text.contains("Room 101") }
        try await eventually("Room 101 preselected") { screen.text.contains("── Unlock: Room 101 ──") }
        input.fileHandleForWriting.write(Data("\r".utf8))
        try await eventually("success") { screen.text.contains("Door unlocked") }
        input.fileHandleForWriting.write(Data("q".utf8))
        try await eventually("exit") { !process.isRunning }
        #expect(process.terminationStatus == 0)
        try await eventually("the terminal is restored") { screen.text.contains("\u{1B}[?1049l") }
        output.fileHandleForReading.readabilityHandler = nil
    }

    #if os(Linux)
    /// Every line of `frame` fits `width`, there are at most `height`, and the title and the
    /// selected key are on it.
    func expectFits(_ frame: [String], _ width: Int, _ height: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(frame.count <= height, "\(frame.count) lines for \(height) rows", sourceLocation: sourceLocation)
        for line in frame {
            #expect(DemoText.width(line) <= width, "wider than \(width): \(line)", sourceLocation: sourceLocation)
        }
        #expect(frame.first?.hasPrefix("Seam mobile keys") == true, "\(frame)", sourceLocation: sourceLocation)
        #expect(frame.contains { $0.hasPrefix("›") }, "the selected key: \(frame)", sourceLocation: sourceLocation)
    }

    @Test func aSmallWindowFitsExactlyAndAResizeRedrawsAtTheNewSize() async throws {
        let binary = try #require(DemoBinary.url)
        let terminal = try PseudoTerminal(binary, arguments: ["--plain", "--lock-latency", "0"], width: 40, height: 12)
        try await eventually("the first frame at 40×12") { terminal.lastFrame?.contains { $0.contains("Room 101") } == true }
        expectFits(try #require(terminal.lastFrame), 40, 12)
        #expect(!terminal.output.text.contains("\u{1B}[J\r"), "no line break after the last line")

        terminal.type("\u{1B}[F")  // End
        try await eventually("the last key selected") { terminal.lastFrame?.contains { $0.hasPrefix("› 17") } == true }
        expectFits(try #require(terminal.lastFrame), 40, 12)

        terminal.resize(width: 60, height: 15)
        try await eventually("a frame at 60 columns") {
            terminal.lastFrame?.contains { DemoText.width($0) > 40 } == true
        }
        expectFits(try #require(terminal.lastFrame), 60, 15)

        terminal.resize(width: 40, height: 12)
        try await eventually("back to 40 columns") {
            terminal.lastFrame.map { $0.allSatisfy { DemoText.width($0) <= 40 } } == true
        }
        expectFits(try #require(terminal.lastFrame), 40, 12)

        terminal.type("%~\u{1B}[15~")  // keys that mean nothing here
        terminal.type("q")
        try await eventually("exit") { !terminal.process.isRunning && terminal.isClosed }
        #expect(terminal.process.terminationStatus == 0)
        #expect(terminal.output.text.hasSuffix("\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"), "the terminal is restored")
    }

    @Test func ctrlCQuitsAndRestoresTheTerminal() async throws {
        let binary = try #require(DemoBinary.url)
        let terminal = try PseudoTerminal(binary, arguments: ["--plain"], width: 80, height: 24)
        try await eventually("the key list") { terminal.lastFrame?.contains { $0.contains("Room 101") } == true }
        terminal.type("\u{03}")
        try await eventually("exit") { !terminal.process.isRunning && terminal.isClosed }
        #expect(terminal.process.terminationStatus == 0)
        #expect(terminal.output.text.hasSuffix("\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"))
    }

    @Test func aKeyPressDrawsAtMostOneNewFrame() async throws {
        let binary = try #require(DemoBinary.url)
        let terminal = try PseudoTerminal(binary, arguments: ["--plain", "--ready-after", "-1"], width: 80, height: 24)
        try await eventually("the key list and its unlock card") {
            terminal.lastFrame?.contains { $0.contains("── Unlock: Room 101 ──") } == true
        }
        func frames() -> Int { terminal.output.text.components(separatedBy: "\u{1B}[H").count - 1 }
        // The start may still be drawing (activation's last change can land after the card):
        // count from when the screen has been still for 0.3 s, so only key presses add frames.
        var before = frames(), stillSince = Date()
        try await eventually("the start to finish drawing") {
            let now = frames()
            if now != before { (before, stillSince) = (now, Date()) }
            return Date().timeIntervalSince(stillSince) > 0.3
        }
        terminal.type("j")
        try await eventually("the selection moved") { frames() > before }
        let moved = frames()
        // An unknown key draws at most its hint ("x does nothing here"), once; `q` then quits.
        terminal.type("x")
        terminal.type("q")
        try await eventually("exit") { !terminal.process.isRunning && terminal.isClosed }
        #expect(moved == before + 1, "one key press, one frame")
        #expect(frames() <= moved + 1, "an unknown key, at most its hint")
    }
    #endif
}
