import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// `seam-fake-api`'s own contract: its options, a port already taken, and its token expiring
/// after some requests or at a time (the latter on a test clock, in process).
@Suite(.serialized) struct FakeAPICommandTests {
    /// Runs the binary to completion (for options that end it at once).
    func run(_ arguments: [String]) async throws -> DemoBinary.Result {
        let binary = try #require(DemoBinary.url?.deletingLastPathComponent().appendingPathComponent("seam-fake-api"))
        return try await DemoBinary.offCooperativePool {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.environment = childProcessEnvironment()
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return DemoBinary.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                     stderr: String(decoding: stderr, as: UTF8.self))
        }
    }

    @Test func badOptionsAreUsageErrors() async throws {
        let both = try await run(["--token-expires-after-requests", "1", "--token-expires-after", "3"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("not both"), "\(both.stderr)")
        let slow = try await run(["--open-after", "61"])
        #expect(slow.status == 64)
        #expect(slow.stderr.contains("--open-after must be"), "\(slow.stderr)")
        // A stranger's run (#30): a negative count was reported as "Missing value".
        let negative = try await run(["--token-expires-after-requests", "-1"])
        #expect(negative.status == 64)
        #expect(negative.stderr.contains("must be 0 or more"), "\(negative.stderr)")
        // The same for a negative port (a later stranger's run of #30, L9).
        let port = try await run(["--port", "-1"])
        #expect(port.status == 64)
        #expect(!port.stderr.contains("Missing value") && port.stderr.contains("-1"), "\(port.stderr)")
        let help = try await run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--token-expires-after-requests"))
    }

    @Test func aPortAlreadyTakenIsSaidPlainly() async throws {
        let first = try await FakeAPIBinary.start([])
        defer { first.stop() }
        let port = try #require(first.url.port)
        let second = try await run(["--port", "\(port)"])
        #expect(second.status == 1)
        // Issue #30 item 11: it printed the socket library's raw errno.
        #expect(second.stderr == "error: cannot listen on 127.0.0.1:\(port): the port is already in use. Stop the "
            + "program using it (perhaps another seam-fake-api), or choose another port with --port.\n", "\(second.stderr)")
        #expect(!second.stderr.contains("errno") && !second.stderr.contains("SocketError"))
    }

    /// Posts to the phone session route with `token`, returning the status.
    func status(_ api: FakeSeamAPI, token: String) async throws -> Int {
        var request = URLRequest(url: try await api.baseURL.appendingPathComponent(FakeSeamAPI.path))
        request.httpMethod = "POST"
        request.httpBody = Data("{}".utf8)
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue(token, forHTTPHeaderField: "client-session-token")
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    @Test func theTokenExpiresAfterItsRequestsAndTheRenewedOneNever() async throws {
        let api = try await FakeSeamScenario(tokenExpiry: .afterRequests(2)).start()
        defer { Task { await api.stop() } }
        #expect(try await status(api, token: FakeSeamScenario.token) == 200)
        #expect(try await status(api, token: FakeSeamScenario.token) == 200)
        #expect(try await status(api, token: FakeSeamScenario.token) == 401)
        for _ in 0..<3 { #expect(try await status(api, token: FakeSeamScenario.renewedToken) == 200) }
        #expect(try await status(api, token: "seam_cst_someone_else") == 401)
    }

    @Test func theTokenExpiresAtItsTimeOnTheFakesClock() async throws {
        let clock = TestClock()
        let api = try await FakeSeamScenario().start()
        defer { Task { await api.stop() } }
        await api.state.useClock(clock)
        await api.state.expire(FakeSeamScenario.token, .at(clock.now.addingTimeInterval(30)))
        #expect(try await status(api, token: FakeSeamScenario.token) == 200)
        await clock.advance(by: 29.5)
        #expect(try await status(api, token: FakeSeamScenario.token) == 200)
        await clock.advance(by: 0.5)
        #expect(try await status(api, token: FakeSeamScenario.token) == 401)
    }
}
