import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The widget opens the app with links only (review findings H1, L4), and only a control
/// labelled Unlock starts unlocking (issue 18, finding 3).
struct SeamWidgetLinkChoiceTests {
    let format = SeamLinkFormat(scheme: "myapp", autoStartSecret: "0123456789abcdef0123456789abcdef").honouringProofs()
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let english = Locale(identifier: "en_US")

    var ready: SeamWidgetEntry {
        SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "")], date: now, locale: .english)
    }

    func startsUnlock(_ url: URL?) -> Bool {
        guard let url, case .request(let request) = format.parse(url, now: now) else { return false }
        return request.startsUnlock
    }

    @Test(arguments: SeamWidgetFamily.allCases)
    func theWholeWidgetOpensTheKeysCardWithoutUnlocking(_ family: SeamWidgetFamily) throws {
        let links = SeamWidgetLinks(entry: ready, family: family, format: format)
        let url = try #require(links.widgetURL)
        guard case .request(let request) = format.parse(url) else {
            Issue.record("not a request: \(url)")
            return
        }
        #expect(request.credentialId == "r1")
        #expect(!request.startsUnlock)
    }

    @Test func onlyTheMediumWidgetsUnlockButtonStartsAndItSaysUnlockOnScreenAndToVoiceOver() throws {
        for family in SeamWidgetFamily.allCases where family != .systemMedium {
            #expect(SeamWidgetLinks(entry: ready, family: family, format: format).unlockButton == nil)
        }
        let button = try #require(SeamWidgetLinks(entry: ready, family: .systemMedium, format: format).unlockButton)
        #expect(startsUnlock(button.url))
        #expect(button.title == "Unlock")
        #expect(button.accessibilityLabel == "Unlock")
    }

    @Test func aKeyThatCannotUnlockHasNoButtonAndItsWidgetOpensTheCard() {
        let blocked = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "",
                                                                         errors: [.expired])], date: now, locale: .english)
        let links = SeamWidgetLinks(entry: blocked, family: .systemMedium, format: format)
        #expect(links.unlockButton == nil)
        #expect(links.widgetURL == blocked.tapURL(format))
        #expect(links.widgetURL != nil)
    }

    @Test func withNoKeyShownTheWidgetOpensTheAppAsUsual() {
        for family in SeamWidgetFamily.allCases {
            let links = SeamWidgetLinks(entry: SeamWidgetEntry(credentials: nil, date: now, locale: .english), family: family, format: format)
            #expect(links.widgetURL == nil)
            #expect(links.unlockButton == nil)
        }
    }
}
