import Foundation

/// How many key cards fit side by side, so the grid never lays out a column wider than the
/// screen (a 320-pt iPhone SE, Display Zoom, iPad Slide Over).
///
/// ```swift
/// SeamGridMetrics.default.columnCount(forWidth: 320)   // 1
/// SeamGridMetrics.default.columnCount(forWidth: 1024)  // 3
/// ```
package struct SeamGridMetrics: Hashable, Sendable {
    /// The narrowest a card should be when there is room for more than one column.
    package var minimumCardWidth: Double
    /// Space between cards, and between the cards and the edges.
    package var spacing: Double

    package init(minimumCardWidth: Double = 300, spacing: Double = 16) {
        self.minimumCardWidth = minimumCardWidth
        self.spacing = spacing
    }

    package static let `default` = SeamGridMetrics()

    /// Columns for a container `width` points wide (padding included): at least one, however
    /// narrow; a single column takes whatever width there is.
    package func columnCount(forWidth width: Double) -> Int {
        let content = width - 2 * spacing
        guard content.isFinite, content > minimumCardWidth else { return 1 }
        return max(1, Int(((content + spacing) / (minimumCardWidth + spacing)).rounded(.down)))
    }
}
