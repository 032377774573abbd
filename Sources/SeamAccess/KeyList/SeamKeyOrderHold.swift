import Foundation

/// Keeps the order a key list *shows* steady while a person is choosing from it, so a key
/// never moves under a finger or changes its number between reading and pressing (a tap aimed
/// at the old place would open another door). Shown keys keep their places, new ones go last;
/// the sorted order is adopted when the hold lets go: after an idle pause for the SwiftUI grid
/// (``grid``), or when asked for the demo's typed numbers (``numbered``).
package struct SeamKeyOrderHold: Hashable, Sendable {
    /// When a held order gives way to the sorted one.
    package enum Release: Hashable, Sendable {
        /// Once the person has not interacted for this many seconds.
        case afterIdle(TimeInterval)
        /// Only when ``requestRelease()`` is called.
        case onRequest
    }

    /// The SwiftUI key grid's hold: the sorted order waits until 1.5 s after the last touch.
    package static let grid = SeamKeyOrderHold(release: .afterIdle(1.5))
    /// A numbered list's hold (the terminal demo): numbers change only when asked.
    package static let numbered = SeamKeyOrderHold(release: .onRequest)

    package let release: Release
    /// The ids in the order last shown.
    package private(set) var shown: [String] = []
    /// Whether the sorted order differs from the one shown and waits for the hold to let go.
    package private(set) var isReorderPending = false
    private var lastInteraction: Date?
    private var releaseRequested = false
    /// A finger is on a key: nothing moves until it lifts.
    private var isTouching = false

    package init(release: Release) {
        self.release = release
    }

    /// The person touched, scrolled or typed in the list.
    package mutating func interacted(at now: Date) {
        lastInteraction = now
    }

    /// A finger came down on a key (`isDown`) or lifted from it (or left it to scroll). While
    /// one is down the order never changes; ``Release/afterIdle(_:)`` counts from the lift.
    package mutating func touch(isDown: Bool, at now: Date) {
        isTouching = isDown
        lastInteraction = now
    }

    /// The person asked for the sorted order (the next ``order(_:now:)`` adopts it).
    package mutating func requestRelease() {
        releaseRequested = true
    }

    /// When a held order may give way with ``Release/afterIdle(_:)``, for scheduling the next
    /// ``order(_:now:)``; `nil` when nothing is pending or only a request releases it.
    package var releaseDate: Date? {
        guard isReorderPending, !isTouching, case .afterIdle(let idle) = release else { return nil }
        return lastInteraction?.addingTimeInterval(idle)
    }

    /// The order to show for `sorted` (the ids in the view model's order) at `now`, remembered
    /// as ``shown``.
    package mutating func order(_ sorted: [String], now: Date) -> [String] {
        let present = Set(sorted)
        let kept = shown.filter { present.contains($0) }
        let keptSet = Set(kept)
        let held = kept + sorted.filter { !keptSet.contains($0) }
        let mayReorder: Bool
        switch release {
        case .onRequest:
            mayReorder = shown.isEmpty || releaseRequested
        case .afterIdle(let idle):
            mayReorder = shown.isEmpty
                || (!isTouching && lastInteraction.map { now.timeIntervalSince($0) >= idle } ?? true)
        }
        releaseRequested = false
        if mayReorder || held == sorted {
            shown = sorted
            isReorderPending = false
        } else {
            shown = held
            isReorderPending = true
        }
        return shown
    }
}
