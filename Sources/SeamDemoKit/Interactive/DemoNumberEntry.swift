import Foundation

/// Picks a key by its number from typed digits, so every key is reachable, not only 1–9:
/// "3" selects key 3; "1" then "2" selects key 12. Digits typed in quick succession are one
/// number: when that number names no key ("1" then "7" with 16 keys), it selects nothing
/// (``Outcome/noSuchKey(_:)``) rather than another key the person never named. Any other key
/// press ends the number, and so does a pause of ``pause`` seconds: "1", a pause, then "3"
/// selects key 3, not key 13.
public struct DemoNumberEntry: Equatable, Sendable {
    /// How long after a digit the next one still extends the number.
    public static let pause: TimeInterval = 1.0

    /// What a digit did.
    public enum Outcome: Equatable, Sendable {
        /// The number typed so far names this key (0-based index).
        case key(Int)
        /// The number typed so far names no key (it is given as typed, e.g. `17` or `0`); the
        /// number has ended, and the next digit starts a new one.
        case noSuchKey(String)
    }

    /// The digits typed so far that still name a key (also after the pause; see ``typed(at:)``).
    public private(set) var typed = ""
    private var lastDigit: Date?

    public init() {}

    /// The digits of a number still being typed at `now`; empty once the pause has passed.
    public func typed(at now: Date) -> String {
        guard let lastDigit, now.timeIntervalSince(lastDigit) < Self.pause else { return "" }
        return typed
    }

    /// Whether `now` starts a new number (nothing typed, or the pause has passed).
    public func startsNumber(at now: Date) -> Bool { typed(at: now).isEmpty }

    /// Adds `digit` typed at `now` to the number being typed among `count` keys.
    public mutating func type(_ digit: Int, count: Int, at now: Date) -> Outcome {
        let extended = typed(at: now) + String(digit)
        lastDigit = now
        guard let number = Int(extended), count > 0, (1...count).contains(number) else {
            // Never a shorter or later part of it ("7" of "17"): that is a key nobody named.
            typed = ""
            lastDigit = nil
            return .noSuchKey(extended)
        }
        typed = extended
        return .key(number - 1)
    }

    /// Forgets the digits typed so far.
    public mutating func reset() {
        typed = ""
        lastDigit = nil
    }
}
