#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A plain key button that reports when a finger lands on it and when it lifts, so the list
/// keeps its order while someone is aiming (``SeamKeyOrderHold``). A scroll that starts on a
/// key presses it too, so most scrolls are reported as well.
struct SeamKeyPressStyle: ButtonStyle {
    let onTouch: () -> Void
    /// Whether a finger is down on the key now.
    var onPressChange: (Bool) -> Void = { _ in }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .contentShape(Rectangle())
            .opacity(configuration.isPressed ? 0.8 : 1)
            .onChange(of: configuration.isPressed) { isPressed in
                onTouch()
                onPressChange(isPressed)
            }
    }
}
#endif
