/// Which cards of a list are on screen: scrolled as little as possible to keep the selected
/// one visible, so moving the selection within the window never shifts the list. A line
/// above and below says how many keys are hidden there.
public struct DemoListWindow: Equatable, Sendable {
    /// The first visible card.
    public let first: Int
    /// One past the last visible card.
    public let end: Int
    /// How many cards there are.
    public let count: Int

    public var hiddenAbove: Int { first }
    public var hiddenBelow: Int { count - end }
    /// How many cards are visible.
    public var visibleCount: Int { end - first }

    public init(first: Int, end: Int, count: Int) {
        self.first = first
        self.end = end
        self.count = count
    }

    /// The window for cards of `heights` lines in `budget` lines (including the "more"
    /// lines), starting from the previous window's first card.
    public static func fit(heights: [Int], selected: Int, previousFirst: Int, budget: Int) -> DemoListWindow {
        let count = heights.count
        guard count > 0 else { return DemoListWindow(first: 0, end: 0, count: 0) }
        let selected = min(max(selected, 0), count - 1)

        func lines(_ first: Int, _ end: Int) -> Int {
            heights[first..<end].reduce(0, +) + (first > 0 ? 1 : 0) + (end < count ? 1 : 0)
        }
        func furthestEnd(from first: Int) -> Int {
            var end = first + 1
            while end < count, lines(first, end + 1) <= budget { end += 1 }
            return end
        }

        var first = min(max(previousFirst, 0), selected)
        var end = furthestEnd(from: first)
        while end <= selected, first < selected {
            first += 1
            end = furthestEnd(from: first)
        }
        end = max(end, selected + 1)
        // Room to spare (a taller window, a shorter list): show more of what is above.
        while first > 0, lines(first - 1, end) <= budget { first -= 1 }
        return DemoListWindow(first: first, end: end, count: count)
    }
}
