import ArgumentParser
import Foundation
import SeamAccess
import SeamDemoKit

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Print the keys, in the order the key list shows them.")

    @Flag(help: "Print a JSON array (a stable contract for scripts).")
    var json = false

    @OptionGroup var options: DemoOptions

    @MainActor
    func run() async throws {
        let service = try await DemoBackend.service(options, interactive: false)
        let viewModel = SeamCredentialsViewModel(seam: service)
        if json {
            print(try CredentialJSON.document(for: viewModel.credentials))
            return
        }
        let style = options.plain ? DemoStyle(usesColor: false)
            : DemoStyle.detect(environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1)
        let renderer = CardRenderer(style: style)
        for (index, key) in viewModel.credentials.enumerated() {
            renderer.card(viewModel.presentation(for: key), number: index + 1, isSelected: false).forEach { print($0) }
        }
    }
}
