#if canImport(SwiftUI) && canImport(UIKit)
import SafariServices
import SwiftUI
import UIKit

/// What SeamComponents does for each ``SeamStatusPresentation/RecoveryActionKind`` unless a custom
/// ``SeamAccessCredentialErrorStyle`` says otherwise. Nothing here ever quits the app.
@MainActor
public enum SeamDefaultActions {
    /// Performs `action`; `title` heads any alert it shows. A refresh that follows it (SeamAccess
    /// decides whether one does) goes to `refresh`, the list that shows the key; without one,
    /// to the service the environment uses by default: the one the app configured
    /// (``SeamAppConfiguration/service``), else the live ``SeamService``. Copy it shows itself
    /// (an alert's OK, the announcement of a failed refresh) is in `locale`: pass the locale of
    /// the view the action came from (the default error style passes its environment's).
    public static func perform(_ action: SeamStatusPresentation.RecoveryAction, title: String, locale: Locale,
                               refresh: SeamKeysRefresh? = nil) {
        let refresh = refresh ?? .service(SeamServiceKey.defaultValue, locale: locale)
        switch action.kind {
        case .openURL(let url):
            presentSafari(url, onClose: refresh)
        case .openSettings:
            openSettings()
        case .promptBluetooth:
            SeamBluetoothPrompter.shared.prompt(refresh: refresh, title: title, locale: locale)
        case .explainRestart(let instructions):
            presentAlert(title: title, message: instructions, locale: locale)
        case .retry:
            refresh()
        }
    }

    static func openSettings() {
        if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
    }

    /// Web pages only (`SeamWebAddress`): any other scheme is not opened at all.
    private static func presentSafari(_ url: URL, onClose refresh: SeamKeysRefresh) {
        guard SeamWebAddress.isOpenable(url) else { return }
        guard let presenter = topViewController() else {
            UIApplication.shared.open(url)
            return
        }
        let safari = SFSafariViewController(url: url)
        safari.delegate = SafariDismissalObserver.observe(safari, onClose: refresh)
        presenter.present(safari, animated: true)
    }

    static func presentAlert(title: String, message: String, locale: Locale) {
        guard let presenter = topViewController() else { return }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: SeamStatusPresentation.Copy.ok.text(locale: locale), style: .default))
        presenter.present(alert, animated: true)
    }

    private static func topViewController() -> UIViewController? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let window = scenes.flatMap(\.windows).first { $0.isKeyWindow } ?? scenes.first?.windows.first
        var top = window?.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }
}

/// Refreshes the list that showed the key when the OTP page closes: verifying usually clears
/// the error.
private final class SafariDismissalObserver: NSObject, SFSafariViewControllerDelegate {
    /// The observers of the pages on screen. A controller's delegate is weak, so this keeps each
    /// one alive until its page closes.
    @MainActor private static var open: [ObjectIdentifier: SafariDismissalObserver] = [:]
    private let onClose: SeamKeysRefresh

    private init(onClose: SeamKeysRefresh) {
        self.onClose = onClose
    }

    @MainActor
    static func observe(_ controller: SFSafariViewController, onClose: SeamKeysRefresh) -> SafariDismissalObserver {
        let observer = SafariDismissalObserver(onClose: onClose)
        open[ObjectIdentifier(controller)] = observer
        return observer
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        let id = ObjectIdentifier(controller)
        let onClose = onClose
        Task { @MainActor in
            Self.open[id] = nil
            onClose()
        }
    }
}
#endif
