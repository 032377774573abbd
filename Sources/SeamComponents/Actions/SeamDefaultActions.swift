#if canImport(SwiftUI) && canImport(UIKit)
import CoreBluetooth
import SafariServices
import SwiftUI
import UIKit

extension Notification.Name {
    /// Posted when a default action finished something that may have changed the keys (the
    /// OTP page closed, the user asked to try again). SeamComponents' lists refresh on it.
    public static let seamRefreshRequested = Notification.Name("SeamComponents.refreshRequested")
}

/// What SeamComponents does for each ``SeamRecoveryActionKind`` unless a custom
/// ``SeamAccessCredentialErrorStyle`` says otherwise. Nothing here ever quits the app.
@MainActor
public enum SeamDefaultActions {
    /// Performs `action`; `title` heads any alert it shows.
    public static func perform(_ action: SeamRecoveryAction, title: String) {
        switch action.kind {
        case .openURL(let url):
            presentSafari(url)
        case .openSettings:
            if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
        case .promptBluetooth:
            SeamBluetoothPrompter.shared.prompt()
        case .explainRestart(let instructions):
            presentAlert(title: title, message: instructions)
        case .retry:
            NotificationCenter.default.post(name: .seamRefreshRequested, object: nil)
        }
    }

    private static func presentSafari(_ url: URL) {
        guard ["http", "https"].contains(url.scheme?.lowercased() ?? ""), let presenter = topViewController() else {
            UIApplication.shared.open(url)
            return
        }
        let safari = SFSafariViewController(url: url)
        safari.delegate = SafariDismissalObserver.shared
        presenter.present(safari, animated: true)
    }

    private static func presentAlert(title: String, message: String) {
        guard let presenter = topViewController() else { return }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: SeamCopy.ok.text(), style: .default))
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

/// Refreshes the keys when the OTP page closes: verifying usually clears the error.
private final class SafariDismissalObserver: NSObject, SFSafariViewControllerDelegate {
    @MainActor static let shared = SafariDismissalObserver()

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        NotificationCenter.default.post(name: .seamRefreshRequested, object: nil)
    }
}

/// Keeps a `CBCentralManager` alive so iOS shows its Bluetooth prompt (turn on, or allow).
@MainActor
final class SeamBluetoothPrompter {
    static let shared = SeamBluetoothPrompter()
    private var manager: CBCentralManager?

    func prompt() {
        if manager == nil {
            manager = CBCentralManager(delegate: nil, queue: nil, options: [CBCentralManagerOptionShowPowerAlertKey: true])
        } else if let url = URL(string: UIApplication.openSettingsURLString) {
            // The system shows its prompt once per manager; afterwards, Settings is the way.
            UIApplication.shared.open(url)
        }
    }
}
#endif
