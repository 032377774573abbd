import Foundation
import SeamDemoKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal into raw mode (keys arrive one by one, no echo, Ctrl-C as a byte) with
/// the alternate screen, and always puts it back.
@MainActor
final class RawTerminal {
    private var original = termios()
    private var isRaw = false
    private var signalSources: [any DispatchSourceSignal] = []
    private var lastFrame: [String]?

    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Enters raw mode when stdin is a terminal; restores it on SIGTERM, SIGHUP and SIGINT too.
    func enter() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return }
        isRaw = true
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l")  // alternate screen, no cursor, no auto-wrap
        for number in [SIGTERM, SIGHUP, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            let saved = original
            source.setEventHandler {
                var settings = saved
                DemoOutput.shared.write("\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
                exit(128 + number)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// Calls `handler` on the main queue whenever the terminal is resized (SIGWINCH).
    func onResize(_ handler: @escaping @Sendable () -> Void) {
        signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler(handler: handler)
        source.resume()
        signalSources.append(source)
    }

    /// Leaves raw mode and the alternate screen; safe to call more than once.
    func restore() {
        signalSources.forEach { $0.cancel() }
        signalSources = []
        guard isRaw else { return }
        isRaw = false
        write("\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Replaces the screen of `height` rows with `lines` (which must fit it) unless they are
    /// what is already shown (``DemoScreenUpdate``). `force` redraws anyway (after a resize
    /// the terminal may have moved things).
    func draw(_ lines: [String], height: Int, force: Bool = false) {
        guard force || lines != lastFrame else { return }
        lastFrame = lines
        guard isRaw else {
            write(lines.joined(separator: "\n") + "\n\n")
            return
        }
        write(DemoScreenUpdate.escapes(for: lines, height: height))
    }

    func write(_ text: String) {
        DemoOutput.shared.write(text)
    }
}
