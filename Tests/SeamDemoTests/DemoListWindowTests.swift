import SeamDemoKit
import Testing

struct DemoListWindowTests {
    let heights = Array(repeating: 2, count: 15)

    @Test func startsAtTheTopWithAMoreLine() {
        let window = DemoListWindow.fit(heights: heights, selected: 0, previousFirst: 0, budget: 9)
        #expect(window == DemoListWindow(first: 0, end: 4, count: 15), "4 cards of 2 lines and the ↓ line")
        #expect(window.hiddenBelow == 11)
    }

    @Test func movingWithinTheWindowDoesNotScroll() {
        for selected in 0..<4 {
            #expect(DemoListWindow.fit(heights: heights, selected: selected, previousFirst: 0, budget: 9).first == 0)
        }
    }

    @Test func movingPastTheEdgeScrollsAsLittleAsPossible() {
        let down = DemoListWindow.fit(heights: heights, selected: 4, previousFirst: 0, budget: 9)
        #expect(down.first > 0 && down.first <= 4 && down.end == 5, "\(down)")
        let next = DemoListWindow.fit(heights: heights, selected: 5, previousFirst: down.first, budget: 9)
        #expect(next.first == down.first + 1, "one more key, one step")
        let back = DemoListWindow.fit(heights: heights, selected: 3, previousFirst: next.first, budget: 9)
        #expect(back.first == 3, "moving up past the top scrolls up to the selection")
    }

    @Test func theSelectionIsAlwaysInsideTheWindowAndTheWindowFits() {
        let heights = [1, 3, 2, 4, 1, 1, 2, 3, 1, 2]
        var first = 0
        for budget in [4, 6, 9, 30] {
            for selected in Array(heights.indices) + heights.indices.reversed() {
                let window = DemoListWindow.fit(heights: heights, selected: selected, previousFirst: first, budget: budget)
                first = window.first
                #expect(window.first <= selected && selected < window.end)
                let used = heights[window.first..<window.end].reduce(0, +) + (window.hiddenAbove > 0 ? 1 : 0)
                    + (window.hiddenBelow > 0 ? 1 : 0)
                #expect(used <= budget || window.visibleCount == 1, "budget \(budget), selected \(selected): \(window)")
            }
        }
    }

    @Test func aTallerWindowShowsWhatWasHiddenAbove() {
        let small = DemoListWindow.fit(heights: heights, selected: 14, previousFirst: 0, budget: 9)
        #expect(small.end == 15)
        let tall = DemoListWindow.fit(heights: heights, selected: 14, previousFirst: small.first, budget: 31)
        #expect(tall == DemoListWindow(first: 0, end: 15, count: 15))
    }

    @Test func anEmptyList() {
        #expect(DemoListWindow.fit(heights: [], selected: 0, previousFirst: 3, budget: 5).visibleCount == 0)
    }
}
