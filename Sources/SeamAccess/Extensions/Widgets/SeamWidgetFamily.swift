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

extension SeamWidgetFamily {
    /// What a family draws behind itself. From iOS 17 WidgetKit wants every family, the inline
    /// one included, to declare its container background (one that does not shows a
    /// placeholder asking for it); before iOS 17 the Home Screen families pad their content
    /// onto the key card's gradient themselves.
    package enum Background: Hashable, Sendable {
        /// The key card's gradient (the Home Screen families).
        case keyCard
        /// Nothing of its own: the Lock Screen's material shows through.
        case clear
    }

    /// The container background the family declares.
    package var background: Background {
        switch self {
        case .systemSmall, .systemMedium: .keyCard
        case .accessoryRectangular, .accessoryCircular, .accessoryInline: .clear
        }
    }
}
