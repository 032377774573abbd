#if os(Linux) || os(macOS)
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP listener on 127.0.0.1 that accepts each connection, reads a little, and closes it
/// without answering: what a client sees when a connection drops mid-request.
public final class DroppingServer: @unchecked Sendable {
    // Safe to share: `descriptor` and `port` are set once in `init` and only read afterwards;
    // the accept loop runs on its own thread and stops when the descriptor is closed.
    private let descriptor: Int32
    public let port: UInt16

    public init() throws {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        descriptor = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let client = accept(fd, nil, nil)
                guard client >= 0 else { return }
                _ = read(client, &buffer, buffer.count)
                close(client)
            }
        }
        thread.start()
    }

    public func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }
}
#endif
