#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// Clears the background of the one `UITableView` it is drawn in: an iOS 15 `List`, which
/// `scrollContentBackground(_:)` (iOS 16) cannot reach, so that what is painted behind the list
/// shows, above its rows too while pulling to refresh. Only that table:
/// `UITableView.appearance()` would change every table in the app. Place it in a row.
@MainActor
struct SeamEnclosingTableClearing: UIViewRepresentable {
    func makeUIView(context: Context) -> Probe {
        let probe = Probe()
        probe.isUserInteractionEnabled = false
        return probe
    }

    func updateUIView(_ probe: Probe, context: Context) {
        probe.clearEnclosingTable()
    }

    /// An empty view that looks up its superviews for the table once it is in a window.
    final class Probe: UIView {
        override func didMoveToWindow() {
            super.didMoveToWindow()
            clearEnclosingTable()
        }

        func clearEnclosingTable() {
            var view = superview
            while let current = view, !(current is UITableView) { view = current.superview }
            guard let table = view as? UITableView, table.backgroundColor != .clear else { return }
            table.backgroundColor = .clear
        }
    }
}
#endif
