import ArgumentParser
import Foundation
import SeamAccess
import SeamDemoKit

struct InteractiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interactive", abstract: "Browse your keys and unlock (the default); ? on the screen lists its keys.")

    @OptionGroup var options: DemoOptions

    private enum LoopEvent: Sendable {
        case input([UInt8])
        case redraw
        case resize
        case tick
        case warning(String)
    }

    @MainActor
    func run() async throws {
        // A screen nobody sees (input from a file, output to one) is a mistake, not a success.
        guard RawTerminal.isInteractive else {
            throw DemoFailure(line: .usage("The interactive screen needs a terminal for its input and output; "
                + "for scripts and redirected output use `seam-demo list` or `seam-demo unlock <key-id>`."),
                status: 64, hint: "seam-demo --help")
        }
        let (events, continuation) = AsyncStream.makeStream(of: LoopEvent.self, bufferingPolicy: .bufferingNewest(64))
        // The SDK's warnings (keys shown from the cache while the API cannot be reached) go on
        // the screen: written to standard error, the raw screen would draw over them.
        let session = try await DemoSession.start(options, interactive: true) { continuation.yield(.warning($0)) }
        defer { session.end() }
        let controller = DemoInteractiveController(
            service: session.service, locale: options.locale, style: options.style(isTerminal: RawTerminal.isInteractive),
            backendName: options.usesCloud ? "Seam API" : "sandbox", sandboxNotes: session.sandboxNotes,
            apiAddress: options.usesCloud ? DemoShownURL.text(options.apiURLValue.absoluteString) : nil)
        let terminal = RawTerminal()
        terminal.enter()
        defer { terminal.restore() }

        KeyboardReader.start { continuation.yield(.input($0)) }
        terminal.onResize { continuation.yield(.resize) }
        let changes = controller.changes.sink { continuation.yield(.redraw) }
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 100_000_000)
                continuation.yield(.tick)
            }
        }
        Task { await controller.start() }

        var size = TerminalSize.current()
        var frame = 0
        func draw(force: Bool = false) {
            terminal.draw(controller.render(width: size.width, height: size.height, frame: frame), height: size.height,
                          force: force)
        }
        draw()
        loop: for await event in events {
            switch event {
            case .input(let bytes):
                if bytes.isEmpty { break loop }
                for key in DemoKey.parse(bytes) where !controller.handle(key) { break loop }
                draw()
            case .tick:
                // Animates the spinner; a frame identical to the last is not drawn again.
                frame += 1
                draw()
            case .redraw:
                draw()
            case .warning(let line):
                controller.showWarning(line)
                draw()
            case .resize:
                size = TerminalSize.current()
                draw(force: true)
            }
        }
        ticker.cancel()
        changes.cancel()
    }
}
