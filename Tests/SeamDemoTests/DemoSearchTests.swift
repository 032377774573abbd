import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// `/` searches the interactive demo's keys, Esc clears the search, `f` pins a key.
@MainActor
@Suite struct DemoSearchTests {
    let clock = TestClock()

    func screen(_ controller: DemoInteractiveController) -> String {
        controller.render(width: 80, height: 60).joined(separator: "\n")
    }

    func type(_ text: String, into controller: DemoInteractiveController) {
        for key in DemoKey.parse(Array(text.utf8)) { _ = controller.handle(key) }
    }

    @Test func slashFiltersTheListAsYouTypeAndEnterKeepsIt() async throws {
        let controller = try await startedDemoController(clock: clock)
        let all = controller.keys.count
        type("/", into: controller)
        #expect(controller.search.isEditing)
        #expect(screen(controller).contains("Search: ▏"))
        type("fit", into: controller)
        #expect(controller.keys.map(\.name) == ["Fitness Center"])
        #expect(controller.selectedId == PreviewSeamService.Samples.ID.gym, "the selection follows the only match")
        #expect(screen(controller).contains("Search: fit▏  (Enter keeps it, Esc clears it)"))
        #expect(screen(controller).contains("Ctrl-C quit"))
        #expect(!screen(controller).contains("q quit"), "q types into the search")
        type("\r", into: controller)
        #expect(!controller.search.isEditing)
        #expect(controller.keys.count == 1)
        #expect(screen(controller).contains("Search: “fit” · / edits it, Esc clears it"))
        #expect(screen(controller).contains(" 1 Fitness Center"))
        #expect(controller.unlockCard?.credentialId == PreviewSeamService.Samples.ID.gym)
        type("\u{1B}", into: controller)
        #expect(controller.keys.count == all)
        #expect(!screen(controller).contains("Search:"))
    }

    @Test func lettersAreNotCommandsWhileTypingAndPlacesMatchToo() async throws {
        let controller = try await startedDemoController(clock: clock)
        type("/acme q", into: controller)
        #expect(controller.search.text == "acme q")
        #expect(controller.keys.isEmpty)
        #expect(screen(controller).contains("No keys match “acme q”."))
        type("\u{7F}\u{7F}", into: controller)
        #expect(controller.search.text == "acme")
        #expect(!controller.keys.isEmpty)
        #expect(controller.keys.allSatisfy { $0.location == "Acme HQ" }, "the place matches")
        type("\u{1B}", into: controller)
        #expect(!controller.search.isEditing)
        #expect(controller.search.text.isEmpty)
        type("/x", into: controller)
        #expect(!controller.handle(.interrupt), "Ctrl-C still quits while typing")
    }

    @Test func accentsAndTypedNonASCIILettersMatch() async throws {
        let controller = try await startedDemoController(clock: clock)
        type("/PÉNTHÖUSE", into: controller)
        #expect(controller.keys.map(\.name) == ["Penthouse Suite"])
        type("\u{1B}", into: controller)  // alone: Esc and a key in one read are Alt+key
        type("/東京", into: controller)
        #expect(controller.search.text == "東京")
    }

    @Test func anArrowEndsTypingAndMovesWithinTheResults() async throws {
        let controller = try await startedDemoController(clock: clock)
        type("/room", into: controller)
        let found = controller.keys.map(\.id)
        #expect(found.count >= 2)
        _ = controller.handle(.down)
        #expect(!controller.search.isEditing)
        #expect(controller.selectedId == found[1])
        _ = controller.handle(.digit(1))
        _ = controller.handle(.character("x"))
        #expect(controller.selectedId == found[0], "numbers count the results")
    }

    @Test func fPinsTheSelectedKeyToTheTopWhenROrdersAgain() async throws {
        let controller = try await startedDemoController(clock: clock)
        type("/spa\r", into: controller)
        #expect(controller.selectedId == PreviewSeamService.Samples.ID.spa)
        type("f", into: controller)
        #expect(controller.notice == "Spa Suite is now a favourite.")
        #expect(screen(controller).contains("★ Spa Suite"))
        type("\u{1B}", into: controller)
        #expect(controller.keys.first?.id != PreviewSeamService.Samples.ID.spa, "numbers stay until r")
        #expect(controller.isReorderPending)
        type("r", into: controller)
        #expect(controller.keys.first?.id == PreviewSeamService.Samples.ID.spa)
        type("f", into: controller)
        #expect(controller.notice == "Spa Suite is no longer a favourite.")
    }

    @Test func theHelpLineNamesSearchAndFavourites() async throws {
        let controller = try await startedDemoController(clock: clock)
        #expect(screen(controller).contains("/ search · f favourite"))
        let german = DemoStrings.text("help.search", locale: Locale(identifier: "de_DE"))
        #expect(german == "suchen")
    }

    @Test func typedUTF8BecomesOneCharacterAndBrokenBytesAreDropped() {
        #expect(DemoKey.parse(Array("é".utf8)) == [.character("é")])
        #expect(DemoKey.parse(Array("ı東".utf8)) == [.character("ı"), .character("東")])
        #expect(DemoKey.parse([0xC3]) == [])
        #expect(DemoKey.parse([0xE6, 0x41]) == [.character("A")])
    }
}
