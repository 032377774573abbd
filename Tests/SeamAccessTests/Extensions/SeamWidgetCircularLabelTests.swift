import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// The circular Lock Screen widget keeps its symbol and withholds only the key's name (L3).
struct SeamWidgetCircularLabelTests {
    @Test func lockedTheSpokenNameIsWithheldNotTheSymbol() {
        let english = Locale(identifier: "en_US")
        let entry = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room 101", location: "")],
                                    date: Date(timeIntervalSince1970: 1_750_000_000), locale: english)
        #expect(entry.compactAccessibilityLabel(.hidesKeyDetailsWhenLocked, isLocked: false) == "Room 101")
        #expect(entry.compactAccessibilityLabel(.hidesKeyDetailsWhenLocked, isLocked: true) == "Keys")
        #expect(entry.compactAccessibilityLabel(.showsKeyDetails, isLocked: true) == "Room 101")
        #expect(entry.systemImage == "key.fill")
    }
}
