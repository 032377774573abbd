import Foundation

/// Why a call to the Seam API failed, kept for diagnostics. It never contains the token.
package struct SeamAPIFailure: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        /// No usable connection: offline, DNS, refused, timed out, dropped.
        case transport(String)
        /// The server answered with this status.
        case http(status: Int)
        /// The body could not be read as the expected JSON.
        case malformedResponse
    }

    package let kind: Kind
    /// The API's `error.type`, when it sent one.
    package let errorType: String?
    /// The API's `error.message`, when it sent one.
    package let message: String?
    /// The `seam-request-id` header, for Seam support.
    package let requestId: String?
    /// The `Retry-After` of a 429 or 5xx answer, in seconds (not part of equality).
    var retryAfter: TimeInterval?
    /// Whether the request certainly never left the phone: refused before sending, or a
    /// connection that was never made (no network, a refused connection, no name resolution, a
    /// failed TLS handshake). A request whose connection dropped or timed out may have been
    /// received, so it is `false` then. Not part of equality.
    var wasNotSent = false

    package init(kind: Kind, errorType: String? = nil, message: String? = nil, requestId: String? = nil) {
        self.kind = kind
        self.errorType = errorType
        self.message = message
        self.requestId = requestId
    }

    /// Whether the client session token was refused.
    package var isAuthenticationFailure: Bool {
        if case .http(401) = kind { return true }
        if case .http(400) = kind, errorType == "invalid_client_session_token" { return true }
        return false
    }

    /// Whether the server says this client session is over, so its keys must stop: the token
    /// was refused (``isAuthenticationFailure``, after any renewal failed) or the session is
    /// forbidden (403) on the phone session call.
    var endsSession: Bool {
        if isAuthenticationFailure { return true }
        if case .http(403) = kind { return true }
        return false
    }

    /// Whether the API was never reached (or its answer never arrived): no connection, DNS,
    /// refused, timed out, dropped. Every other failure came from a server that answered.
    package var isConnectionFailure: Bool {
        if case .transport = kind { return true }
        return false
    }

    /// What the user-facing SDK reports for it: a refused token is
    /// ``SeamError/invalidClientSessionToken``, no connection is
    /// ``SeamError/internetConnectionRequired``, and a server that answered but failed (5xx
    /// after the retries, 429, another status, a body that is not the expected JSON) is
    /// ``SeamServiceUnavailableError``.
    package var reportedError: any Error {
        if isAuthenticationFailure { return SeamError.invalidClientSessionToken }
        return isConnectionFailure ? SeamError.internetConnectionRequired : SeamServiceUnavailableError()
    }

    package var description: String {
        var parts: [String]
        switch kind {
        case .transport(let reason): parts = ["transport: \(reason)"]
        case .http(let status): parts = ["HTTP \(status)"]
        case .malformedResponse: parts = ["malformed response"]
        }
        if let errorType { parts.append("type \(errorType)") }
        if let message { parts.append("\"\(message)\"") }
        if let requestId { parts.append("seam-request-id \(requestId)") }
        return parts.joined(separator: ", ")
    }
}

extension SeamAPIFailure {
    /// Equal when they describe the same failure; ``retryAfter`` is advice, not identity.
    package static func == (lhs: SeamAPIFailure, rhs: SeamAPIFailure) -> Bool {
        lhs.kind == rhs.kind && lhs.errorType == rhs.errorType && lhs.message == rhs.message
            && lhs.requestId == rhs.requestId
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(errorType)
        hasher.combine(message)
        hasher.combine(requestId)
    }
}
