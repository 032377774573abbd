#if canImport(FlyingFox)
import FlyingFox
import FlyingSocks
import Foundation

extension FakeSeamAPI {
    /// A body that fails before its first byte, so the server closes the connection after the
    /// status line and headers.
    struct HangUpBytes: AsyncBufferedSequence, AsyncBufferedIteratorProtocol {
        typealias Element = UInt8
        struct HungUp: Error {}

        func makeAsyncIterator() -> HangUpBytes { self }
        mutating func next() async throws -> UInt8? { throw HungUp() }
        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? { throw HungUp() }
    }

    /// The body of ``Fault/largeBody(bytes:declaresLength:holdsAfter:)``: spaces (JSON white
    /// space), made only as the server sends them and counted in ``State/streamedBytes``, so a
    /// test sees how much of a large body a client made the server send.
    struct FillerBytes: AsyncBufferedSequence, AsyncBufferedIteratorProtocol {
        typealias Element = UInt8
        var remaining: Int
        /// Bytes to send before waiting for ``State/releaseHeld()`` (once); `nil`: never waits.
        var holdsAfter: Int?
        let state: State

        func makeAsyncIterator() -> FillerBytes { self }

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if holdsAfter == 0 {
                holdsAfter = nil
                await state.hold()
            }
            guard remaining > 0 else { return nil }
            let size = Swift.min(Swift.max(count, 1), remaining, holdsAfter ?? .max)
            remaining -= size
            holdsAfter = holdsAfter.map { $0 - size }
            await state.countStreamed(size)
            return [UInt8](repeating: UInt8(ascii: " "), count: size)
        }
    }
}
#endif
