import SeamDemoKit
import Testing

struct DemoFooterTests {
    let sections = [
        DemoFooterSection([""], importance: 3),
        DemoFooterSection(["── Unlock ──"], importance: 2),
        DemoFooterSection(["› Ready"], importance: 0),
        DemoFooterSection(["  message 1", "  message 2"], importance: 2),
        DemoFooterSection(["help 1", "help 2"], importance: 2, fallback: ["Enter unlock · q quit"]),
    ]

    @Test func everythingWhenThereIsRoom() {
        #expect(DemoFooterSection.fit(sections, rows: 7).count == 7)
    }

    @Test func dropsTheLeastImportantLaterSectionsFirst() {
        #expect(DemoFooterSection.fit(sections, rows: 6) == ["── Unlock ──", "› Ready", "  message 1", "  message 2",
                                                             "help 1", "help 2"])
        #expect(DemoFooterSection.fit(sections, rows: 5) == ["── Unlock ──", "› Ready", "  message 1", "  message 2",
                                                             "Enter unlock · q quit"], "help shrinks to its fallback")
        #expect(DemoFooterSection.fit(sections, rows: 2) == ["› Ready", "Enter unlock · q quit"])
    }

    @Test func neverMoreThanTheRows() {
        #expect(DemoFooterSection.fit(sections, rows: 1) == ["› Ready"])
        #expect(DemoFooterSection.fit(sections, rows: 0).isEmpty)
    }
}
