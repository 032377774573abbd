import SeamDemoKit
import Testing

/// What a frame's bytes leave on a screen with auto-wrap off: every line whole, including a
/// last line that fills the width exactly, and nothing of an earlier frame below it.
struct DemoScreenUpdateTests {
    @Test func aLastLineThatFillsTheWidthKeepsItsLastCharacter() {
        var screen = VirtualScreen(width: 10, height: 4)
        screen.apply(DemoScreenUpdate.escapes(for: ["Keys", "q quit all"], height: 4))
        #expect(screen.lines == ["Keys", "q quit all", "", ""])
    }

    @Test func rightToLeftLinesAlignedToTheEdgeKeepTheirLastCharacter() {
        let footer = DemoText.alignTrailing("q יציאה", width: 12)
        var screen = VirtualScreen(width: 12, height: 3)
        screen.apply(DemoScreenUpdate.escapes(for: [DemoText.alignTrailing("מפתחות", width: 12), footer], height: 3))
        #expect(screen.lines[1] == footer)
        #expect(screen.lines[2] == "")
    }

    @Test func aFrameAsTallAsTheScreenNeitherScrollsNorLosesACharacter() {
        var screen = VirtualScreen(width: 5, height: 3)
        let lines = ["11111", "22222", "33333"]
        screen.apply(DemoScreenUpdate.escapes(for: lines, height: 3))
        #expect(screen.lines == lines)
    }

    @Test func aShorterFrameErasesWhatTheLongerOneLeftBelow() {
        var screen = VirtualScreen(width: 6, height: 4)
        screen.apply(DemoScreenUpdate.escapes(for: ["a", "b", "c", "d"], height: 4))
        screen.apply(DemoScreenUpdate.escapes(for: ["xxxxxx"], height: 4))
        #expect(screen.lines == ["xxxxxx", "", "", ""])
        screen.apply(DemoScreenUpdate.escapes(for: [], height: 4))
        #expect(screen.lines == ["", "", "", ""])
    }
}
