import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SeamDemoKit
import SeamTestSupport
import Testing

/// The demo never repeats a token, takes one from a file or standard input, keeps its cache
/// folder private and removes its throwaway cache however it ends.
@Suite struct DemoSecretsTests {
    @Test func aTokenGivenAsTheCommandIsNotRepeated() async throws {
        let result = try await DemoBinary.run([FakeSeamAPI.token])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error[usage]: Unknown command <a token, not shown>"))
        #expect(!result.stderr.contains(FakeSeamAPI.token))
    }

    @Test func aTokenWhereNoValueBelongsIsNotRepeated() async throws {
        let token = "seam_cst_9fQ2mWx7LpZ3vB8kT1rN"
        let result = try await DemoBinary.run(["list", "--plain", token])
        #expect(result.status == 64)
        #expect(!result.stderr.contains(token), "\(result.stderr)")
        #expect(!result.stderr.contains("9fQ2mWx7LpZ3vB8kT1rN"))
    }

    @Test func tokenShapes() {
        #expect(DemoTokenShape.looksLikeToken("seam_cst1891oqCmE_6dBwV8PJ2Ffoe9dWYVyMfVHq"))
        #expect(DemoTokenShape.looksLikeToken("AbCdEfGh12345678IjKlMnOp"))
        #expect(!DemoTokenShape.looksLikeToken("11111111-1111-4111-8111-111111111111"), "a key id is not a secret")
        #expect(!DemoTokenShape.looksLikeToken("frobnicate"))
        #expect(!DemoTokenShape.looksLikeToken("SEAM_CLIENT_SESSION_TOKEN"), "the variable's name is said as it is")
        #expect(DemoTokenShape.redacted("Unexpected argument 'seam_cst_x'.") == "Unexpected argument '<a token, not shown>'.")
        #expect(DemoTokenShape.redacted("at https://host/seam_cst_x?a=1 and x.seam_cst_y") == "at https://host/<a token, not shown>?a=1 and x.<a token, not shown>")
    }

    @Test func theTokenFileGivesTheTokenAndKeepsItOffTheCommandLine() async throws {
        let api = try await FakeSeamAPI.start()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("token")
        try Data("\(FakeSeamAPI.token)\n".utf8).write(to: file)
        let result = try await DemoBinary.run(["list", "--json", "--api-url", try await api.baseURL.absoluteString,
                                               "--request-timeout", "300", "--token-file", file.path,
                                               "--cache-dir", folder.appendingPathComponent("cache").path])
        await api.stop()
        try? FileManager.default.removeItem(at: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("["))
    }

    @Test func tokenFileMistakesAreUsageErrorsThatNeverQuoteTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty")
        try Data("\n".utf8).write(to: empty)
        let twoLines = folder.appendingPathComponent("two")
        try Data("seam_cst_secret_one\nseam_cst_secret_two\n".utf8).write(to: twoLines)

        let both = try await DemoBinary.run(["list", "--token", "seam_cst_x", "--token-file", empty.path])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("error[usage]: --token and --token-file both give a token"))
        let emptyRun = try await DemoBinary.run(["list", "--token-file", empty.path])
        #expect(emptyRun.status == 64)
        #expect(emptyRun.stderr.contains("is empty"))
        let missing = try await DemoBinary.run(["list", "--token-file", folder.appendingPathComponent("nope").path])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("cannot be read"))
        let lines = try await DemoBinary.run(["list", "--token-file", twoLines.path])
        #expect(lines.status == 64)
        #expect(!lines.stderr.contains("secret"))
    }

    /// Issue #30 item 11: `--token-file /tmp` said "error 256".
    @Test func aFolderGivenAsTheTokenFileIsNamedAsOne() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString.lowercased())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: DemoTokenFile.Failure.self) { try DemoTokenFile.token(from: folder.path) }
        let run = try await DemoBinary.run(["list", "--token-file", folder.path])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error[usage]: --token-file \"\(folder.path)\" is a folder; give the file that holds "
            + "the client session token."), "\(run.stderr)")
        #expect(!run.stderr.contains("error 256"), "the old message; the folder's random name may hold the digits")
    }

    /// A stranger's run (#30, L3): `--token-file /dev/null` was "permission denied"; a file
    /// without a size (a device, a pipe such as `<(command)`) is read as a stream now.
    @Test func aFileWithoutASizeIsReadNotRefused() async throws {
        let null = try await DemoBinary.run(["list", "--token-file", "/dev/null"])
        #expect(null.status == 64)
        #expect(null.stderr.contains("is empty"), "\(null.stderr)")
        #expect(!null.stderr.contains("permission denied"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("token")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo.path) {
                handle.write(Data("seam_cst_from_a_pipe_1234\n".utf8))
                try? handle.close()
            }
        }
        writer.start()
        #expect(try DemoTokenFile.token(from: fifo.path) == "seam_cst_from_a_pipe_1234")

        // A second stranger's run: a file that never ends grew the demo's memory without bound.
        let zero = try await DemoBinary.run(["list", "--token-file", "/dev/zero"])
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("is larger than 64 KiB"), "\(zero.stderr)")
    }

    @Test func standardInputGivesTheTokenWithADash() throws {
        #expect(try DemoTokenFile.token(from: "-", standardInput: { Data("  seam_cst_from_stdin_1234\n".utf8) })
            == "seam_cst_from_stdin_1234")
        #expect(try DemoTokenFile.token(from: "-", standardInput: { Data() }) == "seam_cst_from_stdin_1234",
                "read once per process")
    }

    @Test func listJSONHelpWarnsThatItPrintsCodesAndCardNumbers() async throws {
        let help = try await DemoBinary.run(["list", "--help"])
        #expect(help.stdout.contains("door codes and card"))
    }

    @Test func theCacheFolderIsPrivate() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func mode(_ url: URL) throws -> Int {
            try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
        }
        let created = root.appendingPathComponent("new")
        #expect(DemoCacheDirectory.problem(with: created) == nil)
        #expect(try mode(created) == 0o700)

        let open = root.appendingPathComponent("open")
        try FileManager.default.createDirectory(at: open, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        #expect(DemoCacheDirectory.problem(with: open) == nil)
        #expect(try mode(open) == 0o700, "an existing folder others could read is closed")
    }

    @Test func theThrowawayCacheIsRemovedWhenASignalEndsTheDemo() async throws {
        let api = try await FakeSeamAPI.start()
        await api.state.enqueue([.held])
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let notAFolder = temporary.appendingPathComponent("a-file")
        try Data().write(to: notAFolder)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let binary = try #require(DemoBinary.url)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["list", "--api-url", try await api.baseURL.absoluteString, "--request-timeout", "300",
                             "--token", FakeSeamAPI.token, "--cache-dir", notAFolder.path]
        process.environment = childProcessEnvironment(["TMPDIR": temporary.path])
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try await eventually("the demo's request is held") { await api.state.heldCount == 1 }
        let throwaway = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
            .filter { $0.hasPrefix("seam-demo-no-cache-") }
        #expect(throwaway.count == 1, "the throwaway cache is in use")
        // Sent again until the demo ends: a signal that arrives while its handler is still being
        // armed (a loaded machine) is ignored, and that start-up instant is not what is tested.
        let pid = process.processIdentifier
        try await DemoBinary.offCooperativePool {
            for _ in 0..<100 where process.isRunning {
                kill(pid, SIGTERM)
                usleep(200_000)
            }
            process.waitUntilExit()
        }
        await api.stop()
        #expect(process.terminationStatus == 128 + SIGTERM)
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("seam-demo-no-cache-") }
        #expect(left.isEmpty)
    }
}
