import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// What the cloud engine leaves on disk, and what it deletes.
@Suite(.serialized) struct SeamCloudDataAtRestTests {
    @Test func deintegrationDeletesOnlyTheEnginesOwnFiles() async throws {
        try await withCloudHarness { harness in
            // The app pointed the cache at a folder that also holds its own files.
            try FileManager.default.createDirectory(at: harness.cacheDirectory.appendingPathComponent("app-data"),
                                                    withIntermediateDirectories: true)
            try Data("notes".utf8).write(to: harness.cacheDirectory.appendingPathComponent("notes.json"))
            try Data("x".utf8).write(to: harness.cacheDirectory.appendingPathComponent("session-notes.json"))
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(harness.cacheFiles.contains("installation.json"))
            #expect(harness.cacheFiles.contains { $0.hasPrefix("session-") && $0 != "session-notes.json" })
            await seam.deactivate(deintegrate: true)
            #expect(harness.cacheFiles == ["app-data", "notes.json", "session-notes.json"])
        }
    }
}

/// The app switcher's snapshot never holds a door code or a card number.
struct SeamSceneActivityTests {
    let row = SeamAccessCredential.Presentation(
        credential: SeamAccessCredential(id: "a", name: "Room", location: "", cardNumber: "990077", code: "4821"),
        now: Date(timeIntervalSince1970: 1_750_000_000), locale: Locale(identifier: "en_US"))

    @Test func codesShowOnlyWhileTheSceneIsActive() {
        #expect(SeamSceneActivity.allCases.filter(\.showsSecrets) == [.active])
        #expect(row.codeText(for: .active) == row.codeText)
        #expect(row.cardNumberText(for: .active) == row.cardNumberText)
        for activity in [SeamSceneActivity.inactive, .background] {
            let code = row.codeText(for: activity), card = row.cardNumberText(for: activity)
            #expect(code != nil && !(code ?? "").contains("4821"), "\(activity)")
            #expect(card != nil && !(card ?? "").contains("990077"), "\(activity)")
        }
    }

    @Test func theMaskIsWordedInTheScreensLanguage() {
        let italian = SeamAccessCredential.Presentation(
            credential: SeamAccessCredential(id: "a", name: "Room", location: "", code: "4821"),
            now: Date(timeIntervalSince1970: 1_750_000_000), locale: Locale(identifier: "it_IT"))
        #expect(italian.maskedCodeText == SeamStatusPresentation.Copy.code("••••", locale: Locale(identifier: "it_IT")))
        #expect(italian.maskedCodeText != row.maskedCodeText)
        #expect(italian.maskedCardNumberText == nil, "no card number, nothing to mask")
    }
}
