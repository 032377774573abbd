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
        /// timelines, Live Activities, `LocalizedError`, view models before their view hands
        /// over its `\.locale`): the language the app shows itself in, with the person's own
        /// region and settings (24-hour time, first weekday), so a widget or Siri matches the
        /// app's screens.
        ///
        /// In the app this is `Locale.current`, which iOS already matches to the app's
        /// localizations. An extension's own `Locale.current` is matched to the extension's
        /// bundle instead, which often has no localizations of its own, so in an extension
        /// the language comes from the containing app's bundle. This is the only place
        /// SeamAccess reads the process's locale.
        public static func preferredLocale() -> Locale {
            preferredLocale(localizations: appPreferredLocalizations(), current: Locale.current)
        }

        /// `current` speaking the first usable of `localizations`: `current` itself when it
        /// already speaks that language, so none of its settings is lost; else `current` with
        /// the language swapped. A usable name is a language code with an optional script and
        /// region (`de`, `zh-Hans`, `pt-BR`, `es-419`; old names like `German` where the
        /// platform maps them); `Base` and anything else is skipped, so a stray folder name can
        /// never reach a formatter. `current` unchanged when no name is usable.
        package static func preferredLocale(localizations: [String], current: Locale) -> Locale {
            let names = localizations.lazy.map { Locale.canonicalLanguageIdentifier(from: $0) }
            guard let name = names.first(where: isLanguageTag) else { return current }
            let language = Locale(identifier: name)
            guard let code = language.languageCode, !code.isEmpty else { return current }
            if code == current.languageCode, language.scriptCode == nil || language.scriptCode == current.scriptCode {
                return current
            }
            if #available(iOS 16, macOS 13, *) {
                var components = Locale.Components(locale: current)
                components.languageComponents.languageCode = Locale.LanguageCode(code)
                components.languageComponents.script = language.scriptCode.map { Locale.Script($0) }
                if let region = language.regionCode {
                    components.languageComponents.region = Locale.Region(region)
                }
                return Locale(components: components)
            }
            // iOS 15: the language with the device's region; the person's other settings are
            // not reachable here.
            guard language.regionCode == nil, let region = current.regionCode, region != "001",
                  region.range(of: #"^([A-Z]{2}|[0-9]{3})$"#, options: .regularExpression) != nil else { return language }
            return Locale(identifier: name + "_" + region)
        }

        /// `de`, `zh-Hans`, `pt-BR`, `es-419`, `sr_Latn_RS`: a language, then an optional
        /// script and region, in ASCII.
        private static func isLanguageTag(_ name: String) -> Bool {
            name.range(of: #"^[A-Za-z]{2,3}([-_][A-Za-z]{4})?([-_]([A-Za-z]{2}|[0-9]{3}))?$"#,
                       options: .regularExpression) != nil
        }

        /// The app's localizations in the person's order of preference: the main bundle's in
        /// the app, the containing app's in an extension (`App.app/PlugIns/X.appex`), falling
        /// back to the extension's own when the app's bundle cannot be read.
        package static func appPreferredLocalizations(bundle: Bundle = .main) -> [String] {
            guard isAppExtension(bundleURL: bundle.bundleURL) else { return bundle.preferredLocalizations }
            let appURL = bundle.bundleURL.deletingLastPathComponent().deletingLastPathComponent()
            guard appURL.pathExtension.lowercased() == "app", let app = Bundle(url: appURL),
                  !app.localizations.isEmpty else { return bundle.preferredLocalizations }
            return app.preferredLocalizations
        }
    }
}

/// The package's name for ``SeamExtensionConfiguration/AppProcess``.
package typealias SeamAppProcess = SeamExtensionConfiguration.AppProcess
