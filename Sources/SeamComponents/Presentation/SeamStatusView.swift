#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A status as icon, title and message, with an optional button underneath. Used for
/// activation failures, the empty state and unlock outcomes.
@MainActor
struct SeamStatusView: View {
    let systemImage: String
    let tone: SeamStatusPresentation.Tone
    let title: String
    let message: String
    var actionTitle: String?
    var action: (@MainActor () -> Void)?
    /// A plain second button under the first (the unlock card's Close).
    private var secondaryTitle: String?
    private var secondaryAction: (@MainActor () -> Void)?
    /// Where the unlock card moves VoiceOver focus to the title (see ``SeamUnlockFocus``).
    private var titleFocus: AccessibilityFocusState<SeamUnlockFocus?>.Binding?
    /// How it is painted; `nil` is a screen's status (``SeamStatusLook/screen(tone:)``).
    private var customLook: SeamStatusLook<Color>?
    /// Told when a finger lands on (`true`) or leaves the first button (the unlock card's Try
    /// Again judges the tap from when it landed: `SeamUnlockRouter.acceptsTap(for:)`).
    private var actionTouchChanged: (@MainActor (Bool) -> Void)?
    @Environment(\.seamTheme) private var theme

    init(_ status: SeamStatusPresentation, actionTitle: String? = nil, action: (@MainActor () -> Void)? = nil) {
        self.init(systemImage: status.systemImage, tone: status.tone, title: status.title, message: status.message,
                  actionTitle: actionTitle, action: action)
    }

    init(systemImage: String, tone: SeamStatusPresentation.Tone, title: String, message: String, actionTitle: String? = nil,
         action: (@MainActor () -> Void)? = nil) {
        self.systemImage = systemImage
        self.tone = tone
        self.title = title
        self.message = message
        self.actionTitle = actionTitle
        self.action = action
    }

    /// This view, with its title as the unlock card's ``SeamUnlockFocus/outcomeTitle``.
    func titleFocus(_ binding: AccessibilityFocusState<SeamUnlockFocus?>.Binding) -> SeamStatusView {
        var view = self
        view.titleFocus = binding
        return view
    }

    /// This view with a plain second button, `title`, that runs `action`; `nil` adds none.
    func secondaryAction(_ title: String?, action: @escaping @MainActor () -> Void) -> SeamStatusView {
        var view = self
        view.secondaryTitle = title
        view.secondaryAction = title == nil ? nil : action
        return view
    }

    /// This view telling `touchChanged` when a finger lands on or leaves its first button.
    func actionTouchChanged(_ touchChanged: @escaping @MainActor (Bool) -> Void) -> SeamStatusView {
        var view = self
        view.actionTouchChanged = touchChanged
        return view
    }

    /// This view painted as `look` (the unlock card passes its palette's outcome look).
    func look(_ look: SeamStatusLook<Color>) -> SeamStatusView {
        var view = self
        view.customLook = look
        return view
    }

    var body: some View {
        let look = customLook ?? SeamStatusLook<SeamPaint>.screen(tone: tone).map { theme.color($0) }
        VStack(spacing: 12) {
            // A symbol sized by the theme's large title, so it follows Dynamic Type and the theme.
            Image(systemName: systemImage)
                .font(theme.font(.statusIcon))
                .imageScale(.large)
                .foregroundColor(look.icon)
                .accessibilityHidden(true)
            Text(title)
                .font(theme.font(look.titleFont).weight(.semibold))
                .foregroundColor(look.title)
                .accessibilityAddTraits(.isHeader)
                .modifier(SeamTitleFocus(binding: titleFocus))
            Text(message)
                .font(theme.font(look.messageFont))
                .foregroundColor(look.message)
            if let actionTitle, let action {
                Button(actionTitle) { action() }
                    .buttonStyle(SeamPrimaryButtonStyle(fill: look.actionFill, title: look.actionTitle, font: look.actionFont,
                                                        touchChanged: actionTouchChanged))
                    .accessibilityIdentifier("seam.status.action")
            }
            if let secondaryTitle, let secondaryAction {
                // At least 44 × 44 pt to hit, in the title's colour (the card's Cancel by default).
                Button { secondaryAction() } label: {
                    Text(secondaryTitle)
                        .font(theme.font(look.actionFont))
                        .foregroundColor(look.title)
                        .padding(.horizontal, 16)
                        .frame(minWidth: 44, minHeight: 44)
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityIdentifier("seam.status.secondaryAction")
            }
        }
        .multilineTextAlignment(.center)
        .fixedSize(horizontal: false, vertical: true)
        .frame(maxWidth: 480)
        .padding()
    }
}

/// Makes a status title the unlock card's focus target, when the status is in one.
private struct SeamTitleFocus: ViewModifier {
    let binding: AccessibilityFocusState<SeamUnlockFocus?>.Binding?

    func body(content: Content) -> some View {
        if let binding {
            content.accessibilityFocused(binding, equals: .outcomeTitle)
        } else {
            content
        }
    }
}

/// A full-width accent button, at least 44 pt tall; another fill (a gradient, top-leading to
/// bottom-trailing), title colour and font when given (the unlock card's outcome button).
struct SeamPrimaryButtonStyle: ButtonStyle {
    var fill: [Color]?
    var title: Color?
    var font: SeamPalette.FontRole?
    /// Told when a finger lands on (`true`) or leaves the button.
    var touchChanged: (@MainActor (Bool) -> Void)?
    @Environment(\.seamTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(SeamTouchReporter(isPressed: configuration.isPressed, touchChanged: touchChanged))
            .font(font.map { theme.font($0) } ?? theme.font(.primaryButton))
            .foregroundColor(title ?? theme.foreground(.primaryButton))
            .frame(maxWidth: .infinity, minHeight: 44)
            .padding(.horizontal)
            .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(LinearGradient(
                colors: fill.flatMap { $0.isEmpty ? nil : $0 } ?? [theme.background(.primaryButton)],
                startPoint: .topLeading, endPoint: .bottomTrailing)))
            .contentShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            .opacity(configuration.isPressed || !isEnabled ? 0.75 : 1)
    }
}

/// Tells `touchChanged` when a button's pressed state begins (`true`) and ends: a button acts
/// when the finger lifts, and the unlock card judges a tap from when it landed
/// (`SeamUnlockRouter.touchChanged(credentialId:isDown:)`).
struct SeamTouchReporter: ViewModifier {
    let isPressed: Bool
    let touchChanged: (@MainActor (Bool) -> Void)?

    func body(content: Content) -> some View {
        content.onChange(of: isPressed) { pressed in touchChanged?(pressed) }
    }
}

/// A plain button (its label, dimmed while pressed, as the system's plain style does) that
/// tells `touchChanged` when a finger lands on it or leaves it (the card's Unlock).
struct SeamTouchReportingPlainButtonStyle: ButtonStyle {
    let touchChanged: @MainActor (Bool) -> Void

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? 0.7 : 1)
            .modifier(SeamTouchReporter(isPressed: configuration.isPressed, touchChanged: touchChanged))
    }
}
#endif

