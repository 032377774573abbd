import Foundation
import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// What the demo says when something is off: ids echoed safely, no screen drawn for nobody,
/// one language rule, and no silent or misleading answers.
@Suite(.serialized) struct DemoMessagesTests {
    @Test func keyIdsAreQuotedWithEscapesSoTheyCannotDriveTheTerminal() async throws {
        let result = try await DemoBinary.run(["unlock", "a\u{1B}[2Jb\nc\"d"])
        #expect(result.status == 2)
        #expect(result.stderr == "error[invalidCredentialId]: No key has the id \"a\\u{1B}[2Jb\\nc\\\"d\". "
            + "Run `seam-demo list` to see the ids.\n")
        let command = try await DemoBinary.run(["fr\u{1B}]0;x\u{07}ob"])
        #expect(command.status == 64)
        #expect(!command.stderr.contains("\u{1B}"))
        #expect(command.stderr.split(separator: "\n").count == 2)
    }

    @Test func quotingLeavesOrdinaryTextAlone() {
        #expect(DemoQuoted.text("sandbox-room-101") == "\"sandbox-room-101\"")
        #expect(DemoQuoted.text("Zimmer 12 · ä") == "\"Zimmer 12 · ä\"")
        #expect(DemoQuoted.text("x\u{202E}y\\") == "\"x\\u{202E}y\\\\\"")
    }

    @Test func theInteractiveScreenWithoutATerminalSaysSoAndFails() async throws {
        // DemoBinary gives the demo /dev/null as input and pipes as output: no terminal at all.
        for arguments in [[String](), ["interactive"]] {
            let result = try await DemoBinary.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty, "no screen drawn for nobody")
            #expect(result.stderr.hasPrefix("error[usage]: The interactive screen needs a terminal"))
            #expect(result.stderr.contains("seam-demo list"))
        }
    }

    @Test func anUnshippedLanguageFromTheEnvironmentIsEnglishThroughoutAndSaysSo() async throws {
        #expect(DemoLocale.resolve(option: nil, environment: ["LANG": "fi_FI.UTF-8"]).identifier == "en")
        #expect(DemoLocale.unshippedWarning(option: nil, environment: ["LANG": "fi_FI.UTF-8"])
            == "warning: the demo has no \"fi_FI\" language (from LANG); using English.")
        #expect(DemoLocale.unshippedWarning(option: nil, environment: ["LANG": "de_DE.UTF-8"]) == nil)
        #expect(DemoLocale.unshippedWarning(option: nil, environment: ["LC_ALL": "C", "LANG": "fi_FI"]) == nil)
        let result = try await DemoBinary.run(["list", "--json"], environment: ["LC_ALL": "", "LC_MESSAGES": "", "LANG": "fi_FI.UTF-8"])
        #expect(result.status == 0)
        #expect(result.stderr == "warning: the demo has no \"fi_FI\" language (from LANG); using English.\n")
    }

    @Test func japaneseJoinsTitleAndMessageWithItsOwnFullStop() {
        let japanese = Locale(identifier: "ja")
        #expect(SeamSpokenSentences.join("ドアを解錠しました", "準備ができました。", locale: japanese) == "ドアを解錠しました。準備ができました。")
        #expect(SeamSpokenSentences.join("Door unlocked", "Open the door.", locale: Locale(identifier: "en"))
            == "Door unlocked. Open the door.")
        #expect(SeamSpokenSentences.join("Unlocking…", "Wait.", locale: Locale(identifier: "en")) == "Unlocking… Wait.")
        #expect(!SeamListAnnouncement.activationFailed(.internetConnectionRequired).text(locale: japanese).contains(". "))
    }

    @Test func anEmptyTokenWithOneInTheEnvironmentDoesNotPromiseTheSandbox() async throws {
        let result = try await DemoBinary.run(["list", "--token", ""], environment: ["SEAM_CLIENT_SESSION_TOKEN": "seam_cst_x"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error[usage]: --token is empty; give a client session token, "
            + "or leave it out to use SEAM_CLIENT_SESSION_TOKEN."))
        let alone = try await DemoBinary.run(["list", "--token", ""], environment: ["SEAM_CLIENT_SESSION_TOKEN": ""])
        #expect(alone.stderr.hasPrefix("error[usage]: --token is empty; give a client session token, or leave it out for the sandbox."))
    }

    @Test func aCacheFolderBehindAFileSaysWhichFileIsInTheWay() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-file-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let problem = DemoCacheDirectory.problem(with: file.appendingPathComponent("cache/seam-access", isDirectory: true))
        #expect(problem == "it cannot be created (\(file.path) is a file, not a folder)")
        #expect(DemoCacheDirectory.problem(with: URL(fileURLWithPath: "/dev/null/x", isDirectory: true))
            == "it cannot be created (/dev/null is a file, not a folder)")
    }

    @Test func anEmptyListSaysSoAndItsJSONIsOneEmptyArray() async throws {
        #expect(try CredentialJSON.document(for: []) == "[]")
        var session = try #require(try JSONSerialization.jsonObject(with: FakeSeamAPI.fixture()) as? [String: Any])
        var phoneSession = try #require(session["phone_session"] as? [String: Any])
        phoneSession["provider_sessions"] = [Any]()
        session["phone_session"] = phoneSession
        let api = try await FakeSeamAPI.start(payload: try JSONSerialization.data(withJSONObject: session))
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let common = ["--api-url", try await api.baseURL.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                      "--cache-dir", cache.path, "--locale", "en"]
        let text = try await DemoBinary.run(["list"] + common)
        let json = try await DemoBinary.run(["list", "--json"] + common)
        await api.stop()
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout == "No keys yet.\n")
        #expect(json.stdout == "[]\n")
    }
}
