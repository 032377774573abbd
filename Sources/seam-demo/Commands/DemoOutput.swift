import Foundation
import SeamDemoKit

/// Standard output and standard error, written straight to their file descriptors so every
/// failure is seen and none crashes the demo (Foundation's `FileHandle.write` traps on a
/// full disk or a closed pipe).
///
/// - A full disk or another write error on standard output is reported on stderr with exit 74
///   (EX_IOERR) instead of a silent success.
/// - When standard error itself cannot be written (`2>/dev/full`), the demo still exits 74,
///   since the message it owed could not be delivered.
/// - A reader that stopped early (`seam-demo list | head -1`, `… 2>&1 | head -c 0`) is not an
///   error: the rest of that stream is dropped and the demo exits quietly with the status it
///   would have had, however long the output (SIGPIPE is ignored, so a long output is never
///   killed with 141 while a short one exits 0).
final class DemoOutput: @unchecked Sendable {
    // Safe to share: `failure` and `readerGone` are only read or written while `lock` is held;
    // `descriptor` is immutable.
    private let lock = NSLock()
    private let descriptor: Int32
    private var failure: Int32?
    private var readerGone = false

    /// Standard output.
    static let shared = DemoOutput(descriptor: STDOUT_FILENO)
    /// Standard error: errors, warnings and diagnostics.
    static let errors = DemoOutput(descriptor: STDERR_FILENO)
    static let ioErrorStatus: Int32 = 74

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

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
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
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

    /// The error of the first failed write, other than a reader that has gone.
    private var failureCode: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    /// After a write failure other than a closed pipe, on either stream, exits 74: a failure
    /// on standard output is reported on stderr first (if stderr can take it).
    func finish() {
        if let failure = Self.shared.failureCode {
            let reason = String(cString: strerror(failure)).lowercased()
            Self.errors.line("\(DemoErrorLine(code: "output", message: "Could not write the output (\(reason))."))")
            DemoExit.terminate(Self.ioErrorStatus)
        }
        if Self.errors.failureCode != nil { DemoExit.terminate(Self.ioErrorStatus) }
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
    #else
    Glibc.write(descriptor, bytes, count)
    #endif
}
