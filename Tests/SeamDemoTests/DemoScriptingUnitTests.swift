import Foundation
import SeamTestSupport
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import Testing

struct DemoErrorLineTests {
    @Test func oneFormatWithAStableCodeAndASentence() {
        let line = DemoErrorLine.seam(.credentialErrors([.expired]), stage: .unlocking(credentialId: "k"), locale: .english)
        #expect(line.description == "error[credentialErrors.expired]: This key has expired — Your access has ended. "
            + "Contact your host if you need more time.")
        #expect(DemoErrorLine.usage("--timeout must be more than 0").description == "error[usage]: --timeout must be more than 0")
        #expect(DemoErrorLine.code(for: .credentialErrors([.expired, .contactSeamSupport]))
            == "credentialErrors.expired,contactSeamSupport")
    }

    @Test func anExpiredSessionReadsDifferentlyFromAMalformedOrRefusedToken() {
        let expired = DemoErrorLine.seam(.invalidClientSessionToken, stage: .activating(apiURL: "http://x", tokenExpired: true), locale: .english)
        let refused = DemoErrorLine.seam(.invalidClientSessionToken, stage: .activating(apiURL: "http://x", tokenExpired: false), locale: .english)
        let malformed = DemoErrorLine.seam(.invalidClientSessionToken, stage: .checkingToken, locale: .english)
        #expect(Set([expired.code, refused.code, malformed.code]) == ["invalidClientSessionToken"])
        #expect(expired.message.contains("has expired"))
        #expect(refused.message.contains("refused"))
        #expect(malformed.message.contains("not a client session token"))
        #expect(Set([expired.message, refused.message, malformed.message]).count == 3)
    }

    @Test(arguments: [SeamFailure.internetConnectionRequired, .initializationRequired, .invalidClientSessionToken,
                      .deactivationInProgress, .alreadyInitialized, .invalidCredentialId, .integrationNotFound,
                      .credentialErrors([.unknown]), .serviceUnavailable])
    func everySeamErrorGetsASentenceNotAnIdentifier(_ error: SeamFailure) {
        let line = DemoErrorLine.seam(error, stage: .unlocking(credentialId: "k"), locale: .english)
        #expect(line.message.count > 20)
        #expect(!line.message.contains(error.description))
        #expect(line.description.hasPrefix("error[\(line.code)]: "))
    }

    /// A stranger's run (#30, L4): `activity` against a stopped server, the session started
    /// from the cache, said "This needs an internet connection, and there is none" under the
    /// warning that the API could not be reached; and an expired token there was called "not a
    /// client session token".
    @Test func activityThatCouldNotBeReadSaysWhyInItsOwnWords() {
        let stage = DemoErrorLine.Stage.readingActivity(apiURL: "http://127.0.0.1:9")
        #expect(DemoErrorLine.seam(.internetConnectionRequired, stage: stage, locale: .english).message
            == "Could not reach the Seam API at http://127.0.0.1:9 to list the lock activity.")
        #expect(DemoErrorLine.seam(.serviceUnavailable, stage: stage, locale: .english).message
            .hasPrefix("The Seam API at http://127.0.0.1:9 answered but could not list the lock activity"))
        let expired = DemoErrorLine.seam(.invalidClientSessionToken, stage: stage, locale: .english).message
        #expect(expired.contains("refused the client session token (401)") && !expired.contains("not a client session token"))
        #expect(DemoErrorLine.seam(.internetConnectionRequired, stage: .readingActivity(apiURL: nil), locale: .english)
            .message == "This needs an internet connection, and there is none.")
    }

    @Test func aServerThatFailedIsNotCalledUnreachable() {
        let stage = DemoErrorLine.Stage.activating(apiURL: "http://127.0.0.1:9", tokenExpired: false)
        let failed = DemoErrorLine.seam(.serviceUnavailable, stage: stage, locale: .english)
        let unreachable = DemoErrorLine.seam(.internetConnectionRequired, stage: stage, locale: .english)
        #expect(failed.code == "serviceUnavailable")
        #expect(failed.message.contains("http://127.0.0.1:9"))
        #expect(failed.message.contains("answered"))
        #expect(!failed.message.contains("Could not reach"))
        #expect(failed.message != unreachable.message)
    }

    @Test func theCacheWarningSaysWhetherTheAPIFailedOrWasUnreachable() {
        let utc = TimeZone(identifier: "UTC") ?? .current
        let failed = DemoDiagnostics.warning(for: "Activated offline from the cache of 2026-11-23 23:58:52 +0000 "
            + "(HTTP 500, seam-request-id request1)", locale: .english, timeZone: utc)
        #expect(failed?.hasPrefix("warning: the Seam API answered but failed (HTTP 500, seam-request-id request1); "
            + "showing the keys cached on ") == true, "\(failed ?? "nil")")
        let unreachable = DemoDiagnostics.warning(for: "Activated offline from the cache of 2026-11-23 23:58:52 +0000 "
            + "(transport: URLError -1004)", locale: .english, timeZone: utc)
        #expect(unreachable?.hasPrefix("warning: the Seam API could not be reached; showing the keys cached on ") == true,
                "\(unreachable ?? "nil")")
        for line in [failed, unreachable] {
            #expect(line?.contains("2026, at 11:58") == true || line?.contains("2026 at 11:58") == true,
                    "the cache date is localized: \(line ?? "nil")")
        }
    }

    @Test func aServerMessageInAWarningCannotWriteToTheTerminal() {
        let line = DemoDiagnostics.warning(for: "Activated offline from the cache of 2026-11-23 23:58:52 +0000 "
            + "(HTTP 500, boom\u{1B}]0;pwned\u{07}\u{1B}[2J\nsecond line \u{202E}txt.exe)", locale: .english)
        #expect(line?.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" } == false, "\(line ?? "nil")")
        #expect(line?.contains("boom") == true)
    }

    @Test func unreachableNamesTheAPI() {
        let line = DemoErrorLine.seam(.internetConnectionRequired, stage: .activating(apiURL: "http://127.0.0.1:9", tokenExpired: false), locale: .english)
        #expect(line.message.contains("http://127.0.0.1:9"))
    }
}

struct DemoLocaleTests {
    @Test(arguments: [
        (nil, ["LANG": "fr_FR.UTF-8"], "fr_FR"), (nil, ["LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"], "de_DE"),
        (nil, ["LC_MESSAGES": "es_ES", "LANG": "fr_FR"], "es_ES"), (nil, ["LC_ALL": "C", "LANG": "fr_FR"], "en"),
        (nil, [:], "en"), ("es", ["LANG": "fr_FR.UTF-8"], "es"), ("de-DE", [:], "de_DE"),
        (nil, ["LC_ALL": "", "LANG": "fr_FR@euro"], "fr_FR"),
    ] as [(String?, [String: String], String)])
    func theOptionWinsThenLCALLThenLCMESSAGESThenLANG(_ option: String?, _ environment: [String: String], _ expected: String) {
        #expect(DemoLocale.resolve(option: option, environment: environment).identifier == expected)
    }

    @Test func validIdentifiers() {
        #expect(DemoLocale.isValid("fr"))
        #expect(DemoLocale.isValid("pt_BR"))
        #expect(!DemoLocale.isValid(""))
        #expect(!DemoLocale.isValid("../etc"))
    }
}

struct DemoCacheDirectoryTests {
    #if !canImport(Darwin)
    @Test func followsXDGThenHOME() {
        #expect(DemoCacheDirectory.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"])?.path
            == "/x/cache/seam-access")
        #expect(DemoCacheDirectory.defaultDirectory(environment: ["HOME": "/home/a"])?.path == "/home/a/.cache/seam-access")
        #expect(DemoCacheDirectory.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"])?.path
            == "/home/a/.cache/seam-access", "XDG says to ignore a relative path")
        #expect(DemoCacheDirectory.defaultDirectory(environment: [:]) == nil)
    }
    #endif

    @Test func aFileOrAnUncreatableFolderIsAProblemAWritableFolderIsNot() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-cache-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("a/b", isDirectory: true)
        #expect(DemoCacheDirectory.problem(with: folder) == nil)
        #expect(FileManager.default.fileExists(atPath: folder.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "the write check leaves nothing")
        let file = base.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        #expect(DemoCacheDirectory.problem(with: file)?.contains("is a file") == true)
        #expect(DemoCacheDirectory.problem(with: file.appendingPathComponent("inside")) != nil)
    }
}

struct DemoDiagnosticsTests {
    @Test func onlyWhatAUserMustSeeBecomesAWarning() {
        #expect(DemoDiagnostics.warning(for: "Discarding session-ab.json: unreadable (dataCorrupted)", locale: .english)
            == "warning: the offline cache had an unreadable file and it was discarded (session-ab.json: unreadable (dataCorrupted)).")
        let utc = TimeZone(identifier: "UTC") ?? .current
        #expect(DemoDiagnostics.warning(for: "Activated offline from the cache of 2026-01-01 10:00:00 +0000 (transport)", locale: .english,
                                        timeZone: utc)?.contains("showing the keys cached on Jan 1, 2026") == true)
        #expect(DemoDiagnostics.warning(for: "Activated offline from the cache of 2026-01-01 10:00:00 +0000 (transport)",
                                        locale: Locale(identifier: "de_DE"), timeZone: utc)?
            .contains("01.01.2026, 10:00") == true, "the date follows the locale")
        #expect(DemoDiagnostics.warning(for: "Seam API call failed: HTTP 500", locale: .english) == nil)
        #expect(DemoDiagnostics.warning(for: "Seam activated with 3 credentials", locale: .english) == nil)
    }

    @Test func remembersAnExpiredSession() {
        let lines = LockedLines()
        let diagnostics = DemoDiagnostics(locale: .english) { lines.append($0) }
        diagnostics.logger.log(.error, "The Seam API refused the client session token (HTTP 401, type client_session_expired)")
        diagnostics.logger.log(.warning, "Discarding session-x.json: bad")
        diagnostics.logger.log(.debug, "Discarding is only shown as a warning")
        #expect(diagnostics.tokenExpired)
        #expect(lines.values.count == 1)
    }
}

final class LockedLines: @unchecked Sendable {
    // Safe to share: `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ line: String) { lock.withLock { storage.append(line) } }
    var values: [String] { lock.withLock { storage } }
}

struct DemoSandboxNotesTests {
    let notes = DemoSandboxNotes(scenario: .default)
    let keys = PreviewSeamService.Samples.credentials(now: Date(timeIntervalSince1970: 1_750_000_000))
        .map(SeamAccessCredential.init)

    @Test func readyKeysWhoseLocksAreScriptedToFailAreLabelled() throws {
        func note(_ id: String) throws -> String? { notes.note(for: try #require(keys.first { $0.id == id }), locale: .english) }
        #expect(try note(PreviewSeamService.Samples.ID.room) == nil)
        #expect(try note(PreviewSeamService.Samples.ID.office) == nil)
        #expect(try note(PreviewSeamService.Samples.ID.gym)?.contains("fail to connect") == true)
        #expect(try note(PreviewSeamService.Samples.ID.garage)?.contains("times out") == true)
        #expect(try note(PreviewSeamService.Samples.ID.spa)?.contains("no lock integration") == true)
        #expect(try note(PreviewSeamService.Samples.ID.expired) == nil, "its own status already says why")
    }

    @Test func thePreferredKeyOpens() throws {
        let preferred = try #require(notes.preferredKey(in: keys))
        #expect(preferred.errors.isEmpty)
        #expect(notes.note(for: preferred, locale: .english) == nil)
        var allGrant = SeamSandboxScenario.default
        allGrant.locks = allGrant.locks.mapValues { _ in SeamSimulatedLock(latency: 0, outcome: .grant) }
        let gym = try #require(keys.first { $0.id == PreviewSeamService.Samples.ID.gym })
        #expect(DemoSandboxNotes(scenario: allGrant).note(for: gym, locale: .english) == nil, "--lock-outcome grant: nothing to label")
    }
}

struct DemoArgumentsTests {
    let commands = ["interactive", "list", "unlock"]
    let flags: Set<String> = ["--plain", "--json"]

    @Test func optionsMayComeBeforeTheCommand() {
        #expect(DemoArguments.commandFirst(["--plain", "--lock-outcome", "grant", "list", "--json"], commands: commands, flags: flags)
            == ["list", "--plain", "--lock-outcome", "grant", "--json"])
        #expect(DemoArguments.commandFirst(["--locale=fr", "unlock", "k"], commands: commands, flags: flags)
            == ["unlock", "--locale=fr", "k"])
    }

    @Test func aCommandNameThatIsAnOptionsValueStaysPut() {
        #expect(DemoArguments.commandFirst(["--token", "list"], commands: commands, flags: flags) == ["--token", "list"])
        #expect(DemoArguments.commandFirst(["list", "--plain"], commands: commands, flags: flags) == ["list", "--plain"])
        #expect(DemoArguments.commandFirst([], commands: commands, flags: flags) == [])
    }
}
