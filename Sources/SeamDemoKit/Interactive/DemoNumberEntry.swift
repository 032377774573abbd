/// Picks a key by its number from typed digits, so every key is reachable, not only 1–9:
/// "3" selects key 3; "1" then "2" selects key 12 when there is one, and key 2 otherwise.
/// Any other key press ends the number.
public struct DemoNumberEntry: Equatable, Sendable {
    /// The digits typed so far that still name a key.
    public private(set) var typed = ""

    public init() {}

    /// Adds `digit`; returns the 0-based index of the key to select among `count`, if any.
    public mutating func type(_ digit: Int, count: Int) -> Int? {
        let extended = typed + String(digit)
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
    }
}
