import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads stdin on its own thread and hands the bytes over; an empty read means end of input.
enum KeyboardReader {
    static func start(_ deliver: @escaping @Sendable ([UInt8]) -> Void) {
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count <= 0 {
                    deliver([])
                    return
                }
                deliver(Array(buffer[0..<count]))
            }
        }
        thread.start()
    }
}
