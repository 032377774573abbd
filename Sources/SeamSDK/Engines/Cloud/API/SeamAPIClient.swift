import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Calls the Seam mobile SDK API with a client session token: auth headers, JSON, bounded
/// retries for 429 and 5xx honouring `Retry-After`, one retry with a renewed token after a 401
/// (``SeamTokenRenewal``), and errors kept for diagnostics.
struct SeamAPIClient: Sendable {
    static let sdkName = "seam-components-swift"
    static let sdkVersion = Seam.sdkVersion

    let tokens: SeamTokenRenewal
    let configuration: SeamCloudConfiguration
    let clock: any SeamClock
    let logger: SeamLogger

    /// `POST /seam/mobile_sdk/v1/phone_sessions/get_or_create`: the session, and the time the
    /// server answered by its own clock (its `Date` header), when it said.
    func getOrCreatePhoneSession(installationId: String) async throws -> (session: SeamPhoneSessionDTO, serverDate: Date?) {
        let body: [String: Any] = [
            "custom_sdk_installation_id": installationId,
            "phone_os": "ios",
            "phone_device_metadata": SeamDeviceMetadata.current,
        ]
        let (data, response) = try await exchange("/seam/mobile_sdk/v1/phone_sessions/get_or_create", json: body)
        let serverDate = response.value(forHTTPHeaderField: "Date").flatMap(SeamHTTPDate.parse)
        return (try SeamPhoneSession.decode(data), serverDate)
    }

    /// `maximumRetries` overrides the configuration's (0: send once, for a request that must
    /// never be repeated).
    func post(_ path: String, json: [String: Any], maximumRetries: Int? = nil) async throws -> Data {
        try await exchange(path, json: json, maximumRetries: maximumRetries).data
    }

    /// ``post(_:json:maximumRetries:)`` with the successful answer's response, for its headers.
    private func exchange(_ path: String, json: [String: Any],
                          maximumRetries: Int? = nil) async throws -> (data: Data, response: HTTPURLResponse) {
        guard SeamCloudConfiguration.isAcceptableBaseURL(configuration.baseURL) else {
            logger.log(.error, "Refusing to send the token to \(configuration.baseURL.scheme ?? "?")://"
                + "\(configuration.baseURL.host ?? "?"): use https (http is allowed only for localhost)")
            var refused = SeamAPIFailure(kind: .transport("insecure base URL refused"))
            refused.wasNotSent = true
            throw refused
        }
        var request = URLRequest(url: configuration.baseURL.appendingPathComponent(path),
                                 timeoutInterval: configuration.requestTimeout)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        var token = await tokens.current
        var renewed = false

        var attempt = 0
        while true {
            // Never send after the caller has gone: an unlock that timed out or was cancelled
            // while its token was being renewed must not reach the lock afterwards.
            try Task.checkCancellation()
            for (name, value) in headers(token) { request.setValue(value, forHTTPHeaderField: name) }
            let failure: SeamAPIFailure
            let retryAfter: TimeInterval?
            do {
                let (data, response) = try await send(request)
                // Whatever the transport read: a custom one may return a whole body.
                guard data.count <= configuration.maximumResponseSize else { throw tooLarge() }
                if (200..<300).contains(response.statusCode) { return (data, response) }
                retryAfter = Self.retryAfter(response.value(forHTTPHeaderField: "Retry-After"), now: clock.now)
                failure = apiFailure(status: response.statusCode, data: data, response: response,
                                     retryAfter: retryAfter, token: token)
                // An expired session: once per request, retry with the token the app's provider gives.
                if response.statusCode == 401, !renewed, let fresh = await tokens.renewed(after: token) {
                    logger.log(.info, "Seam API \(path) refused an expired token (\(failure)); retrying with the renewed one")
                    token = fresh
                    renewed = true
                    continue
                }
                guard response.statusCode == 429 || response.statusCode >= 500 else { throw failure }
            } catch let error as SeamAPIFailure {
                throw error
            } catch is SeamResponseTooLargeError {
                throw tooLarge()
            } catch {
                // A cancelled call (deactivation) is not a network failure.
                if error is CancellationError || Task.isCancelled { throw CancellationError() }
                var failure = SeamAPIFailure(kind: .transport(Self.describe(error)))
                failure.wasNotSent = Self.neverConnected(error)
                throw failure
            }
            guard attempt < (maximumRetries ?? configuration.maximumRetries) else { throw failure }
            let backoff = configuration.retryBaseDelay * pow(2, Double(attempt))
            let delay = min(max(backoff, retryAfter ?? 0), configuration.maximumRetryDelay)
            attempt += 1
            logger.log(.warning, "Seam API \(path) failed (\(failure)); retry \(attempt) in \(delay) s")
            try await clock.sleep(for: delay)
        }
    }

    /// A reply over ``SeamCloudConfiguration/maximumResponseSize``: an answer the engine
    /// cannot use, as a body that is not the expected JSON is (not retried; the same would come).
    private func tooLarge() -> SeamAPIFailure {
        SeamAPIFailure(kind: .malformedResponse,
                       message: "the reply is larger than \(configuration.maximumResponseSize) bytes (maximumResponseSize)")
    }

    /// Sends with a hard deadline of `requestTimeout` seconds on `requestDeadlineClock`,
    /// whatever the transport's own timeout handling (corelibs' URLSession ignores the request's),
    /// reading at most `maximumResponseSize` bytes of the body.
    private func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let transport = configuration.transport, timeout = configuration.requestTimeout
        let deadlineClock = configuration.requestDeadlineClock, limit = configuration.maximumResponseSize
        return try await withThrowingTaskGroup(of: (Data, HTTPURLResponse).self) { group in
            group.addTask { try await transport.send(request, maximumBodySize: limit) }
            group.addTask {
                try await deadlineClock.sleep(for: max(0, min(timeout, 3_600)))
                throw URLError(.timedOut)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw URLError(.unknown) }
            return first
        }
    }

    private func headers(_ token: SeamClientSessionToken) -> [String: String] {
        [
            "Authorization": "Bearer \(token.rawValue)",
            "client-session-token": token.rawValue,
            "Content-Type": "application/json",
            "Accept": "application/json",
            "seam-sdk-name": Self.sdkName,
            "seam-sdk-version": Self.sdkVersion,
            "User-Agent": "SeamComponents/\(Self.sdkVersion) (\(SeamDeviceMetadata.platform))",
        ]
    }

    private func apiFailure(status: Int, data: Data, response: HTTPURLResponse,
                            retryAfter: TimeInterval?, token: SeamClientSessionToken) -> SeamAPIFailure {
        let body = try? JSONDecoder().decode(SeamErrorEnvelope.self, from: data).error
        var failure = SeamAPIFailure(kind: .http(status: status), errorType: body?.type,
                                     message: body?.message.map { Self.redacted($0, token: token) },
                                     requestId: response.value(forHTTPHeaderField: "seam-request-id"))
        failure.retryAfter = retryAfter
        return failure
    }

    /// Removes the token from server-provided text before it is kept or logged.
    private static func redacted(_ text: String, token: SeamClientSessionToken) -> String {
        text.replacingOccurrences(of: token.rawValue, with: "seam_cst…(redacted)")
    }

    /// `Retry-After` as seconds: either a number of seconds or an HTTP date.
    static func retryAfter(_ value: String?, now: Date) -> TimeInterval? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = TimeInterval(value), seconds.isFinite { return max(0, seconds) }
        return SeamHTTPDate.parse(value).map { max(0, $0.timeIntervalSince(now)) }
    }

    /// Whether `error` means no connection to the server was ever made, so the request
    /// cannot have reached it. A dropped connection or a timeout may come after the request
    /// was received: those are not such errors.
    static func neverConnected(_ error: any Error) -> Bool {
        guard let urlError = error as? URLError else { return false }
        switch urlError.code {
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
             .secureConnectionFailed, .appTransportSecurityRequiresSecureConnection, .badURL, .unsupportedURL,
             .internationalRoamingOff, .dataNotAllowed:
            return true
        case .unknown:
            // Linux's URLSession (curl) reports a TLS handshake that failed (a plain-HTTP
            // server behind an https address, a broken proxy) as unknown, naming the handshake:
            // the request cannot have been sent before it.
            let description = urlError.userInfo[NSLocalizedDescriptionKey] as? String ?? ""
            return description.hasPrefix("OpenSSL SSL_connect") || description.contains(" SSL_connect:")
        default:
            return false
        }
    }

    static func describe(_ error: any Error) -> String {
        if let urlError = error as? URLError { return "URLError \(urlError.code.rawValue)" }
        return String(describing: type(of: error))
    }
}
