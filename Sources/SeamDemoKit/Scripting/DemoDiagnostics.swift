import Foundation
@_spi(SeamInternal) import SeamAccess

/// The SDK's log, read for what a terminal user must see: a discarded cache file, keys
/// shown from the cache because the API was unreachable or failed, a cache that could not be
/// written, and whether a refused token had expired. Everything else stays quiet.
public final class DemoDiagnostics: @unchecked Sendable {
    // Safe to share: `expired` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var expired = false
    private var apiFailure: String?
    private let warn: @Sendable (String) -> Void
    private let locale: Locale

    /// `warn` receives each warning line (`warning: …`), e.g. to write it to stderr; dates in
    /// them are written for `locale`.
    public init(locale: Locale, warn: @escaping @Sendable (String) -> Void) {
        self.locale = locale
        self.warn = warn
    }

    /// The logger to give the SDK.
    public var logger: SeamLogger {
        SeamLogger { [self] level, message in handle(level, message) }
    }

    /// Whether the API said the client session token expired.
    public var tokenExpired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return expired
    }

    /// What the Seam API last answered when a call failed, e.g. `HTTP 500, seam-request-id …`
    /// (`nil` when no call failed, or the API was never reached). Never holds the token.
    public var lastServerFailure: String? {
        lock.lock()
        defer { lock.unlock() }
        return apiFailure
    }

    /// The warning line for one SDK log message, or `nil` when a user need not see it. One
    /// line with its control characters written out, whatever the server's text in it held
    /// (an escape sequence in an error message must not reach the terminal).
    public static func warning(for message: String, locale: Locale,
                               timeZone: TimeZone = .current) -> String? {
        unfilteredWarning(for: message, locale: locale, timeZone: timeZone).map(printable)
    }

    /// `text` with its control and format characters (escapes, newlines, bidi controls)
    /// written out, as everything from outside is (``DemoQuoted/escaped(_:)``).
    static func printable(_ text: some StringProtocol) -> String {
        DemoQuoted.escaped(String(text))
    }

    private static func unfilteredWarning(for message: String, locale: Locale, timeZone: TimeZone) -> String? {
        if message.hasPrefix("Discarding ") {
            return "warning: the offline cache had an unreadable file and it was discarded ("
                + message.dropFirst("Discarding ".count) + ")."
        }
        if message.hasPrefix("Activated offline from the cache of ") {
            let rest = message.dropFirst("Activated offline from the cache of ".count)
            let text = rest.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
            let date = localized(text, locale: locale, timeZone: timeZone) ?? text
            // The failure in parentheses: "transport: …" when the API was never reached, else
            // what the server answered ("HTTP 500, …", "malformed response").
            let failure = rest.drop { $0 != "(" }.dropFirst().dropLast()
            guard !failure.isEmpty, !failure.hasPrefix("transport") else {
                return "warning: the Seam API could not be reached; showing the keys cached on " + date + "."
            }
            return "warning: the Seam API answered but failed (" + failure + "); showing the keys cached on " + date + "."
        }
        if message.hasPrefix("Could not write ") {
            // "installation.json: Error Domain=… Code=513 …": the file, then a plain reason.
            let detail = message.dropFirst("Could not write ".count)
            guard let colon = detail.range(of: ": ") else {
                return "warning: the offline cache could not be saved (" + detail + ")."
            }
            let file = detail[..<colon.lowerBound]
            let error = detail[colon.upperBound...]
            let reason = DemoFileErrorReason.reason(describedBy: error) ?? String(error.prefix { $0 != "\n" })
            return "warning: the offline cache could not be saved (\(file): \(reason))."
        }
        return nil
    }

    /// A `Date`'s description as the SDK logs it (`2026-11-23 23:58:52 +0000`), written as a
    /// date and time for `locale` in `timeZone`; `nil` when `text` is not such a description.
    static func localized(_ text: String, locale: Locale, timeZone: TimeZone) -> String? {
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        guard let date = parser.date(from: text) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter.string(from: date)
    }

    private func handle(_ level: SeamLogger.Level, _ message: String) {
        if message.contains("client_session_expired") {
            lock.lock()
            expired = true
            lock.unlock()
        }
        if message.hasPrefix("Seam API call failed: ") {
            // One line whatever the server sent: its message may hold control characters.
            let failure = Self.printable(message.dropFirst("Seam API call failed: ".count))
            lock.lock()
            apiFailure = failure.hasPrefix("transport") ? nil : failure
            lock.unlock()
        }
        guard level >= .warning, let line = Self.warning(for: message, locale: locale) else { return }
        warn(line)
    }
}
