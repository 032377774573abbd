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
///
/// A style read from the environment speaks the environment's `\.locale` (its default copy,
/// and any `.default` member your own closures fall back to) and routes "Try again" and the
/// verification page's follow-up refresh to the key list that shows the key
/// (``SeamKeysRefresh``). Actions run on the main actor, so a custom action may call the
/// app's own main-actor code directly. A custom `primaryAction` that falls back to the default
/// for some errors returns `SeamAccessCredentialErrorStyle.default.primaryAction(error)`, which
/// keeps the environment's locale and refresh route for when it runs.
public struct SeamAccessCredentialErrorStyle: Sendable {
    public typealias IconProvider = @Sendable (SeamCredentialError, SeamTheme) -> String
    public typealias TextProvider = @Sendable (SeamCredentialError) -> String
    public typealias ActionTitleProvider = @Sendable (SeamCredentialError) -> String?
    public typealias ActionProvider = @Sendable (SeamCredentialError) -> @MainActor () -> Void

    private var iconProvider: IconProvider
    private var messageProvider: TextProvider
    private var actionTitleProvider: ActionTitleProvider
    private var actionProvider: ActionProvider
    /// The locale and refresh route the members run in; set by the environment.
    private var locale: Locale?
    private var refresh: SeamKeysRefresh?

    public init(systemIcon: @escaping IconProvider, message: @escaping TextProvider,
                primaryActionTitle: @escaping ActionTitleProvider, primaryAction: @escaping ActionProvider) {
        iconProvider = systemIcon
        messageProvider = message
        actionTitleProvider = primaryActionTitle
        actionProvider = primaryAction
    }

    /// SeamAccess's icons, copy and actions; actions run ``SeamDefaultActions``. Its copy is in
    /// the environment's `\.locale` when the style is read from the environment (also when one
    /// of your own closures calls `.default`), and in the app's language
    /// (``SeamExtensionConfiguration/AppProcess/preferredLocale()``)
    /// outside any view.
    public static var `default`: SeamAccessCredentialErrorStyle {
        SeamAccessCredentialErrorStyle(
            systemIcon: { error, _ in SeamStatusPresentation(error: error, locale: SeamPresentationLocale.current).systemImage },
            message: { SeamStatusPresentation(error: $0, locale: SeamPresentationLocale.current).message },
            primaryActionTitle: { SeamStatusPresentation(error: $0, locale: SeamPresentationLocale.current).action?.title },
            primaryAction: { error in
                // Captured now, in the scope of the view that asked: the tap comes later, outside it.
                let locale = SeamPresentationLocale.current
                let status = SeamStatusPresentation(error: error, locale: locale)
                let refresh = SeamKeysRefresh.scoped.get()
                return {
                    guard let action = status.action else { return }
                    SeamDefaultActions.perform(action, title: status.title, locale: locale, refresh: refresh)
                }
            })
    }

    /// The SF Symbol for `error`.
    public func systemIcon(_ error: SeamCredentialError, theme: SeamTheme) -> String {
        inScope { iconProvider(error, theme) }
    }
    /// The localized message for `error`.
    public func message(_ error: SeamCredentialError) -> String { inScope { messageProvider(error) } }
    /// The button title for `error`'s fix, if it has one.
    public func primaryActionTitle(_ error: SeamCredentialError) -> String? { inScope { actionTitleProvider(error) } }
    /// What the button does; runs on the main actor.
    ///
    /// The specification writes the result as `() -> Void`, from before Swift's concurrency
    /// checking. It is `@MainActor () -> Void` here because every default action touches UIKit
    /// (Settings, an in-app browser, an alert) and the key list: a plain `() -> Void` could be
    /// called from any thread, so it would have to hop to the main actor later (a tap acted on
    /// after the fact) or trap. The specification's own use, calling it in a button's action
    /// (`Button(title) { style.primaryAction(error)() }`), compiles as written; so does a
    /// custom `primaryAction` written as the specification shows (`{ error in { … } }`).
    public func primaryAction(_ error: SeamCredentialError) -> @MainActor () -> Void { inScope { actionProvider(error) } }

    /// A copy with the given members replaced.
    public func with(systemIcon: IconProvider? = nil, message: TextProvider? = nil,
                     primaryActionTitle: ActionTitleProvider? = nil,
                     primaryAction: ActionProvider? = nil) -> SeamAccessCredentialErrorStyle {
        var copy = SeamAccessCredentialErrorStyle(
            systemIcon: systemIcon ?? iconProvider, message: message ?? messageProvider,
            primaryActionTitle: primaryActionTitle ?? actionTitleProvider, primaryAction: primaryAction ?? actionProvider)
        copy.locale = locale
        copy.refresh = refresh
        return copy
    }

    /// This style speaking `locale` and routing refreshes to `refresh`.
    func bound(locale: Locale, refresh: SeamKeysRefresh) -> SeamAccessCredentialErrorStyle {
        var copy = self
        copy.locale = locale
        copy.refresh = refresh
        return copy
    }

    private func inScope<T>(_ body: () -> T) -> T {
        SeamPresentationLocale.withValue(locale ?? SeamPresentationLocale.current) {
            SeamKeysRefresh.scoped.withValue(refresh ?? SeamKeysRefresh.scoped.get(), operation: body)
        }
    }
}
#endif
