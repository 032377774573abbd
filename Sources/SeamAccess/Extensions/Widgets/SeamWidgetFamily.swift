import Foundation

/// The widget sizes the "next key" widget comes in, as SeamAccess decides for them
/// (WidgetKit's `WidgetFamily`, which SeamAccess does not import).
package enum SeamWidgetFamily: String, Hashable, Sendable, CaseIterable {
    /// Home Screen, small: WidgetKit allows it one link, for the whole widget.
    case systemSmall
    /// Home Screen, medium: room for a real Unlock button with its own link.
    case systemMedium
    /// Lock Screen, rectangular: a symbol, the key's name and a status line.
    case accessoryRectangular
    /// Lock Screen, circular: a symbol.
    case accessoryCircular
    /// Lock Screen, inline above the clock: a symbol and a few words.
    case accessoryInline
}
