import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's columns and rows.
enum TerminalSize {
    /// Asked of the terminal itself (`TIOCGWINSZ`), so it is right after every resize; else
    /// `COLUMNS`/`LINES`; else 80×24.
    static func current() -> (width: Int, height: Int) {
        var size = winsize()
        for descriptor in [STDOUT_FILENO, STDIN_FILENO, STDERR_FILENO] {
            let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
            if result == 0, size.ws_col > 0, size.ws_row > 0 { return (Int(size.ws_col), Int(size.ws_row)) }
        }
        let environment = ProcessInfo.processInfo.environment
        let width = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
        let height = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 24
        return (width, height)
    }
}
