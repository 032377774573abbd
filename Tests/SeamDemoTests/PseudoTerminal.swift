#if os(Linux)
import Foundation
import Glibc
import SeamDemoKit
import SeamTestSupport

/// Runs a program on a pseudo-terminal of a chosen size, as a terminal emulator would: the
/// test types into it, resizes it (the program gets SIGWINCH), and reads what it drew.
final class PseudoTerminal: @unchecked Sendable {
    // Safe to share: `master` and `process` are set in `init` and only read afterwards;
    // the output is an `OutputBuffer`, which locks.
    private let master: Int32
    let process = Process()
    let output = OutputBuffer()
    private let closed = OutputBuffer()
    /// Whether everything the program wrote has been read (it exited and closed the terminal).
    var isClosed: Bool { !closed.text.isEmpty }

    init(_ executable: URL, arguments: [String], width: Int, height: Int, environment: [String: String] = [:]) throws {
        master = Self.openMaster()
        guard master >= 0, let name = Self.slaveName(master) else { throw POSIXError(.ENOTTY) }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.ENOTTY) }
        defer { close(slave) }
        Self.setSize(master, width: width, height: height)
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.executableURL = executable
        process.arguments = arguments
        process.environment = childProcessEnvironment(["TERM": "xterm-256color"].merging(environment) { $1 })
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        let master = master, output = output, closed = closed
        Thread {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { break }  // EIO once the program has exited
                output.append(Data(buffer[0..<count]))
            }
            closed.append(Data("closed".utf8))
        }.start()
    }

    // Glibc's Swift module leaves out the POSIX pseudo-terminal calls (they need
    // _XOPEN_SOURCE), so they are looked up in the C library by name.
    private typealias OpenPT = @convention(c) (Int32) -> Int32
    private typealias NamePT = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    private static func function<T>(_ name: String, as type: T.Type) -> T? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }

    private static func openMaster() -> Int32 {
        guard let open = function("posix_openpt", as: OpenPT.self), let grant = function("grantpt", as: OpenPT.self),
              let unlock = function("unlockpt", as: OpenPT.self) else { return -1 }
        let descriptor = open(O_RDWR | O_NOCTTY)
        guard descriptor >= 0, grant(descriptor) == 0, unlock(descriptor) == 0 else { return -1 }
        return descriptor
    }

    private static func slaveName(_ master: Int32) -> String? {
        guard let name = function("ptsname_r", as: NamePT.self) else { return nil }
        var buffer = [CChar](repeating: 0, count: 128)
        guard name(master, &buffer, buffer.count) == 0 else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
    }

    /// Changes the terminal's size and tells the program, as a terminal emulator does.
    func resize(width: Int, height: Int) {
        Self.setSize(master, width: width, height: height)
        kill(process.processIdentifier, SIGWINCH)
    }

    private static func setSize(_ descriptor: Int32, width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCSWINSZ), $0) }
    }

    /// The last complete frame drawn (``DemoScreenUpdate``'s begin to end marks), as plain lines.
    var lastFrame: [String]? {
        let text = output.text
        guard let end = text.range(of: DemoScreenUpdate.end, options: .backwards),
              let start = text.range(of: DemoScreenUpdate.begin, options: .backwards, range: text.startIndex..<end.lowerBound)
        else { return nil }
        var frame = String(text[start.upperBound..<end.lowerBound])
        for erase in ["\r\n\u{1B}[J", "\u{1B}[J"] where frame.hasSuffix(erase) {
            frame.removeLast(erase.count)
            break
        }
        // By scalar: in a String, "\r\n" is one Character and would not split at "\n".
        return frame.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Self.plain(String(String.UnicodeScalarView($0))) }
    }

    /// `text` without escape sequences.
    static func plain(_ text: String) -> String {
        var result = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            if scalar == "\r" { continue }  // the terminal turns "\n" into "\r\n" on output
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard iterator.next() == "[" else { continue }
            while let next = iterator.next(), !(0x40...0x7E).contains(next.value) {}
        }
        return result
    }
}
#endif
