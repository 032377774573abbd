import ArgumentParser
import Foundation
import SeamAccess
import SeamDemoKit

struct InteractiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interactive", abstract: "Browse your keys and unlock (the default).")

    @OptionGroup var options: DemoOptions

    private enum LoopEvent: Sendable {
        case input([UInt8])
        case redraw
        case tick
    }

    @MainActor
    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let style = options.plain ? DemoStyle(usesColor: false)
            : DemoStyle.detect(environment: environment, isTerminal: RawTerminal.isInteractive)
        let service = try await DemoBackend.service(options, interactive: true)
        let controller = DemoInteractiveController(
            service: service, style: style, backendName: options.usesCloud ? "Seam API" : "sandbox")
        let terminal = RawTerminal()
        terminal.enter()
        defer { terminal.restore() }

        let (events, continuation) = AsyncStream.makeStream(of: LoopEvent.self, bufferingPolicy: .bufferingNewest(64))
        KeyboardReader.start { continuation.yield(.input($0)) }
        let changes = controller.changes.sink { continuation.yield(.redraw) }
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 100_000_000)
                continuation.yield(.tick)
            }
        }
        Task { await controller.start() }

        let size = RawTerminal.size()
        var frame = 0
        terminal.draw(controller.render(width: min(size.width, 100), height: size.height, frame: frame))
        loop: for await event in events {
            switch event {
            case .input(let bytes):
                if bytes.isEmpty { break loop }
                for key in DemoKey.parse(bytes) where !controller.handle(key) { break loop }
            case .tick:
                frame += 1
                guard controller.unlockCard?.phase == .unlocking || controller.credentials.isRefreshing else { continue }
            case .redraw:
                break
            }
            terminal.draw(controller.render(width: min(size.width, 100), height: size.height, frame: frame))
        }
        ticker.cancel()
        changes.cancel()
    }
}
