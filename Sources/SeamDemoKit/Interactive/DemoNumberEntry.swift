import Foundation

/// Picks a key by its number from typed digits, so every key is reachable, not only 1–9:
/// "3" selects key 3; "1" then "2" selects key 12 when there is one, and key 2 otherwise.
/// Any other key press ends the number, and so does a pause of ``pause`` seconds: "1", a
/// pause, then "3" selects key 3, not key 13.
public struct DemoNumberEntry: Equatable, Sendable {
    /// How long after a digit the next one still extends the number.
    public static let pause: TimeInterval = 1.0

    /// The digits typed so far that still name a key (also after the pause; see ``typed(at:)``).
    public private(set) var typed = ""
    private var lastDigit: Date?

    public init() {}

    /// The digits of a number still being typed at `now`; empty once the pause has passed.
    public func typed(at now: Date) -> String {
        guard let lastDigit, now.timeIntervalSince(lastDigit) < Self.pause else { return "" }
        return typed
    }

    /// Adds `digit` typed at `now`; returns the 0-based index of the key to select among
    /// `count`, if any.
    public mutating func type(_ digit: Int, count: Int, at now: Date) -> Int? {
        let previous = typed(at: now)
        lastDigit = now
        let extended = previous + String(digit)
        if let number = Int(extended), (1...max(count, 1)).contains(number), count > 0 {
            typed = extended
            return number - 1
        }
        guard digit >= 1, digit <= count else {
            typed = ""
            return nil
        }
        typed = String(digit)
        return digit - 1
    }

    /// Forgets the digits typed so far.
    public mutating func reset() {
        typed = ""
        lastDigit = nil
    }
}
