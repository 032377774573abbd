import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeamTestSupport
import Testing

/// What the fake Seam API accepts from a request, and what of it reaches its terminal: only
/// requests addressed to a loopback name (a web page's DNS-rebinding request names its own
/// host), an unlock of exactly the `device_id` given, and a log line per request with every
/// control character the request carried written out.
@Suite(.serialized) struct FakeAPIRequestSafetyTests {
    typealias Scenario = FakeSeamScenario

    /// Sends a raw HTTP/1.1 POST of `body` to `path` on 127.0.0.1:`port` with `host` as its
    /// Host header (none when `nil`), the scenario's token, and returns the answer's status.
    /// A raw socket, because URLSession always writes the Host of the URL it is given.
    static func status(port: Int, path: String, host: String?, body: String = "{}") async throws -> Int {
        var request = "POST \(path) HTTP/1.1\r\n"
        if let host { request += "Host: \(host)\r\n" }
        request += "Authorization: Bearer \(Scenario.token)\r\nclient-session-token: \(Scenario.token)\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body
        let text = request
        let answer = try await DemoBinary.offCooperativePool { try RawHTTP.exchange(text, port: UInt16(port)) }
        // "HTTP/1.1 421 Status 421"
        let words = answer.prefix { $0 != "\r" }.split(separator: " ")
        guard words.count >= 2, let code = Int(words[1]) else { throw ConditionTimeout(what: "an HTTP answer, not \(answer)") }
        return code
    }

    @Test func onlyRequestsAddressedToALoopbackNameAreAnswered() async throws {
        let api = try await Scenario().start()
        defer { Task { await api.stop() } }
        let port = try #require(try await api.baseURL.port)
        for host in ["127.0.0.1", "127.0.0.1:\(port)", "localhost", "LocalHost:\(port)", "[::1]", "[::1]:\(port)"] {
            #expect(try await Self.status(port: port, path: FakeSeamAPI.path, host: host) == 200, "\(host)")
            #expect(try await Self.status(port: port, path: "/locks/list", host: host) == 200, "\(host)")
        }
        for host in ["attacker.example", "attacker.example:\(port)", "127.0.0.1.attacker.example", "localhost.attacker.example",
                     "127.0.0.2", "[::2]", "localhost:http", "127.0.0.1:\(port):1", "", nil] as [String?] {
            let session = try await Self.status(port: port, path: FakeSeamAPI.path, host: host)
            #expect(session == 421, "\(host ?? "no Host")")
            #expect(try await Self.status(port: port, path: "/locks/unlock_door", host: host,
                                          body: #"{"device_id":"\#(Scenario.frontDoor)"}"#) == 421, "\(host ?? "no Host")")
        }
        let calls = await api.locks.calls(on: .unlockDoor)
        #expect(calls.isEmpty, "no unlock from another host was started: \(calls.count)")
    }

    /// POSTs `json` to `path` on `api` with the scenario's token; returns the status.
    func post(_ api: FakeSeamAPI, _ path: String, _ json: [String: String]) async throws -> Int {
        var request = URLRequest(url: try await api.baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: json)
        request.setValue("Bearer \(Scenario.token)", forHTTPHeaderField: "Authorization")
        request.setValue(Scenario.token, forHTTPHeaderField: "client-session-token")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    @Test func anUnlockNamesItsDeviceExactly() async throws {
        let api = try await Scenario().start()
        defer { Task { await api.stop() } }
        // Each of these is a string value in the Front Door's JSON, but none is a device id.
        for other in ["august_lock", "august", "Front Door", "Main Street 1", "w", "lock", "Europe/Paris"] {
            #expect(try await post(api, "/locks/unlock_door", ["device_id": other]) == 404, "\(other)")
        }
        #expect(await api.locks.calls(on: .unlockDoor).count == 7)
        #expect(try await post(api, "/locks/unlock_door", ["device_id": Scenario.frontDoor]) == 200)
    }

    @Test func theRequestLogWritesOutTheControlCharactersARequestCarries() async throws {
        let fake = try await FakeAPIBinary.start([])
        defer { fake.stop() }
        let hostile = "x\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}y"
        var request = URLRequest(url: fake.url.appendingPathComponent("/locks/unlock_door"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["device_id": hostile])
        request.setValue("Bearer \(Scenario.token)", forHTTPHeaderField: "Authorization")
        request.setValue(Scenario.token, forHTTPHeaderField: "client-session-token")
        let (_, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 404)
        try await eventually("the request's line") { fake.output.text.contains("/locks/unlock_door → 404") }
        let line = try #require(fake.output.text.split(separator: "\n").first { $0.contains("/locks/unlock_door") })
        #expect(line.hasSuffix("(x\\u{1B}]0;pwned\\u{7}\\u{1B}[2J\\u{9B}31m\\u{202E}y)"), "\(line)")
        #expect(!fake.output.text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{202E}" })
    }
}

/// One HTTP exchange over a plain socket to 127.0.0.1, for requests URLSession will not send.
enum RawHTTP {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes `request` and reads until the server closes the connection (or 60 s pass).
    static func exchange(_ request: String, port: UInt16) throws -> String {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect: \(errno)") }
        var bytes = Array(request.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard written > 0 else { throw Failure(description: "send: \(errno)") }
            bytes = bytes.dropFirst(written)
        }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            answer.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: answer, as: UTF8.self)
    }
}
