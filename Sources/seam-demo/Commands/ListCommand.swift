import ArgumentParser
import Foundation
import SeamAccess
import SeamDemoKit

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the keys with their ids, in the order the key list shows them (favourites first, marked ★).",
        discussion: "On a terminal, cards fit its width; piped or redirected, lines are never wrapped or cut.")

    @Flag(help: ArgumentHelp("Print a JSON array (a stable contract for scripts). It includes door codes and card "
        + "numbers: keep it out of logs and shared files."))
    var json = false

    @OptionGroup var options: DemoOptions

    @MainActor
    func run() async throws {
        let session = try await DemoSession.start(options, interactive: false)
        defer { session.end() }
        let viewModel = SeamCredentialsViewModel(seam: session.service)
        if json {
            let favourites = Set(viewModel.credentials.map(\.id).filter(viewModel.isFavourite))
            DemoOutput.shared.line(try CredentialJSON.document(for: viewModel.credentials, favourites: favourites))
            return
        }
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let renderer = CardRenderer(style: options.style(isTerminal: isTerminal),
                                    width: isTerminal ? TerminalSize.current().width : nil)
        let locale = options.locale
        guard !viewModel.credentials.isEmpty else {
            // Silence would look like a failure; the interactive screen says the same.
            DemoOutput.shared.line(DemoStrings.text("empty.title", locale: locale))
            return
        }
        // On a terminal, right-to-left copy is aligned right as on the interactive screen; a
        // pipe gets it unpadded, in logical order.
        let alignsRight = SeamLanguage(locale: locale).isRightToLeft ? renderer.width : nil
        for (index, key) in viewModel.credentials.enumerated() {
            let row = viewModel.presentation(for: key, locale: locale)
            renderer.card(row, number: index + 1, isSelected: false, id: key.id,
                          note: session.sandboxNotes?.note(for: key, locale: locale), isFavourite: viewModel.isFavourite(key.id))
                .forEach { line in DemoOutput.shared.line(alignsRight.map { DemoText.alignTrailing(line, width: $0) } ?? line) }
        }
    }
}
