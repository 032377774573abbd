import Foundation
import SeamDemoKit
import SeamFakeAPI

/// What `seam-fake-api` prints: the start-up summary (address, tokens, keys, locks, the
/// command to try) and one line per request.
enum FakeAPISummary {
    static func lines(scenario: FakeSeamScenario, url: URL, now: Date) -> [String] {
        let base = url.absoluteString
        let expiry: String = switch scenario.tokenExpiry {
        case .afterRequests(let count)?: "expires after \(count) request\(count == 1 ? "" : "s")"
        case .at(let date)?: "expires after \(Int(date.timeIntervalSince(now).rounded())) s"
        case nil: "never expires"
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now
        let start = ISO8601DateFormatter().string(from: tomorrow.addingTimeInterval(15 * 3_600))
        var lines = [
            "Fake Seam API on \(base) (127.0.0.1 only; nothing here is real). Ctrl-C stops it.",
            "",
            "Token:          \(FakeSeamScenario.token)  (\(expiry))",
            "Renewed token:  \(FakeSeamScenario.renewedToken)  (never expires), for --token-command 'echo \(FakeSeamScenario.renewedToken)'",
            "",
            "Locks:",
        ]
        lines += scenario.locks.map { "  \($0.id)  \($0.name.padding(toLength: 12, withPad: " ", startingAt: 0))\($0.behaviour)" }
        lines += [
            "Mobile keys:",
            "  \(FakeSeamScenario.mobileKey)  Room 101    valid, opens Room 101, Lift and Pool; opening it needs its lock maker's SDK",
            "  \(FakeSeamScenario.hotelKey)  Room 1208   a hotel's Bluetooth key (\(FakeSeamScenario.hotelProvider), with its "
                + "metadata): not supported in this app",
            "  22222222-2222-4222-8222-222222222222  Pool Gate   expired",
            "  \(FakeSeamScenario.notYetValidKey)  Room 204    valid from \(start)",
            "  (Guest Room 1205 is still being issued)",
            "",
            "Try:  swift run seam-demo list --api-url \(base) --token \(FakeSeamScenario.token)",
            "",
        ]
        return lines
    }

    /// `+1.25 s  POST /locks/unlock_door → 200 (Front Door)`. What the request carried (a
    /// `device_id`) is written out by ``DemoQuoted/escaped(_:)``: a request must not drive the
    /// terminal the fake runs in.
    static func line(for exchange: FakeSeamAPI.Exchange, at seconds: TimeInterval, names: [String: String]) -> String {
        var line = String(format: "+%.2f s", seconds) + "  \(exchange.method) \(exchange.path) → \(exchange.status)"
        if let attempt = exchange.attempt {
            line += " (\(DemoQuoted.escaped(names[attempt.deviceId] ?? attempt.deviceId)): "
                + "attempt \(DemoQuoted.escaped(attempt.status)))"
        } else if let device = exchange.parameters["device_id"] {
            line += " (\(DemoQuoted.escaped(names[device] ?? device)))"
        }
        if exchange.status == 401 { line += ": the token has expired (or is unknown)" }
        if exchange.status == 400 { line += ": the request was refused" }
        if exchange.status == FakeSeamAPI.misdirectedStatus {
            line += ": refused, it was addressed to a host other than 127.0.0.1, localhost or [::1]"
        }
        return line
    }
}
