import Foundation

/// `--token-file <path>`: the client session token read from a file, or from standard input
/// for `-`, so it never appears in the process list or the shell's history as `--token` does.
/// The file holds the token alone; surrounding white space (a final newline) is ignored.
public enum DemoTokenFile {
    /// Why no token came from the file (never holds its content).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private final class Remembered: @unchecked Sendable {
        // Safe to share: `values` is only read or written while `lock` is held.
        let lock = NSLock()
        var values: [String: Result<String, Failure>] = [:]
    }

    private static let remembered = Remembered()
    /// The most read from a token file (64 KiB).
    static let maximumSize = 64 * 1024

    /// The token in `path` (`-`: standard input). Read once per process and remembered, since
    /// standard input can be read only once and the options are checked before they are used.
    /// `standardInput` returns at most ``maximumSize`` + 1 bytes of what it reads (more says
    /// "too large"): standard input may never end (`< /dev/zero`).
    public static func token(from path: String,
                             standardInput: () -> Data = { (try? readCapped(FileHandle.standardInput)) ?? Data() }) throws -> String {
        remembered.lock.lock()
        defer { remembered.lock.unlock() }
        if let known = remembered.values[path] { return try known.get() }
        let result = parse(path, standardInput: standardInput)
        remembered.values[path] = result
        return try result.get()
    }

    /// What `handle` holds, up to ``maximumSize`` + 1 bytes: read in pieces until its end or
    /// until there is more than a token file may hold (a pipe gives what is ready, not all).
    public static func readCapped(_ handle: FileHandle) throws -> Data {
        var data = Data()
        while data.count <= maximumSize {
            guard let chunk = try handle.read(upToCount: maximumSize + 1 - data.count), !chunk.isEmpty else { break }
            data.append(chunk)
        }
        return data
    }

    static func parse(_ path: String, standardInput: () -> Data) -> Result<String, Failure> {
        let data: Data
        var isFolder: ObjCBool = false
        if path == "-" {
            data = standardInput()
        } else if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return .failure(Failure(description: "--token-file \(DemoQuoted.text(path)) is a folder; give the file "
                + "that holds the client session token."))
        } else {
            do {
                // Read as a stream, not mapped by size: `/dev/null`, a pipe (`<(command)`) and
                // other files without a size are read too (Data(contentsOf:) reported them as
                // "permission denied").
                // At most 64 KiB: a token is a few dozen characters, and a file that never ends
                // (`/dev/zero`) must not be read into memory until it runs out.
                let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
                defer { try? handle.close() }
                data = try readCapped(handle)
            } catch {
                return .failure(Failure(description: "--token-file \(DemoQuoted.text(path)) cannot be read "
                    + "(\(DemoFileErrorReason.reason(error)))."))
            }
        }
        let source = path == "-" ? "standard input" : "--token-file \(DemoQuoted.text(path))"
        guard data.count <= Self.maximumSize else {
            return .failure(Failure(description: "\(source) is larger than 64 KiB; it must hold a client session token alone."))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Failure(description: "\(source) is not text; it must hold a client session token."))
        }
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !token.isEmpty else { return .failure(Failure(description: "\(source) is empty; it must hold a client session token.")) }
        guard !token.contains(where: \.isWhitespace) else {
            return .failure(Failure(description: "\(source) must hold the client session token alone, on one line."))
        }
        return .success(token)
    }
}
