import Foundation
import SeamTestSupport
import SeamAccess
import Testing

/// What an extension process knows without the app's code running (review findings M5, M6, M7).
struct SeamExtensionProcessTests {
    @Test func theInfoPlistDescribesTheConfigurationWhenNothingSetIt() {
        let configuration = SeamExtensionConfiguration(infoDictionary: [
            "SeamAppGroup": "group.com.example.keys",
            "SeamURLScheme": " myapp ",
            "SeamUniversalLinkBase": "https://example.com/app",
        ])
        #expect(configuration.container == .appGroup("group.com.example.keys"))
        #expect(configuration.linkFormat == SeamLinkFormat(scheme: "myapp",
                                                            universalLinkBase: URL(string: "https://example.com/app")))
        let empty = SeamExtensionConfiguration(infoDictionary: ["SeamAppGroup": "", "SeamURLScheme": 3,
                                                                "SeamUniversalLinkBase": "http://insecure.example"])
        #expect(empty == SeamExtensionConfiguration())
    }

    @Test func dialogsUseTheAppsLanguageNotTheDevicesLanguage() {
        let device = Locale(identifier: "fr_FR")
        #expect(SeamAppProcess.preferredLocale(localizations: ["de", "en"], current: device).languageCode == "de")
        #expect(SeamAppProcess.preferredLocale(localizations: ["Base", "fr"], current: device) == device)
        #expect(SeamAppProcess.preferredLocale(localizations: [], current: device) == device, "no localization: the process's")
        let german = SeamUnlockRequest.Outcome.finished(.granted).dialog(
            locale: SeamAppProcess.preferredLocale(localizations: ["de"], current: device))
        #expect(german == SeamUnlockRequest.Outcome.finished(.granted).dialog(locale: Locale(identifier: "de")))
    }

    @Test func theAppsLanguageKeepsThePersonsRegionAndSettings() {
        let preferred = { (localizations: [String], current: Locale) in
            SeamAppProcess.preferredLocale(localizations: localizations, current: current)
        }
        let device = Locale(identifier: "de_CH@hours=h12")
        #expect(preferred(["de"], device) == device, "the same language: the process's locale, settings and all")
        let english = preferred(["en", "de"], device)
        #expect(english.languageCode == "en")
        #expect(english.regionCode == "CH", "the person's region stays")
        #expect(english.identifier.contains("hours=h12"), "and so do their settings: \(english.identifier)")
        let chinese = preferred(["zh-Hans"], Locale(identifier: "en_SG"))
        #expect(chinese.languageCode == "zh" && chinese.scriptCode == "Hans" && chinese.regionCode == "SG")
        #expect(preferred(["pt-BR"], Locale(identifier: "fr_FR")).regionCode == "BR", "a localization's own region wins")
        #expect(preferred(["zh-Hant"], Locale(identifier: "zh-Hans_CN")).scriptCode == "Hant", "a script is part of the language")
        #expect(preferred(["Base", ""], device) == device)
    }

    @Test func aStrayLocalizationNameIsSkippedNotHandedToAFormatter() {
        let device = Locale(identifier: "fr_FR")
        for name in ["ÄÖ", "de-u-nu-arab", "@", "_", "\u{0}", String(repeating: "a", count: 500), "en_XYZW_12"] {
            #expect(SeamAppProcess.preferredLocale(localizations: [name], current: device) == device,
                    "\(name.prefix(12))")
        }
        let next = SeamAppProcess.preferredLocale(localizations: ["ÄÖ", "de"], current: device)
        #expect(next.languageCode == "de", "the next usable name decides")
        #expect(SeamStatusPresentation(error: SeamCredentialError.expired, locale: next).badge == "Abgelaufen")
    }

    @Test func anExtensionSpeaksItsContainingAppsLanguages() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seam-bundles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("Keys.app")
        let appex = app.appendingPathComponent("PlugIns/KeysWidget.appex")
        // The app speaks German and French; the extension has no folders of its own, so its own
        // bundle says only its development language.
        for folder in [app.appendingPathComponent("de.lproj"), app.appendingPathComponent("fr.lproj"), appex] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let extensionBundle = try #require(Bundle(url: appex))
        let fromExtension = SeamAppProcess.appPreferredLocalizations(bundle: extensionBundle)
        let appBundle = try #require(Bundle(url: app))
        #expect(!fromExtension.isEmpty)
        #expect(fromExtension == appBundle.preferredLocalizations, "the app's folders, not the extension's")
        #expect(fromExtension != extensionBundle.preferredLocalizations, "\(fromExtension) vs \(extensionBundle.preferredLocalizations)")
        #expect(fromExtension.allSatisfy { ["de", "fr"].contains($0) })
        let loose = root.appendingPathComponent("Loose.appex")
        try FileManager.default.createDirectory(at: loose, withIntermediateDirectories: true)
        let looseBundle = try #require(Bundle(url: loose))
        #expect(SeamAppProcess.appPreferredLocalizations(bundle: looseBundle) == looseBundle.preferredLocalizations,
                "outside an app bundle: the extension's own")
    }

    @Test func withoutKeyDataTheWidgetLooksAgainLaterInsteadOfNever() {
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        for result in [SeamKeySnapshotReadResult.missing, .unreadable(.notReadable), .unreadable(.containerUnavailable)] {
            let timeline = SeamWidgetTimeline(reading: result, now: now, locale: .english)
            #expect(timeline.entries.map(\.state) == [.signedOut])
            let retry = timeline.reloadDate?.timeIntervalSince(now)
            #expect(retry.map { (15 * 60)...(30 * 60) ~= $0 } == true, "\(result)")
        }
        let keys = SeamKeySnapshot(savedAt: now, credentials: [SeamAccessCredential(id: "a", name: "A", location: "")])
        #expect(SeamWidgetTimeline(reading: .snapshot(keys), now: now, locale: .english).reloadDate == nil)
    }
}
