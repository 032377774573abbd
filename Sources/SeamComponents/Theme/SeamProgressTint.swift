#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension View {
    /// Colours a spinning `ProgressView` on every supported iOS: iOS 15 ignores `.tint` on a
    /// progress view (the spinner stays grey), so the circular style's own tint carries the
    /// colour there; `.tint` keeps it from iOS 16 on.
    func seamProgressTint(_ color: Color) -> some View {
        progressViewStyle(CircularProgressViewStyle(tint: color)).tint(color)
    }
}
#endif
