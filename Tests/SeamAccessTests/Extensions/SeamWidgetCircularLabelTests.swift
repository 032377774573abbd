import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// The circular Lock Screen widget keeps its symbol and withholds only the key's name (L3).
struct SeamWidgetCircularLabelTests {
    @Test func lockedTheSpokenNameIsWithheldNotTheSymbol() {
        let english = Locale(identifier: "en_US")
        let entry = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room 101", location: "")],
                                    date: Date(timeIntervalSince1970: 1_750_000_000), locale: .english)
        #expect(entry.compactAccessibilityLabel(.hidesKeyDetailsWhenLocked, isLocked: false, locale: english) == "Room 101")
        #expect(entry.compactAccessibilityLabel(.hidesKeyDetailsWhenLocked, isLocked: true, locale: english) == "Keys")
        #expect(entry.compactAccessibilityLabel(.showsKeyDetails, isLocked: true, locale: english) == "Room 101")
        #expect(entry.systemImage == "key.fill")
    }
}
