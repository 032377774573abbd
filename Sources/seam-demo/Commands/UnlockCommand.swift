import ArgumentParser
import Foundation
import SeamAccess
import SeamDemoKit

struct UnlockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlock",
        abstract: "Unlock with a key and print each event.",
        discussion: """
            Exit status: 0 granted, 1 another outcome (timed out, the lock failed, or the answer \
            never came or the session ended after the request was sent, and the door may have opened), \
            2 nothing reached the lock (the unlock was refused before starting, or the Seam API could \
            not be reached or refused it, its token included: the session ended), 64 usage, 74 the output could not be written, 130 interrupted (Ctrl-C). Errors go \
            to stderr as `error[code]: sentence`.
            """)

    @Argument(help: ArgumentHelp("The key's id (see `seam-demo list`).", valueName: "key-id"))
    var credentialId: String

    @Option(name: .customLong("timeout"), parsing: .unconditional, help: ArgumentHelp(
        "Seconds to wait for the lock: more than 0, at most \(Int(Seam.maximumUnlockTimeout)) "
            + "(default: \(DemoSeconds.text(Seam.defaultUnlockTimeout))).", valueName: "seconds"))
    var timeoutOption: Double?

    var timeout: Double { timeoutOption ?? Seam.defaultUnlockTimeout }

    @Option(name: .customLong("proximity"), help: ArgumentHelp(
        "How close the phone is: "
            + SeamUnlockProximity.allCases.map(\.rawValue).joined(separator: " or ")
            + " (default: the first one the key lists; a key that lists none leaves it to its lock).",
        valueName: "proximity"))
    var proximityOption: String?

    var proximity: SeamUnlockProximity? { proximityOption.flatMap(SeamUnlockProximity.init(rawValue:)) }

    @OptionGroup var options: DemoOptions

    func validate() throws {
        guard !credentialId.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("The key id is empty; give one from `seam-demo list`.")
        }
        guard timeout.isFinite, timeout > 0, timeout <= Seam.maximumUnlockTimeout else {
            throw ValidationError("--timeout must be more than 0 and at most \(Int(Seam.maximumUnlockTimeout)) seconds.")
        }
        if proximityOption != nil, proximity == nil {
            let names = SeamUnlockProximity.allCases.map(\.rawValue)
            throw ValidationError("--proximity must be " + names.dropLast().joined(separator: ", ")
                + " or " + (names.last ?? "") + ".")
        }
    }

    @MainActor
    func run() async throws {
        let session = try await DemoSession.start(options, interactive: false)
        defer { session.end() }
        let events: AnyPublisher<SeamAccessUnlockEvent, Never>
        do {
            events = try session.service.unlock(using: credentialId, proximity: proximity, timeout: timeout)
        } catch {
            throw DemoAttempt.refusal(error, session: session, credentialId: credentialId, locale: options.locale)
        }
        let provider = session.service.credentials.first { $0.id == credentialId }?.provider
        let locale = options.locale
        let last = await DemoAttempt.printed(events) { UnlockEventLine.line(for: $0, provider: provider, locale: locale) }
        let status = UnlockEventLine.exitCode(for: last)
        if status != 0 { throw ExitCode(status) }
    }
}
