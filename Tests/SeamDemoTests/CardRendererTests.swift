import Foundation
import SeamTestSupport
import SeamAccess
import SeamDemoKit
import Testing

struct CardRendererTests {
    let now = Date(timeIntervalSince1970: 1_750_237_200)
    let english = Locale(identifier: "en_US")
    let utc = TimeZone(identifier: "UTC") ?? .current

    func row(_ key: SeamAccessCredential) -> SeamAccessCredential.Presentation {
        SeamAccessCredential.Presentation(credential: key, now: now, locale: english, timeZone: utc)
    }

    @Test func readyKeyShowsNameLocationBadgeAndExpiry() {
        let key = SeamAccessCredential(id: "a", name: "Room 101", location: "Hotel Marina",
                                       expiry: now.addingTimeInterval(3_600))
        let lines = CardRenderer(style: DemoStyle(usesColor: false), width: 60).card(row(key), number: 1, isSelected: true)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("›  1 Room 101 · Hotel Marina"))
        #expect(lines[0].hasSuffix("[Ready]"))
        #expect(lines[0].count == 60)
        #expect(lines[1].trimmingCharacters(in: .whitespaces).hasPrefix("Expires today at 10:00"))
    }

    @Test func unusableKeyAddsWhyAndNoExpiryLineWhenThereIsNone() {
        let key = SeamAccessCredential(id: "b", name: "Wing B", location: "HQ",
                                       errors: [.userInteractionRequired(.enableBluetooth)])
        let lines = CardRenderer(style: DemoStyle(usesColor: false)).card(row(key), number: 12, isSelected: false)
        #expect(lines.count >= 2)
        #expect(lines[0].hasPrefix("  12 Wing B · HQ"))
        #expect(lines[0].hasSuffix("[Bluetooth off]"))
        #expect(lines[1].trimmingCharacters(in: .whitespaces).hasPrefix("Your phone talks to the lock over Bluetooth."))
        #expect(lines.allSatisfy { DemoText.width($0) <= 72 })
    }

    @Test func longNamesWrapAtWordsAndTheBadgeMovesWhenItDoesNotFit() {
        let key = SeamAccessCredential(id: "c", name: String(repeating: "Very long name ", count: 6), location: "Hotel")
        let plain = CardRenderer(style: DemoStyle(usesColor: false), width: 40).card(row(key), number: 1, isSelected: false)
        #expect(plain.allSatisfy { DemoText.width($0) <= 40 })
        #expect(!plain.joined().contains("…"), "nothing is cut")
        #expect(plain.joined(separator: " ").contains("Very long name Very"))
        #expect(plain.allSatisfy { !$0.hasSuffix("Ver") && !$0.hasSuffix("lon") }, "no line breaks mid-word")
        #expect(plain.contains { $0.hasSuffix("[Ready]") })
        let coloured = CardRenderer(style: DemoStyle(usesColor: true), width: 50).card(row(key), number: 1, isSelected: true)
        #expect(coloured[0].contains("\u{1B}[1m"))
    }

    @Test func withoutAWidthNothingIsWrappedOrCutAndTheIdIsShown() {
        let key = SeamAccessCredential(id: "key-id-1", name: String(repeating: "Long ", count: 30), location: "Hotel",
                                       errors: [.expired])
        let lines = CardRenderer(style: DemoStyle(usesColor: false), width: nil)
            .card(row(key), number: 3, isSelected: false, id: key.id, note: "A note")
        #expect(lines[0].hasPrefix("   3 Long Long"))
        #expect(lines[0].hasSuffix("[Expired]"))
        #expect(lines.count == 4, "title, id, message, note: \(lines)")
        #expect(lines[1] == "     id: key-id-1")
        #expect(lines.last == "     A note")
    }

    @Test func noColorAndDumbTerminalsGetPlainOutput() {
        #expect(!DemoStyle.detect(environment: ["NO_COLOR": "1"], isTerminal: true).usesColor)
        #expect(!DemoStyle.detect(environment: ["TERM": "dumb"], isTerminal: true).usesColor)
        #expect(!DemoStyle.detect(environment: [:], isTerminal: false).usesColor)
        #expect(DemoStyle.detect(environment: ["TERM": "xterm"], isTerminal: true).usesColor)
        #expect(DemoStyle.detect(environment: ["NO_COLOR": "", "TERM": "xterm"], isTerminal: true).usesColor,
                "an empty NO_COLOR does not count (no-color.org)")
    }

    @Test func unlockRendererShowsEveryPhaseWithoutDebugText() {
        let renderer = UnlockRenderer(style: DemoStyle(usesColor: false), locale: .english)
        let phases: [SeamUnlockCardViewModel.Phase] = [.idle, .unlocking, .granted, .timedOut,
                                         .connectionFailed(debugDescription: "GATT 133"), .blocked(.expired),
                                         .preflightFailed(.integrationNotFound)]
        for phase in phases {
            let lines = renderer.lines(phase: phase, status: SeamStatusPresentation(phase: phase, locale: english), frame: 3)
            #expect(lines.count >= 2)
            #expect(!lines.joined().contains("GATT"))
        }
        let timedOut = renderer.lines(phase: .timedOut, status: SeamStatusPresentation(phase: .timedOut, locale: english),
                                      frame: 0)
        #expect(timedOut.last == "  [a] Try Again")
        let idle = renderer.lines(phase: .idle, status: SeamStatusPresentation(phase: .idle, locale: english), frame: 0)
        #expect(idle.joined().contains("Press Enter to unlock."))
    }
}

/// A card whose badge wraps onto its own line keeps all its lines as wide as a card, so
/// right-to-left copy aligned to the right edge starts every card in the same column.
struct CardRendererWrappedWidthTests {
    @Test func aWrappedCardsLinesAreAllAsWideAsTheCard() {
        let now = Date(timeIntervalSince1970: 1_750_237_200)
        let arabic = Locale(identifier: "ar")
        let renderer = CardRenderer(style: DemoStyle(usesColor: false), width: 40)
        let long = SeamAccessCredential(id: "a", name: "Fitness Center", location: "Hotel Marina")
        let short = SeamAccessCredential(id: "b", name: "Spa", location: "Hotel Marina")
        let wrapped = renderer.card(SeamAccessCredential.Presentation(credential: long, now: now, locale: arabic), number: 1,
                                    isSelected: false, compact: true)
        let single = renderer.card(SeamAccessCredential.Presentation(credential: short, now: now, locale: arabic), number: 2,
                                   isSelected: false, compact: true)
        #expect(wrapped.count == 2, "\(wrapped)")
        for line in wrapped + single {
            #expect(DemoText.width(line) == 40, "\(line)")
        }
        let aligned = (wrapped + single).map { DemoText.alignTrailing($0, width: 40) }
        #expect(aligned[0].firstIndex(of: "1").map { aligned[0].distance(from: aligned[0].startIndex, to: $0) }
            == aligned[2].firstIndex(of: "2").map { aligned[2].distance(from: aligned[2].startIndex, to: $0) },
            "both cards' numbers in the same column")
    }
}
