#if canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI

extension SeamWidgetEntry {
    /// The status line: a ready key's expiry written when the widget draws, in the device's
    /// zone then (``SeamWidgetExpiryPhrase``), or the entry's status text.
    var statusTextView: Text {
        guard let expiry, let phrase = expiryText else { return Text(statusText) }
        let dateStyle: Date.FormatStyle = phrase.includesYear
            ? .dateTime.weekday(.abbreviated).month(.abbreviated).day().year()
            : .dateTime.weekday(.abbreviated).month(.abbreviated).day()
        return phrase.parts.reduce(Text(verbatim: "")) { line, part in
            switch part {
            case .text(let text): line + Text(verbatim: text)
            case .date: line + Text(expiry, format: dateStyle)
            case .time: line + Text(expiry, format: .dateTime.hour().minute())
            }
        }
    }
}
#endif
