#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// ErrorHandling.md

@MainActor
struct KeyProblem: View {
    let credential: SeamAccessCredential
    @Environment(\.seamCredentialErrorStyle) private var style
    @Environment(\.seamTheme) private var theme

    var body: some View {
        if let error = credential.errors.first {
            VStack {
                Image(systemName: style.systemIcon(error, theme: theme))
                Text(style.message(error))
                if let title = style.primaryActionTitle(error) {
                    Button(title) { style.primaryAction(error)() }
                }
            }
        }
    }
}

let frontDeskStyle = SeamAccessCredentialErrorStyle.default.with(
    message: { error in
        error == .expired
            ? "Your stay has ended. The front desk can extend it."
            : SeamAccessCredentialErrorStyle.default.message(error)
    },
    primaryAction: { error in
        // Send the guest to your own help screen instead of the default handler.
        { NotificationCenter.default.post(name: .showFrontDeskHelp, object: error.code) }
    }
)

@MainActor
struct FrontDeskKeys: View {
    var body: some View {
        SeamAccessView()
            .environment(\.seamCredentialErrorStyle, frontDeskStyle)
    }
}

/// - Parameter locale: The language of the message; pass your view's `\.locale`.
func describe(_ error: SeamError, locale: Locale) -> String {
    switch error {
    case .credentialErrors(let errors):
        return SeamStatusPresentation(error: errors.first ?? .unknown, locale: locale).message
    case .integrationNotFound:
        return "Add the lock provider's integration module to the app."
    default:
        return error.localizedDescription
    }
}

extension Notification.Name {
    static let showFrontDeskHelp = Notification.Name("showFrontDeskHelp")
}
#endif
