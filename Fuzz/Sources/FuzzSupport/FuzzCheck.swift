import Foundation

/// Stops the process when an invariant does not hold, so libFuzzer records the input as a
/// crash (`crash-<sha1>`) together with `message`.
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, line: UInt = #line) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("fuzz invariant failed at \(file):\(line): \(message())\n".utf8))
    fatalError("fuzz invariant failed: \(message())", file: file, line: line)
}

/// The bytes libFuzzer passes to `LLVMFuzzerTestOneInput`, as `Data`.
public func fuzzData(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Data {
    guard let bytes, count > 0 else { return Data() }
    return Data(bytes: bytes, count: count)
}

/// The bytes as text, invalid UTF-8 replaced (as a server's text would be by any decoder).
public func fuzzText(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> String {
    String(decoding: fuzzData(bytes, count), as: UTF8.self)
}

/// A fixed "now", so every run of an input behaves the same.
public let fuzzNow = Date(timeIntervalSince1970: 1_750_000_000)
