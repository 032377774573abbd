import Foundation
import SeamTestSupport

/// Runs the built `seam-demo` executable, which SwiftPM builds next to the test bundle.
enum DemoBinary {
    static var url: URL? {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = [
            testBinary.deletingLastPathComponent(),
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent(),
        ].compactMap { $0?.appendingPathComponent("seam-demo") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Result: Sendable {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// `standardOutput`, `standardError`: a file to write that stream to (e.g. `/dev/full`)
    /// instead of a pipe. `standardInput`: what the demo reads (`/dev/null` unless given).
    ///
    /// Waits on a thread of its own: a test blocking one of Swift concurrency's few cooperative
    /// threads (two on a 2-core machine) can starve a fake server the demo is talking to.
    static func run(_ arguments: [String], environment: [String: String] = [:],
                    standardOutput: String? = nil, standardError: String? = nil,
                    standardInput: FileHandle = .nullDevice) async throws -> Result {
        try await offCooperativePool {
            try runBlocking(arguments, environment: environment, standardOutput: standardOutput, standardError: standardError,
                            standardInput: standardInput)
        }
    }

    /// Runs `body` on a thread of its own and waits for it without holding a cooperative thread
    /// (on Linux, Dispatch's global queues share their threads with Swift concurrency).
    static func offCooperativePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await onOwnThread { Swift.Result { try body() } }.get()
    }

    private static func runBlocking(_ arguments: [String], environment: [String: String],
                                    standardOutput: String?, standardError: String?,
                                    standardInput: FileHandle) throws -> Result {
        guard let url else { throw ConditionTimeout(what: "the seam-demo binary") }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = childProcessEnvironment(environment)
        let out = Pipe(), err = Pipe()
        if let standardOutput {
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: standardOutput))
        } else {
            process.standardOutput = out
        }
        if let standardError {
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: standardError))
        } else {
            process.standardError = err
        }
        process.standardInput = standardInput
        try process.run()
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        if standardError != nil { try err.fileHandleForWriting.close() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}

extension DemoBinary {
    /// Runs with a standard output whose reader has already gone (like `| head -0`), so every
    /// write fails with a broken pipe. `stdout` of the result is empty.
    static func runClosingOutputEarly(_ arguments: [String]) async throws -> Result {
        try await offCooperativePool { try runClosingOutputEarlyBlocking(arguments, errorsToo: false) }
    }

    /// Runs with standard output and standard error on one pipe whose reader has already gone
    /// (like `2>&1 | head -c 0`). `stdout` and `stderr` of the result are empty.
    static func runClosingBothEarly(_ arguments: [String]) async throws -> Result {
        try await offCooperativePool { try runClosingOutputEarlyBlocking(arguments, errorsToo: true) }
    }

    private static func runClosingOutputEarlyBlocking(_ arguments: [String], errorsToo: Bool) throws -> Result {
        guard let url else { throw ConditionTimeout(what: "the seam-demo binary") }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = childProcessEnvironment()
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = errorsToo ? out : err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        if errorsToo { try err.fileHandleForWriting.close() }
        // The demo needs far longer to start than this takes, so its first write meets no reader.
        try out.fileHandleForReading.close()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// Text accumulated from a pipe, readable from any thread.
final class OutputBuffer: @unchecked Sendable {
    // Safe to share: `data` is only touched while `lock` is held.
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
