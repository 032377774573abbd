import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The client session token goes only where the app pointed the engine, and never in clear
/// text over the network: redirects are refused, and `http` is for loopback only.
@Suite(.serialized) struct SeamCloudTokenDestinationTests {
    @Test func aRedirectToAnotherServerIsRefusedAndThatServerNeverSeesTheToken() async throws {
        let elsewhere = try await FakeSeamAPI.start()
        defer { Task { await elsewhere.stop() } }
        let target = try await elsewhere.baseURL.appendingPathComponent(FakeSeamAPI.path).absoluteString
        try await withCloudHarness { harness in
            await harness.api.state.enqueue([.redirect(location: target)])
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            await #expect(throws: SeamServiceUnavailableError()) { try await seam.activate() }
            #expect(await elsewhere.state.requests.isEmpty, "the redirect was followed with the token")
            #expect(await harness.api.state.requests.count == 1)
        }
    }

    @Test func aRedirectOnTheSameServerIsRefusedToo() async throws {
        try await withCloudHarness { harness in
            await harness.api.state.enqueue([.redirect(location: FakeSeamAPI.path)])
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            await #expect(throws: SeamServiceUnavailableError()) { try await seam.activate() }
            #expect(await harness.api.state.requests.count == 1, "the redirect was followed")
        }
    }

    @Test func theDefaultTransportReturnsTheRedirectInsteadOfFollowingIt() async throws {
        try await withCloudHarness { harness in
            await harness.api.state.enqueue([.redirect(location: FakeSeamAPI.path)])
            var request = URLRequest(url: try await harness.api.baseURL.appendingPathComponent(FakeSeamAPI.path))
            request.httpMethod = "POST"
            request.setValue(FakeSeamAPI.token, forHTTPHeaderField: "client-session-token")
            request.setValue("Bearer \(FakeSeamAPI.token)", forHTTPHeaderField: "Authorization")
            let (_, response) = try await SeamURLSessionTransport().send(request)
            #expect(response.statusCode == 307)
            #expect(await harness.api.state.requests.count == 1)
        }
    }

    @Test func anHTTPAddressOtherThanLoopbackIsNeverSentAnything() async throws {
        let transport = RecordingTransport()
        try await withCloudHarness { harness in
            for text in ["http://example.com", "http://192.168.1.10:8080", "http://127.0.0.1.example.com",
                         "http://localhost.example.com"] {
                let url = try #require(URL(string: text))
                let seam = try harness.seam(try await harness.configuration(baseURL: url, retries: 0, transport: transport))
                await #expect(throws: SeamError.internetConnectionRequired, "\(text)") { try await seam.activate() }
                #expect(transport.count == 0, "\(text)")
                #expect(harness.logs.messages.contains { $0.contains("http is allowed only for localhost") })
            }
        }
    }

    @Test(arguments: ["https://connect.getseam.com", "https://10.0.0.1", "http://127.0.0.1:8080", "http://127.1.2.3",
                      "http://localhost:3000/api", "HTTP://LOCALHOST", "http://[::1]:8080", "http://localhost."])
    func acceptedBaseURLs(_ text: String) throws {
        #expect(SeamCloudConfiguration.isAcceptableBaseURL(try #require(URL(string: text))))
    }

    @Test(arguments: ["http://example.com", "http://10.0.0.1", "http://127.0.0.1.nip.io", "http://128.0.0.1",
                      "http://127.0.0.256", "http://[::2]", "ftp://127.0.0.1", "file:///tmp/x", "https:///nohost"])
    func refusedBaseURLs(_ text: String) throws {
        #expect(!SeamCloudConfiguration.isAcceptableBaseURL(try #require(URL(string: text))))
    }
}

/// Counts what it is asked to send and answers nothing useful.
private final class RecordingTransport: SeamHTTPTransport, @unchecked Sendable {
    // Safe to share: `sent` is only touched while `lock` is held.
    private let lock = NSLock()
    private var sent = 0

    var count: Int { lock.withLock { sent } }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { sent += 1 }
        throw URLError(.cannotConnectToHost)
    }
}
