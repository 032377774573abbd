import Foundation

/// Decodes a `phone_sessions/get_or_create` response body into credentials, exactly as the
/// cloud engine does: for apps that fetch phone sessions themselves, and for benchmarks.
///
/// ```swift
/// let keys = try SeamPhoneSession.credentials(fromResponse: body, now: Date())
/// ```
public enum SeamPhoneSession {
    /// - Throws: ``SeamAPIFailure`` with kind `.malformedResponse` when `data` is not a phone
    ///   session. Unreadable credential entries are skipped, not fatal.
    public static func credentials(fromResponse data: Data, now: Date) throws -> [SeamAccessCredential] {
        do {
            let session = try SeamAPIClient.decoder.decode(SeamPhoneSessionEnvelope.self, from: data).phoneSession
            return SeamCredentialMapper.map(session, now: now).credentials
        } catch {
            throw SeamAPIFailure(kind: .malformedResponse, message: "\(error)")
        }
    }
}
