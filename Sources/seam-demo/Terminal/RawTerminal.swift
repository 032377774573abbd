import Foundation
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

    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Enters raw mode when stdin is a terminal; restores it on SIGTERM, SIGHUP and SIGINT too.
    func enter() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return }
        isRaw = true
        write("\u{1B}[?1049h\u{1B}[?25l")
        for number in [SIGTERM, SIGHUP, SIGINT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            let saved = original
            source.setEventHandler {
                var settings = saved
                FileHandle.standardOutput.write(Data("\u{1B}[?25h\u{1B}[?1049l".utf8))
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
                exit(128 + number)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    /// Leaves raw mode and the alternate screen; safe to call more than once.
    func restore() {
        guard isRaw else { return }
        isRaw = false
        write("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Replaces the screen with `lines`.
    func draw(_ lines: [String]) {
        let separator = isRaw ? "\r\n" : "\n"
        let clear = isRaw ? "\u{1B}[H\u{1B}[2J" : "\n"
        write(clear + lines.joined(separator: separator) + separator)
    }

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Columns and rows, from `stty size`; 80×24 when unknown.
    static func size() -> (width: Int, height: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/stty")
        process.arguments = ["size"]
        process.standardInput = FileHandle.standardInput
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return (80, 24) }
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let numbers = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard numbers.count == 2, numbers[0] > 0, numbers[1] > 0 else { return (80, 24) }
        return (numbers[1], numbers[0])
    }
}
