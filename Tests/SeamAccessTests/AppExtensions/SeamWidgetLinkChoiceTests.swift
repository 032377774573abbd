import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// The widget opens the app with links only (review findings H1, L4).
struct SeamWidgetLinkChoiceTests {
    let format = SeamLinkFormat(scheme: "myapp", autoStartSecret: "0123456789abcdef")
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func aSmallWidgetUnlocksWhenAKeyCanAndOpensTheCardOtherwise() {
        let ready = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "")], date: now)
        #expect(ready.widgetURL(format, hasUnlockLink: false) == ready.unlockURL(format))
        #expect(ready.widgetURL(format, hasUnlockLink: true) == ready.tapURL(format))
        let blocked = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "",
                                                                         errors: [.expired])], date: now)
        #expect(blocked.widgetURL(format, hasUnlockLink: false) == blocked.tapURL(format))
        #expect(blocked.widgetURL(format, hasUnlockLink: false) != nil)
        #expect(SeamWidgetEntry(credentials: nil, date: now).widgetURL(format, hasUnlockLink: false) == nil)
    }
}
