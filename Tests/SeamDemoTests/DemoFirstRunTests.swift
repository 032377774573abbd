import Foundation
import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// What a stranger's first run of `seam-demo` found, each pinned.
struct DemoFirstRunUnitTests {
    @Test func aCacheWriteFailureGivesAPlainReasonNotFoundationsDump() {
        let logged = "Could not write installation.json: Error Domain=NSCocoaErrorDomain Code=513 "
            + "\"You don’t have permission.\"UserInfo={NSURL=file:///nonexistent/installation.json}"
        #expect(DemoDiagnostics.warning(for: logged, locale: .english)
            == "warning: the offline cache could not be saved (installation.json: permission denied).")
        let posix = "Could not write session-ab.json: Error Domain=NSPOSIXErrorDomain Code=28 \"No space left on device\""
        #expect(DemoDiagnostics.warning(for: posix, locale: .english)
            == "warning: the offline cache could not be saved (session-ab.json: no space left on device).")
        #expect(DemoDiagnostics.warning(for: "Could not write a.json: disk gone", locale: .english)
            == "warning: the offline cache could not be saved (a.json: disk gone).")
    }

    @Test func titleAndMessageAreJoinedTheSameWayInEveryLanguage() {
        let japanese = DemoErrorLine.seam(.credentialErrors([.userInteractionRequired(.grantBluetoothPermission)]),
                                          stage: .unlocking(credentialId: "k"), locale: Locale(identifier: "ja_JP"))
        let status = SeamStatusPresentation(error: .userInteractionRequired(.grantBluetoothPermission),
                                            locale: Locale(identifier: "ja_JP"))
        #expect(japanese.message == status.title + " — " + status.message)
        #expect(!japanese.message.contains(". "))
        #expect(DemoErrorLine.joined(title: "Title", message: "") == "Title")
    }

    @Test func aFailedConnectionPrintsTheSentenceForPeopleNotTheEnginesDebugText() {
        let line = UnlockEventLine.line(for: .connectionFailed(debugDescription: "BLE GATT write failed (sandbox)"),
                                        locale: Locale(identifier: "fr"))
        let status = SeamStatusPresentation(phase: .connectionFailed(debugDescription: ""), locale: Locale(identifier: "fr"))
        #expect(line == "connectionFailed: " + status.title + " — " + status.message)
        #expect(!line.contains("GATT"))
    }

    @Test func aLocaleWithoutCopyIsEnglishThroughAndThroughAndSaysSo() {
        #expect(DemoLocale.resolve(option: "xx", environment: [:]).identifier == "en")
        #expect(DemoLocale.resolve(option: "ru_RU", environment: [:]).identifier == "en")
        #expect(DemoLocale.unshippedWarning(option: "xx") == "warning: the demo has no \"xx\" language; using English.")
        #expect(DemoLocale.resolve(option: "ja_JP", environment: [:]).identifier == "ja_JP")
        #expect(DemoLocale.resolve(option: "en_GB", environment: [:]).identifier == "en_GB")
        #expect(DemoLocale.unshippedWarning(option: "en_GB") == nil)
        #expect(DemoLocale.unshippedWarning(option: "zh_TW") == nil)
        #expect(DemoLocale.unshippedWarning(option: nil) == nil)
    }

    @Test func helpSecondsHaveNoTrailingPointZero() {
        #expect(DemoSeconds.text(10) == "10")
        #expect(DemoSeconds.text(2.5) == "2.5")
    }
}

@Suite(.serialized) struct DemoFirstRunEndToEndTests {
    @Test func writingToAFullDiskIsAnIOErrorNotASuccess() async throws {
        for arguments in [["list"], ["list", "--json"]] {
            let result = try await DemoBinary.run(arguments, standardOutput: "/dev/full")
            #expect(result.status == 74, "\(arguments)")
            #expect(result.stderr == "error[output]: Could not write the output (no space left on device).\n")
        }
    }

    @Test func aReaderThatStopsEarlyEndsTheRunQuietlyWhateverTheOutputSize() async throws {
        for arguments in [["list"], ["list", "--json", "--plain"]] {
            let result = try await DemoBinary.runClosingOutputEarly(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test func helpOnAnUnknownTopicIsAUsageError() async throws {
        let result = try await DemoBinary.run(["help", "bogus"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(
            "error[usage]: There is no help for \"bogus\". Commands: interactive, list, unlock, lock, activity, sign-out (interactive is the default).\n"))
    }

    @Test func theRootHelpShowsUsageBeforeTheSharedOptions() async throws {
        let result = try await DemoBinary.run(["--help"])
        #expect(result.status == 0)
        let usage = try #require(result.stdout.range(of: "USAGE:"))
        let shared = try #require(result.stdout.range(of: "OPTIONS OF EVERY COMMAND:"))
        let subcommands = try #require(result.stdout.range(of: "SUBCOMMANDS:"))
        #expect(usage.lowerBound < subcommands.lowerBound && subcommands.lowerBound < shared.lowerBound)
        #expect(result.stdout.contains("(default: 30)"))
        let unlock = try await DemoBinary.run(["unlock", "--help"])
        #expect(unlock.stdout.contains("(default: \(DemoSeconds.text(Seam.defaultUnlockTimeout)))"))
        #expect(!unlock.stdout.contains("(default: 10.0)"))
    }

    @Test func everyErrorSentenceStartsWithACapital() async throws {
        let runs: [([String], [String: String])] = [
            (["list", "--api-url", "https://example.com"], ["SEAM_CLIENT_SESSION_TOKEN": ""]),
            (["list", "--token", "seam_cst_a", "--lock-latency", "1"], [:]),
            (["list", "--token", "seam_cst_a", "--lock-latency", "1", "--ready-after", "1"], [:]),
            (["bogus"], [:]),
            (["list", "--bogus"], [:]),
        ]
        for (arguments, environment) in runs {
            let result = try await DemoBinary.run(arguments, environment: environment)
            #expect(result.status == 64)
            let sentence = try #require(result.stderr.split(separator: "\n").first?.split(separator: " ", maxSplits: 1).last)
            #expect(sentence.first?.isUppercase == true || sentence.first == "-", "\(result.stderr)")
        }
        let one = try await DemoBinary.run(["list", "--token", "seam_cst_a", "--lock-latency", "1"])
        #expect(one.stderr.contains("--lock-latency only applies to the sandbox"))
        let two = try await DemoBinary.run(["list", "--token", "seam_cst_a", "--lock-latency", "1", "--ready-after", "1"])
        #expect(two.stderr.contains("--lock-latency, --ready-after only apply to the sandbox"))
    }

    @Test func aBlankTokenVariableIsRefusedLikeABlankTokenOption() async throws {
        let option = try await DemoBinary.run(["list", "--token", " "], environment: ["SEAM_CLIENT_SESSION_TOKEN": ""])
        let variable = try await DemoBinary.run(["list"], environment: ["SEAM_CLIENT_SESSION_TOKEN": " "])
        #expect(option.status == 2)
        #expect(variable.status == option.status)
        #expect(variable.stderr == option.stderr)
        #expect(variable.stderr.hasPrefix("error[invalidClientSessionToken]:"))
        #expect(variable.stdout.isEmpty)
    }

    @Test func anUnshippedLocaleWarnsOnceAndFormatsInEnglish() async throws {
        // Both runs show times relative to the real "now", so they are compared only when they
        // ran within one clock minute (a loaded machine once put them either side of 1:13).
        var unknown = try await DemoBinary.run(["list", "--locale", "xx"], environment: ["NO_COLOR": "1"])
        var english = unknown
        for _ in 0..<3 {
            let minute = Int(Date().timeIntervalSince1970 / 60)
            unknown = try await DemoBinary.run(["list", "--locale", "xx"], environment: ["NO_COLOR": "1"])
            english = try await DemoBinary.run(["list"], environment: ["NO_COLOR": "1", "LC_ALL": "", "LC_MESSAGES": "", "LANG": ""])
            if Int(Date().timeIntervalSince1970 / 60) == minute { break }
        }
        #expect(unknown.status == 0)
        #expect(unknown.stderr == "warning: the demo has no \"xx\" language; using English.\n")
        let expiry = { (text: String) in text.split(separator: "\n").filter { $0.contains("Expires") } }
        #expect(expiry(unknown.stdout) == expiry(english.stdout))
        #expect(expiry(unknown.stdout).contains { $0.contains("AM") || $0.contains("PM") })
    }

    @Test func aFailedConnectionSaysWhatHappenedInWords() async throws {
        let result = try await DemoBinary.run(["unlock", PreviewSeamService.Samples.ID.gym])
        #expect(result.status == 1)
        #expect(result.stdout.contains("connectionFailed: Couldn’t unlock — "))
        #expect(!result.stdout.contains("GATT"))
    }
}
