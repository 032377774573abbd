import Foundation

extension SeamExtensionConfiguration {
    /// Facts about the process code runs in, for the App Intents and widget code that may run
    /// in the app or in one of its extensions.
    ///
    /// The system may run an intent shared through a package in any target that has it, the
    /// widget extension included, where there is no key screen: an intent checks
    /// `isAppExtension(bundleURL:)` before it waits for one.
    public enum AppProcess {
        /// Whether `bundleURL` (the main bundle's, by default) is an app extension's (`.appex`).
        package static func isAppExtension(bundleURL: URL = Bundle.main.bundleURL) -> Bool {
            bundleURL.pathExtension.lowercased() == "appex"
        }

        /// The language the app shows itself in: the first of `preferredLocalizations` (the
        /// main bundle's, which match the app's own `.lproj` folders), not the device's region
        /// settings, so Siri's dialog matches the app's screens. English when there is none.
        public static func preferredLocale(
            preferredLocalizations: [String] = Bundle.main.preferredLocalizations
        ) -> Locale {
            Locale(identifier: preferredLocalizations.first { !$0.isEmpty && $0 != "Base" } ?? "en")
        }
    }
}

/// The package's name for ``SeamExtensionConfiguration/AppProcess``.
package typealias SeamAppProcess = SeamExtensionConfiguration.AppProcess
