#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// A status as icon, title and message, with an optional button underneath. Used for
/// activation failures and unlock outcomes.
@MainActor
struct SeamStatusView: View {
    let systemImage: String
    let tone: SeamTone
    let title: String
    let message: String
    var actionTitle: String?
    var action: (() -> Void)?
    @Environment(\.seamTheme) private var theme
    @ScaledMetric(relativeTo: .largeTitle) private var iconSize: CGFloat = 56

    init(_ status: SeamStatusPresentation, actionTitle: String? = nil, action: (() -> Void)? = nil) {
        self.init(systemImage: status.systemImage, tone: status.tone, title: status.title, message: status.message,
                  actionTitle: actionTitle, action: action)
    }

    init(systemImage: String, tone: SeamTone, title: String, message: String, actionTitle: String? = nil,
         action: (() -> Void)? = nil) {
        self.systemImage = systemImage
        self.tone = tone
        self.title = title
        self.message = message
        self.actionTitle = actionTitle
        self.action = action
    }

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.system(size: iconSize))
                .foregroundColor(theme.color(for: tone))
                .accessibilityHidden(true)
            Text(title)
                .font(theme.fonts.title3.weight(.semibold))
                .foregroundColor(theme.colors.primaryText)
                .accessibilityAddTraits(.isHeader)
            Text(message)
                .font(theme.fonts.body)
                .foregroundColor(theme.colors.secondaryText)
            if let actionTitle, let action {
                Button(actionTitle, action: action)
                    .buttonStyle(SeamPrimaryButtonStyle())
                    .accessibilityIdentifier("seam.status.action")
            }
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: 480)
        .padding()
    }
}

/// A full-width accent button.
struct SeamPrimaryButtonStyle: ButtonStyle {
    @Environment(\.seamTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(theme.fonts.actionTitle)
            .foregroundColor(theme.colors.primaryTextLight)
            .frame(maxWidth: .infinity, minHeight: 44)
            .padding(.horizontal)
            .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(theme.colors.accent))
            .opacity(configuration.isPressed ? 0.75 : 1)
    }
}
#endif
