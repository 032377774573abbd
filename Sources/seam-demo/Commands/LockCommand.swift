import ArgumentParser
import Foundation
import SeamAccess
import SeamDemoKit

struct LockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lock",
        abstract: "Lock the lock behind a key that can be locked remotely, and print each event.",
        discussion: """
            Exit status: 0 locked, 1 another outcome (timed out, failed, the answer never came, the session \
            ended after the request was sent: the door may have locked), 2 nothing reached the lock (refused \
            before any request, e.g. a key that cannot be locked, or the API could not be reached or refused \
            the lock, its token included), 64 usage, 74 the \
            output could not be written, 130 interrupted (Ctrl-C). Errors go to stderr as `error[code]: sentence`.
            """)

    @Argument(help: ArgumentHelp("The key's id (see `seam-demo list`).", valueName: "key-id"))
    var credentialId: String

    @Option(name: .customLong("timeout"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds to wait for the lock: more than 0, at most \(Int(Seam.maximumUnlockTimeout)) "
            + "(default: \(DemoSeconds.text(Seam.defaultUnlockTimeout))).", valueName: "seconds"))
    var timeoutOption: Double?

    var timeout: Double { timeoutOption ?? Seam.defaultUnlockTimeout }

    @OptionGroup var options: DemoOptions

    func validate() throws {
        guard !credentialId.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("The key id is empty; give one from `seam-demo list`.")
        }
        guard timeout.isFinite, timeout > 0, timeout <= Seam.maximumUnlockTimeout else {
            throw ValidationError("--timeout must be more than 0 and at most \(Int(Seam.maximumUnlockTimeout)) seconds.")
        }
    }

    @MainActor
    func run() async throws {
        let session = try await DemoSession.start(options, interactive: false)
        defer { session.end() }
        let events: AnyPublisher<SeamLockEvent, Never>
        do {
            events = try session.service.seam.lock(using: credentialId, timeout: timeout)
        } catch is SeamLockingUnavailableError {
            throw DemoFailure(line: DemoErrorLine(code: "lockingUnavailable",
                                                  message: "This key's lock cannot be locked from the phone."), status: 2)
        } catch {
            throw DemoAttempt.refusal(error, session: session, credentialId: credentialId, locale: options.locale)
        }
        let locale = options.locale
        let last = await DemoAttempt.printed(events) { LockEventLine.line(for: $0, locale: locale) }
        let status = LockEventLine.exitCode(for: last)
        if status != 0 { throw ExitCode(status) }
    }
}

struct ActivityCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "activity",
        abstract: "Print the session's lock events of the last 7 days (unlocked, locked, access denied), newest first, "
            + "each with its lock's name and id.",
        discussion: """
            Exit status: 0 listed (possibly none), 1 the events could not be read (`activityUnavailable` when \
            the API gives this session no events: never printed as "no activity"), 2 the session could not \
            start (its token refused, no network), 64 usage, 74 the output could not be written.
            """)

    @Flag(help: ArgumentHelp("Print a JSON array of objects with `type`, `occurredAt` (ISO 8601), `keyId` and `method`."))
    var json = false

    @OptionGroup var options: DemoOptions

    @MainActor
    func run() async throws {
        let session = try await DemoSession.start(options, interactive: false)
        defer { session.end() }
        let activity: [SeamLockActivity]
        do {
            activity = try await session.service.seam.recentActivity()
        } catch is SeamActivityUnavailableError {
            // Never "no activity": the API did not say there was none.
            throw DemoFailure(line: DemoErrorLine(code: "activityUnavailable",
                                                  message: "This session can't read lock activity."), status: 1)
        } catch {
            guard let failure = SeamFailure(sdkError: error) else { throw error }
            let apiURL = options.usesCloud ? options.apiURLValue.absoluteString : nil
            throw DemoFailure(line: .seam(failure, stage: .readingActivity(apiURL: apiURL), locale: options.locale),
                              status: 1)
        }
        if json {
            DemoOutput.shared.line(try ActivityJSON.document(activity))
            return
        }
        let locale = options.locale
        guard !activity.isEmpty else {
            DemoOutput.shared.line(SeamRecentActivityPresentation(activity: [], keyId: "", locale: locale).note ?? "")
            return
        }
        let formatter = ISO8601DateFormatter()
        let names = Dictionary(session.service.credentials.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        for item in activity {
            // The lock's id and name come from the server: escaped, as all its text is, for the
            // terminal. The name says which door; the id is what `lock <key-id>` takes.
            let lock = names[item.keyId].map { "\(DemoQuoted.escaped($0)) (\(DemoQuoted.escaped(item.keyId)))" }
                ?? DemoQuoted.escaped(item.keyId)
            DemoOutput.shared.line("\(formatter.string(from: item.occurredAt))  \(lock)  "
                + SeamRecentActivityPresentation.text(item, locale: locale))
        }
    }
}
