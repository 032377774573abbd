import Foundation
import SeamAccess
import SeamTestSupport
import Testing

@Suite(.serialized) struct DemoEndToEndTests {
    @Test func listJSONListsTheSandboxKeysInTheKeyListOrder() throws {
        let result = try DemoBinary.run(["list", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 15)
        let ids = objects.compactMap { $0["id"] as? String }
        #expect(Set(ids).contains(SeamSandboxSamples.ID.room))
        let firstBroken = try #require(objects.firstIndex { ($0["errors"] as? [String])?.isEmpty == false })
        #expect(objects[firstBroken...].allSatisfy { ($0["errors"] as? [String])?.isEmpty == false },
                "usable keys come first")
        let pool = try #require(objects.first { $0["id"] as? String == SeamSandboxSamples.ID.expired })
        #expect(pool["errors"] as? [String] == ["expired"])
        let bluetooth = try #require(objects.first { $0["id"] as? String == SeamSandboxSamples.ID.enableBluetooth })
        #expect(bluetooth["errors"] as? [String] == ["userInteractionRequired.enableBluetooth"])
    }

    @Test func plainListPrintsCardsWithoutColour() throws {
        let result = try DemoBinary.run(["list"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Room 101 · Hotel Marina"))
        #expect(result.stdout.contains("[Expired]"))
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func unlockingAReadyKeyPrintsEventsAndExitsZero() throws {
        let result = try DemoBinary.run(["unlock", SeamSandboxSamples.ID.room, "--lock-latency", "0"])
        #expect(result.status == 0)
        #expect(result.stdout == "launched\ngrantedAccess\n")
    }

    @Test func unlockingAnExpiredKeyIsRefusedWithExitTwo() throws {
        let result = try DemoBinary.run(["unlock", SeamSandboxSamples.ID.expired])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: credentialErrors [expired]\n")
    }

    @Test func aKeyWhoseLockNeverAnswersTimesOutWithExitOne() throws {
        let result = try DemoBinary.run(["unlock", SeamSandboxSamples.ID.garage, "--timeout", "0.2"])
        #expect(result.status == 1)
        #expect(result.stdout == "launched\ntimedOut\n")
    }

    @Test func connectionFailuresPrintTheirDebugText() throws {
        let result = try DemoBinary.run(["unlock", SeamSandboxSamples.ID.room, "--lock-outcome", "fail", "--lock-latency", "0"])
        #expect(result.status == 1)
        #expect(result.stdout == "launched\nconnectionFailed: Simulated connection failure (--lock-outcome fail)\n")
    }

    @Test func badInputGivesAOneLineErrorNeverACrash() throws {
        let unknown = try DemoBinary.run(["unlock", "no-such-key"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error: invalidCredentialId\n")
        for arguments in [["unlock", "x", "--timeout", "0"], ["list", "--api-url", "not a url"],
                          ["list", "--api-url", "ftp://127.0.0.1"], ["list", "--lock-latency", "nan"], ["frobnicate"]] {
            let result = try DemoBinary.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: "), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"))
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
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let screen = OutputBuffer()
        output.fileHandleForReading.readabilityHandler = { screen.append($0.availableData) }
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        try await eventually("the key list") { screen.text.contains("Room 101") }
        input.fileHandleForWriting.write(Data("3".utf8))
        try await eventually("Room 101 selected") { screen.text.contains("── Unlock: Room 101 ──") }
        input.fileHandleForWriting.write(Data("\r".utf8))
        try await eventually("success") { screen.text.contains("Door unlocked") }
        input.fileHandleForWriting.write(Data("q".utf8))
        try await eventually("exit") { !process.isRunning }
        output.fileHandleForReading.readabilityHandler = nil
        #expect(process.terminationStatus == 0)
        #expect(screen.text.contains("\u{1B}[?1049l"), "the terminal is restored")
    }
}
