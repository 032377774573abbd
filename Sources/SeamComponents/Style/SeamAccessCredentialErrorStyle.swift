#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// How a credential error looks and what its button does, used by every view that shows one.
///
/// Built on SeamAccess's ``SeamStatusPresentation``; override any member without restating
/// the rest, and inject it with `.environment(\.seamCredentialErrorStyle, style)`:
///
/// ```swift
/// let style = SeamAccessCredentialErrorStyle.default.with(
///     message: { error in error == .expired ? "Ask the front desk to extend your stay." : SeamAccessCredentialErrorStyle.default.message(error) }
/// )
/// ```
public struct SeamAccessCredentialErrorStyle: Sendable {
    public typealias IconProvider = @Sendable (SeamCredentialError, SeamTheme) -> String
    public typealias TextProvider = @Sendable (SeamCredentialError) -> String
    public typealias ActionTitleProvider = @Sendable (SeamCredentialError) -> String?
    public typealias ActionProvider = @Sendable (SeamCredentialError) -> () -> Void

    private var iconProvider: IconProvider
    private var messageProvider: TextProvider
    private var actionTitleProvider: ActionTitleProvider
    private var actionProvider: ActionProvider

    public init(systemIcon: @escaping IconProvider, message: @escaping TextProvider,
                primaryActionTitle: @escaping ActionTitleProvider, primaryAction: @escaping ActionProvider) {
        iconProvider = systemIcon
        messageProvider = message
        actionTitleProvider = primaryActionTitle
        actionProvider = primaryAction
    }

    /// SeamAccess's icons, copy and actions; actions run ``SeamDefaultActions``.
    public static var `default`: SeamAccessCredentialErrorStyle {
        SeamAccessCredentialErrorStyle(
            systemIcon: { error, _ in SeamStatusPresentation(error: error).systemImage },
            message: { SeamStatusPresentation(error: $0).message },
            primaryActionTitle: { SeamStatusPresentation(error: $0).action?.title },
            primaryAction: { error in
                let status = SeamStatusPresentation(error: error)
                return {
                    guard let action = status.action else { return }
                    Task { @MainActor in SeamDefaultActions.perform(action, title: status.title) }
                }
            })
    }

    /// The SF Symbol for `error`.
    public func systemIcon(_ error: SeamCredentialError, theme: SeamTheme) -> String { iconProvider(error, theme) }
    /// The localized message for `error`.
    public func message(_ error: SeamCredentialError) -> String { messageProvider(error) }
    /// The button title for `error`'s fix, if it has one.
    public func primaryActionTitle(_ error: SeamCredentialError) -> String? { actionTitleProvider(error) }
    /// What the button does.
    public func primaryAction(_ error: SeamCredentialError) -> () -> Void { actionProvider(error) }

    /// A copy with the given members replaced.
    public func with(systemIcon: IconProvider? = nil, message: TextProvider? = nil,
                     primaryActionTitle: ActionTitleProvider? = nil,
                     primaryAction: ActionProvider? = nil) -> SeamAccessCredentialErrorStyle {
        SeamAccessCredentialErrorStyle(systemIcon: systemIcon ?? iconProvider, message: message ?? messageProvider,
                                       primaryActionTitle: primaryActionTitle ?? actionTitleProvider,
                                       primaryAction: primaryAction ?? actionProvider)
    }
}
#endif
