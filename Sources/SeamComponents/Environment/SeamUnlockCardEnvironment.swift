#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// What an unlock card calls when it ends an attempt; installed with
/// `View/onSeamUnlockFinished(perform:)`.
public struct SeamUnlockFinishedAction {
    let handler: @MainActor (SeamUnlockFinish) -> Void

    @MainActor
    public func callAsFunction(_ finish: SeamUnlockFinish) {
        handler(finish)
    }
}

/// Set by a container SeamComponents presents (the unlock sheet): the card may close it.
struct SeamUnlockPresentation {
    let hosting: SeamUnlockCardHosting
    let close: @MainActor () -> Void
}

private enum SeamUnlockFinishedKey: EnvironmentKey {
    static var defaultValue: SeamUnlockFinishedAction? { nil }
}

private enum SeamUnlockPresentationKey: EnvironmentKey {
    static var defaultValue: SeamUnlockPresentation? { nil }
}

extension EnvironmentValues {
    /// Called when an unlock card in this subtree ends an attempt (Done, auto-dismiss after
    /// success, or Close). Install it with `View/onSeamUnlockFinished(perform:)`.
    public var seamUnlockFinished: SeamUnlockFinishedAction? {
        get { self[SeamUnlockFinishedKey.self] }
        set { self[SeamUnlockFinishedKey.self] = newValue }
    }

    /// The presentation an unlock card may close; `nil` (inline) unless SeamComponents
    /// presented the card itself.
    var seamUnlockPresentation: SeamUnlockPresentation? {
        get { self[SeamUnlockPresentationKey.self] }
        set { self[SeamUnlockPresentationKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when an unlock card in this view ends an attempt: the user tapped Done,
    /// the success dwell ended with `dismissesOnSuccess`, or the user tapped Close on a failure
    /// or a key with an error (``SeamUnlockFinish/End/closed``).
    ///
    /// A card embedded in your screen never dismisses anything itself (it goes back to its
    /// unlock button); this is where you decide what happens next, for example closing the
    /// sheet you present it in. Handlers of enclosing views run too, innermost first.
    ///
    /// ```swift
    /// .sheet(item: $selection) { key in
    ///     SeamUnlockCardView(viewModel: SeamUnlockCardViewModel(credentialId: key.id, service: service))
    ///         .onSeamUnlockFinished { _ in selection = nil }
    /// }
    /// ```
    public func onSeamUnlockFinished(perform action: @escaping @MainActor (SeamUnlockFinish) -> Void) -> some View {
        modifier(SeamUnlockFinishedModifier(action: action))
    }
}

private struct SeamUnlockFinishedModifier: ViewModifier {
    let action: @MainActor (SeamUnlockFinish) -> Void
    @Environment(\.seamUnlockFinished) private var enclosing

    func body(content: Content) -> some View {
        content.environment(\.seamUnlockFinished, SeamUnlockFinishedAction { [enclosing, action] finish in
            action(finish)
            enclosing?(finish)
        })
    }
}
#endif
