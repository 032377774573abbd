import Foundation
import SeamAccess

extension DemoInteractiveController {
    /// A key typed on the search line; `false` when the list handles it instead (an arrow
    /// ends typing and moves the selection).
    func handleSearch(_ key: DemoKey) -> Bool {
        let outcome = search.handle(key)
        if outcome == .changed { searchChanged() }
        return outcome != .passThrough
    }

    /// The list now shows the keys the query finds, from the top: the selection moves to the
    /// first of them when the selected key is not among them (unless its unlock is running).
    func searchChanged() {
        window = DemoListWindow(first: 0, end: 0, count: 0)
        let shown = keys
        guard !shown.isEmpty, !shown.contains(where: { $0.id == selectedId }) else { return }
        select(index: 0)
    }

    /// `f`: pins the selected key to the top, or unpins it. With the numbered list's hold, the
    /// key moves when `r` is pressed (the screen says a new order waits). Nothing when a search
    /// hides the selected key: `f` acts only on a key the list shows.
    func toggleFavourite() {
        guard isSelectionShown, let key = credentials.selectedCredential, credentials.canMarkFavourites else { return }
        credentials.toggleFavourite(key.id)
        plainNotice = text(credentials.isFavourite(key.id) ? "notice.favourite.added" : "notice.favourite.removed",
                           DemoQuoted.escaped(key.name))
    }

    /// The search line under the header: the query with a cursor while typing, or the query
    /// that filters the list; `nil` when there is none.
    func searchLine(width: Int) -> String? {
        if search.isEditing {
            return DemoText.truncate(text("search.typing", search.text + "▏"), width: width)
        }
        guard search.isActive else { return nil }
        return style.dim(DemoText.truncate(text("search.active", search.text), width: width))
    }
}
