import Foundation
import SeamDemoKit

/// Standard output for `list`, `unlock` and the help, written straight to the file descriptor
/// so every failure is seen: a full disk or a closed file is reported on stderr with exit 74
/// (EX_IOERR) instead of a silent success. A reader that stopped early
/// (`seam-demo list | head -1`) is not an error: the rest of the output is dropped and the
/// demo exits quietly with the status it would have had, however long the output (SIGPIPE is
/// ignored, so a long output is never killed with 141 while a short one exits 0).
final class DemoOutput: @unchecked Sendable {
    // Safe to share: `failure` and `readerGone` are only read or written while `lock` is held.
    private let lock = NSLock()
    private var failure: Int32?
    private var readerGone = false

    static let shared = DemoOutput()
    static let ioErrorStatus: Int32 = 74

    /// Call once at start, before anything is written.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` and a newline.
    func line(_ text: String) {
        write(text + "\n")
    }

    /// Writes `text`, unless an earlier write failed or the reader has gone.
    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil, !readerGone else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written >= 0 {
                bytes = bytes.dropFirst(written)
                continue
            }
            let code = errno
            if code == EINTR { continue }
            if code == EPIPE { readerGone = true } else { failure = code }
            return
        }
    }

    /// After a write failure other than a closed pipe, reports it on stderr and exits 74.
    func finish() {
        lock.lock()
        let failure = self.failure
        lock.unlock()
        guard let failure else { return }
        let reason = String(cString: strerror(failure)).lowercased()
        let line = DemoErrorLine(code: "output", message: "Could not write the output (\(reason)).")
        FileHandle.standardError.write(Data("\(line)\n".utf8))
        Foundation.exit(Self.ioErrorStatus)
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
    #else
    Glibc.write(descriptor, bytes, count)
    #endif
}
