/// The interactive demo's search line: `/` starts typing a query, the list filters as each
/// character lands, Enter keeps the filter and goes back to the list, Esc clears it.
public struct DemoSearchEntry: Equatable, Sendable {
    /// What a key did to the search.
    public enum Outcome: Equatable, Sendable {
        /// The query changed (a character typed or deleted, or cleared by Esc).
        case changed
        /// Typing ended and the filter stays (Enter).
        case finished
        /// Not a key for the search line: typing ends and the list handles it (arrows, Page
        /// Up/Down, Home/End), so the person can move to a key without pressing Enter first.
        case passThrough
    }

    /// Whether keys go to the query.
    public private(set) var isEditing = false
    /// The query typed so far.
    public private(set) var text = ""
    /// The most characters a query holds: longer input (a paste) is cut there.
    public static let maximumLength = 60

    public init() {}

    /// Whether a query filters the list.
    public var isActive: Bool { !text.isEmpty }

    /// `/`: starts typing, keeping the current query to edit.
    public mutating func begin() {
        isEditing = true
    }

    /// Esc outside the search line: clears the query.
    public mutating func clear() {
        text = ""
        isEditing = false
    }

    /// A key typed while ``isEditing``.
    public mutating func handle(_ key: DemoKey) -> Outcome {
        switch key {
        case .enter:
            isEditing = false
            return .finished
        case .digit(let digit):
            append(Character(String(digit)))
            return .changed
        case .character("\u{1B}"):
            clear()
            return .changed
        case .character("\u{7F}"), .character("\u{08}"):
            if !text.isEmpty { text.removeLast() }
            return .changed
        case .character(let character):
            // Tab and other control characters type nothing.
            guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return .changed
            }
            append(character)
            return .changed
        case .up, .down, .home, .end, .pageUp, .pageDown, .interrupt:
            isEditing = false
            return .passThrough
        }
    }

    private mutating func append(_ character: Character) {
        guard text.count < Self.maximumLength else { return }
        text.append(character)
    }
}
