/// A block of lines at the bottom of the interactive screen, and how much it matters when
/// rows run short.
public struct DemoFooterSection: Equatable, Sendable {
    public var lines: [String]
    /// 0 is essential; higher numbers are dropped first.
    public var importance: Int
    /// Shorter lines to show instead of dropping the section.
    public var fallback: [String]?

    public init(_ lines: [String], importance: Int, fallback: [String]? = nil) {
        self.lines = lines
        self.importance = importance
        self.fallback = fallback
    }

    /// Fits `sections` into `rows` lines, in order: the least important section goes first
    /// (replaced by its fallback when it has one, later sections before earlier ones on a
    /// tie); if the essential ones are still too many, the first `rows` lines are kept.
    public static func fit(_ sections: [DemoFooterSection], rows: Int) -> [String] {
        var sections = sections
        func total() -> Int { sections.reduce(0) { $0 + $1.lines.count } }
        while total() > rows {
            guard let index = sections.indices.filter({ sections[$0].importance > 0 })
                .max(by: { (sections[$0].importance, $0) < (sections[$1].importance, $1) }) else { break }
            if let fallback = sections[index].fallback {
                sections[index] = DemoFooterSection(fallback, importance: 0)
            } else {
                sections.remove(at: index)
            }
        }
        return Array(sections.flatMap(\.lines).prefix(max(rows, 0)))
    }
}
