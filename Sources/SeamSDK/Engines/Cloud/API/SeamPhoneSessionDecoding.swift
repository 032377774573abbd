import Foundation

/// Decodes a `phone_sessions/get_or_create` response body into credentials, exactly as the
/// cloud engine does: for apps that fetch phone sessions themselves, and for benchmarks.
///
/// ```swift
/// let keys = try SeamPhoneSession.credentials(fromResponse: body, now: Date())
/// ```
@_spi(SeamInternal) public enum SeamPhoneSession {
    /// - Throws: `SeamAPIFailure` with kind `.malformedResponse` when `data` is not a phone
    ///   session. Unreadable credential entries are skipped, not fatal.
    public static func credentials(fromResponse data: Data, now: Date) throws -> [SeamCredential] {
        SeamCredentialMapper.map(try decode(data), now: now).credentials
    }

    /// The response body as the mapping reads it.
    static func decode(_ data: Data) throws -> SeamPhoneSessionDTO {
        do {
            return try JSONDecoder().decode(SeamPhoneSessionEnvelope.self, from: data).phoneSession
        } catch {
            throw SeamAPIFailure(kind: .malformedResponse, message: "\(error)")
        }
    }
}
