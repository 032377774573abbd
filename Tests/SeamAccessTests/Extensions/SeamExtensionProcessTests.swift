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

    @Test func dialogsUseTheAppsLanguageNotTheRegion() {
        #expect(SeamAppProcess.preferredLocale(preferredLocalizations: ["de", "en"]).identifier == "de")
        #expect(SeamAppProcess.preferredLocale(preferredLocalizations: ["Base", "fr"]).identifier == "fr")
        #expect(SeamAppProcess.preferredLocale(preferredLocalizations: []).identifier == "en")
        let german = SeamUnlockRequest.Outcome.finished(.granted).dialog(
            locale: SeamAppProcess.preferredLocale(preferredLocalizations: ["de"]))
        #expect(german == SeamUnlockRequest.Outcome.finished(.granted).dialog(locale: Locale(identifier: "de")))
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
