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

        /// The locale for code that runs outside a SwiftUI view (App Intents, widget
        /// timelines, view models before their view hands over its `\.locale`): the language
        /// the app shows itself in, the first of `preferredLocalizations` (the main bundle's,
        /// which match the app's own `.lproj` folders) rather than the device's language, so
        /// Siri's dialog and a widget match the app's screens; English when there is none.
        /// The device's region stays (`en` on a British device is `en_GB`), so dates and
        /// numbers read as everywhere else on the device.
        ///
        /// ```swift
        /// let locale = SeamExtensionConfiguration.AppProcess.preferredLocale(preferredLocalizations: ["de"], region: "CH")
        /// locale.identifier  // "de_CH"
        /// ```
        public static func preferredLocale(
            preferredLocalizations: [String] = Bundle.main.preferredLocalizations,
            region: String? = Locale.current.regionCode
        ) -> Locale {
            let language = Locale(identifier: preferredLocalizations.first { !$0.isEmpty && $0 != "Base" } ?? "en")
            // A localization that names its region (pt-BR) keeps it; "001", the world, is no region.
            guard language.regionCode == nil, let region, region != "001",
                  region.count == 2 || region.count == 3, region.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else { return language }
            return Locale(identifier: language.identifier + "_" + region)
        }
    }
}

/// The package's name for ``SeamExtensionConfiguration/AppProcess``.
package typealias SeamAppProcess = SeamExtensionConfiguration.AppProcess
