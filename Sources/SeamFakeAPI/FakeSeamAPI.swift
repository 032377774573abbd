#if canImport(FlyingFox)
import FlyingFox
import FlyingSocks
import Foundation
@_spi(SeamInternal) import SeamAccess

/// A fake Seam API on 127.0.0.1, started by the tests and by `seam-fake-api`: serves the phone
/// session fixture and, through ``locks``, the Seam-connected lock routes, checks auth as Seam
/// does (tokens may expire after some requests or at a time), and injects faults. It listens
/// on the IPv4 loopback address only, never on another interface, and answers only requests
/// addressed to a loopback name (``misdirectedStatus`` otherwise).
public final class FakeSeamAPI: Sendable {
    /// The token the fake accepts unless told otherwise.
    public static let token = "seam_cst1891oqCmE_6dBwV8PJ2Ffoe9dWYVyMfVHq"

    public enum Fault: Sendable {
        case status(Int, body: String = "", headers: [String: String] = [:])
        case tooManyRequests(retryAfter: String)
        /// The answer waits until the test calls ``State/releaseHeld()``: a slow server whose
        /// slowness the test controls, so nothing depends on how fast the machine is.
        case held
        case malformedJSON
        case truncatedJSON
        case droppedConnection
        /// A redirect (307 keeps the method, body and, unless refused, the headers) to
        /// `location`, a full URL or a path on this server.
        case redirect(location: String)
        /// A 200 whose body is `bytes` spaces, made as they are sent (``State/streamedBytes``
        /// counts them), with a `Content-Length` or, unless `declaresLength`, chunked; with
        /// `holdsAfter`, nothing more after that many bytes until ``State/releaseHeld()``.
        case largeBody(bytes: Int, declaresLength: Bool, holdsAfter: Int? = nil)
    }

    public struct Request: Sendable {
        public let headers: [String: String]
        public let body: Data
    }

    /// One request and the status it was answered with, for a log of the traffic.
    public struct Exchange: Sendable {
        public let method: String
        public let path: String
        public let status: Int
        /// The request's JSON body (POST) or query (GET) members that are strings.
        public let parameters: [String: String]
        /// For an unlock or a read of its attempt answered 200: the lock's `device_id` and the
        /// attempt's status as answered (`pending`, `success`, `error: <type>`).
        public var attempt: (deviceId: String, status: String)?

        public init(method: String, path: String, status: Int, parameters: [String: String],
                    attempt: (deviceId: String, status: String)? = nil) {
            self.method = method
            self.path = path
            self.status = status
            self.parameters = parameters
            self.attempt = attempt
        }
    }

    /// When a token stops being accepted (then answered 401, `client_session_expired`).
    public enum Expiry: Sendable {
        /// After this many requests with it have been answered (0: expired at once).
        case afterRequests(Int)
        /// Once the State's clock reaches this date.
        case at(Date)
    }

    public actor State {
        var faults: [Fault] = []
        public private(set) var requests: [Request] = []
        var payload: Data
        var knownTokens: Set<String>
        var expiredTokens: Set<String> = []
        private var expiries: [String: Expiry] = [:]
        private var uses: [String: Int] = [:]
        private var clock: any SeamClock = SeamSystemClock()
        private var observer: (@Sendable (Exchange) -> Void)?
        private var held: [CheckedContinuation<Void, Never>] = []
        private var isReleased = false
        /// How many answers are waiting for ``releaseHeld()``.
        public var heldCount: Int { held.count }
        /// How many bytes of ``Fault/largeBody(bytes:declaresLength:holdsAfter:)`` bodies were
        /// made to be sent.
        public private(set) var streamedBytes = 0

        init(payload: Data, knownTokens: Set<String>) {
            self.payload = payload
            self.knownTokens = knownTokens
        }

        func record(_ request: Request) { requests.append(request) }
        func nextFault() -> Fault? { faults.isEmpty ? nil : faults.removeFirst() }
        public func enqueue(_ faults: [Fault]) { self.faults += faults }
        public func setPayload(_ data: Data) { payload = data }
        public func expire(_ token: String) { expiredTokens.insert(token) }
        /// Expires `token` later: after some requests or at a date on ``useClock(_:)``'s clock.
        public func expire(_ token: String, _ expiry: Expiry) { expiries[token] = expiry }
        /// The clock ``Expiry/at(_:)`` is measured on (real time by default).
        package func useClock(_ clock: any SeamClock) { self.clock = clock }
        /// Calls `observer` after every request on every route, with the status it got.
        public func observe(_ observer: @escaping @Sendable (Exchange) -> Void) { self.observer = observer }

        func isExpired(_ token: String) -> Bool {
            if expiredTokens.contains(token) { return true }
            switch expiries[token] {
            case .afterRequests(let count)?: return uses[token, default: 0] >= count
            case .at(let date)?: return clock.now >= date
            case nil: return false
            }
        }

        func countUse(of token: String) { uses[token, default: 0] += 1 }
        func countStreamed(_ count: Int) { streamedBytes += count }
        func report(_ exchange: Exchange) { observer?(exchange) }
        /// Accepts `token` from now on: with ``expire(_:)``, scripts "401, then a fresh token".
        public func accept(_ token: String) { knownTokens.insert(token) }

        func hold() async {
            guard !isReleased else { return }
            await withCheckedContinuation { held.append($0) }
        }

        /// Lets every held answer go; later `.held` faults wait again.
        public func releaseHeld() {
            held.forEach { $0.resume() }
            held = []
        }

        /// Releases what is held and stops holding (the server is stopping).
        func releaseForever() {
            isReleased = true
            releaseHeld()
        }
    }

    public static let path = "/seam/mobile_sdk/v1/phone_sessions/get_or_create"
    public let state: State
    /// The Seam-connected locks it serves (none unless a test sets some).
    public let locks: FakeSeamLocks
    /// What the HTTP server logged (warnings and worse), kept instead of printed so a passing
    /// run is quiet; quote it in an expectation's comment when a request goes wrong.
    public let serverLog: ServerLog
    private let server: HTTPServer
    private let task: Task<Void, Never>

    private init(server: HTTPServer, state: State, locks: FakeSeamLocks, serverLog: ServerLog, task: Task<Void, Never>) {
        self.server = server
        self.state = state
        self.locks = locks
        self.serverLog = serverLog
        self.task = task
    }

    public static func fixture() throws -> Data {
        guard let url = Bundle.module.url(forResource: "phone_session", withExtension: "json", subdirectory: "Fixtures")
        else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }

    /// Starts serving on 127.0.0.1 at `port` (0: any free port; see ``baseURL``).
    public static func start(payload: Data? = nil, knownTokens: Set<String> = [token], port: UInt16 = 0) async throws -> FakeSeamAPI {
        let state = State(payload: try payload ?? fixture(), knownTokens: knownTokens)
        let serverLog = ServerLog()
        // A generous timeout: a busy machine may be slow, and no test waits on this one.
        // Loopback only: the fake accepts tokens over plain http.
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 120, logger: serverLog)
        await server.appendRoute(HTTPRoute(stringLiteral: "POST \(path)")) { request in
            let response = try await respond(to: request, state: state)
            await state.report(Exchange(method: "POST", path: path, status: response.statusCode.code, parameters: [:]))
            return response
        }
        let locks = FakeSeamLocks()
        await appendLockRoutes(
            to: server, locks: locks, authorize: { headers in await authorize(headers, state: state) },
            observe: { exchange in await state.report(exchange) },
            fault: { fault, _ in
                if case .held = fault {
                    await state.hold()
                    return nil
                }
                return await answer(fault, payload: Data(), state: state)
            })
        let failure = RunFailure()
        let task = Task {
            do {
                try await server.run()
            } catch {
                await failure.set(error)
            }
        }
        // A server that cannot listen (the port is taken) says so at once: FlyingFox's
        // `waitUntilListening` would wait out its whole timeout instead. The 120 s bound is
        // for a busy machine under ThreadSanitizer; starting a listener never takes long.
        let deadline = Date().addingTimeInterval(120)
        while !(await server.isListening) {
            if let error = await failure.error {
                task.cancel()
                throw error
            }
            guard Date() < deadline else {
                task.cancel()
                throw URLError(.timedOut)
            }
            try await Task.sleep(nanoseconds: 2_000_000)
        }
        return FakeSeamAPI(server: server, state: state, locks: locks, serverLog: serverLog, task: task)
    }

    public var baseURL: URL {
        get async throws {
            guard case .ip4(_, let port)? = await server.listeningAddress,
                  let url = URL(string: "http://127.0.0.1:\(port)") else { throw URLError(.badURL) }
            return url
        }
    }

    public func stop() async {
        await state.releaseForever()
        await server.stop(timeout: 0)
        task.cancel()
    }

    private static func respond(to request: HTTPRequest, state: State) async throws -> HTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
        if let refused = misdirected(headers) { return refused }
        await state.record(Request(headers: headers, body: try await request.bodyData))
        if let refused = await authorize(headers, state: state) { return refused }
        let payload = await state.payload
        guard let fault = await state.nextFault() else { return json(200, payload) }
        return await answer(fault, payload: payload, state: state)
    }

    /// The answer to a refused token, or `nil` when the request may go on.
    private static func authorize(_ headers: [String: String], state: State) async -> HTTPResponse? {
        let token = headers["client-session-token"] ?? ""
        guard token.hasPrefix("seam_cst") else {
            return json(400, #"{"error":{"type":"invalid_client_session_token","message":"Invalid client session token"},"ok":false}"#)
        }
        if await state.isExpired(token) {
            return json(401, #"{"error":{"type":"client_session_expired","message":"Unauthorized (client session expired)"},"ok":false}"#)
        }
        guard await state.knownTokens.contains(token), headers["authorization"] == "Bearer \(token)" else {
            return json(401, #"{"error":{"type":"client_session_not_found","message":"Unauthorized (client session not found)"},"ok":false}"#)
        }
        await state.countUse(of: token)
        return nil
    }

    /// What `fault` answers instead of `payload`, the normal answer.
    private static func answer(_ fault: Fault, payload: Data, state: State) async -> HTTPResponse {
        switch fault {
        case .status(let code, let body, let extra):
            return json(code, Data(body.utf8), extra: extra)
        case .tooManyRequests(let retryAfter):
            return json(429, #"{"error":{"type":"rate_limited","message":"Slow down"},"ok":false}"#,
                        extra: ["Retry-After": retryAfter])
        case .held:
            await state.hold()
            return json(200, payload)
        case .malformedJSON:
            return json(200, #"{"phone_session": [this is not json"#)
        case .truncatedJSON:
            return json(200, payload.prefix(payload.count / 2))
        case .droppedConnection:
            // Promise a body, then hang up before sending it. (Not a redirect to a listener
            // that hangs up: the transport refuses redirects.)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"],
                                body: HTTPBodySequence(from: HangUpBytes(), count: max(payload.count, 1)))
        case .redirect(let location):
            return json(307, "", extra: ["Location": location])
        case .largeBody(let bytes, let declaresLength, let holdsAfter):
            let filler = FillerBytes(remaining: bytes, holdsAfter: holdsAfter, state: state)
            let body = declaresLength ? HTTPBodySequence(from: filler, count: bytes, suggestedBufferSize: 65_536)
                : HTTPBodySequence(from: filler, suggestedBufferSize: 65_536)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
        }
    }

    /// Why the server stopped before it listened, if it did.
    private actor RunFailure {
        private(set) var error: (any Error)?
        func set(_ error: any Error) { self.error = error }
    }

    private static func json(_ code: Int, _ body: String, extra: [String: String] = [:]) -> HTTPResponse {
        json(code, Data(body.utf8), extra: extra)
    }

    private static func json(_ code: Int, _ body: Data, extra: [String: String] = [:]) -> HTTPResponse {
        var headers: HTTPHeaders = [.contentType: "application/json", HTTPHeader("seam-request-id"): "request1"]
        for (name, value) in extra { headers[HTTPHeader(name)] = value }
        return HTTPResponse(statusCode: HTTPStatusCode(code, phrase: "Status \(code)"), headers: headers, body: body)
    }
}
#endif
