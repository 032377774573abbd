import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A widget entry is written in one language and everything the widget draws from it speaks
/// that language: the timeline's locale reaches every entry, the Unlock button and the
/// circular widget's VoiceOver label, with no locale of their own to disagree.
struct SeamWidgetLocaleTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let german = Locale(identifier: "de_DE")
    let format = SeamLinkFormat(scheme: "myapp", autoStartSecret: "0123456789abcdef0123456789abcdef").honouringProofs()
    let keys = [SeamAccessCredential(id: "r1", name: "Room 101", location: "Marina",
                                     expiry: Date(timeIntervalSince1970: 1_750_000_000 + 86_400))]

    @Test func everyTimelineEntryCarriesTheTimelinesLocale() {
        let timeline = SeamWidgetTimeline(credentials: keys, now: now, locale: german)
        #expect(timeline.entries.count == 2, "now, and the expiry")
        #expect(timeline.entries.allSatisfy { $0.locale == german })
        #expect(SeamWidgetTimeline(reading: .unreadable(.containerUnavailable), now: now, locale: german)
            .entries.allSatisfy { $0.locale == german })
    }

    @Test func theUnlockButtonAndTheCircularLabelSpeakTheEntrysLanguage() throws {
        let entry = SeamWidgetEntry(credentials: keys, date: now, locale: german)
        let button = try #require(SeamWidgetLinks(entry: entry, family: .systemMedium, format: format).unlockButton)
        #expect(button.title == SeamStatusPresentation.Copy.unlock.text(locale: german))
        #expect(button.title != SeamStatusPresentation.Copy.unlock.text(locale: .english))
        #expect(entry.compactAccessibilityLabel(.hidesKeyDetailsWhenLocked, isLocked: true)
                == SeamStatusPresentation.Copy.keys.text(locale: german))
    }

    @Test func theSameKeysInTwoLanguagesAreTwoDifferentEntries() {
        let english = SeamWidgetEntry(credentials: keys, date: now, locale: .english)
        let german = SeamWidgetEntry(credentials: keys, date: now, locale: german)
        #expect(english != german)
        #expect(english.statusText != german.statusText)
    }
}
