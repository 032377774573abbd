import Foundation
import SeamAccess
import SeamDemoKit

/// What `unlock` and `lock` share: a refusal before the attempt starts, and the attempt's
/// events printed one per line as they come.
@MainActor
enum DemoAttempt {
    /// `error`, thrown before any request, as the demo's one-line failure (exit 2), worded for
    /// the key when the session lists it; an error the SDK did not throw is passed on.
    static func refusal(_ error: any Error, session: DemoSession, credentialId: String, locale: Locale) -> any Error {
        guard let failure = SeamFailure(sdkError: error) else { return error }
        let credential = session.service.credentials.first { $0.id == credentialId }
        return DemoFailure(line: .seam(failure, stage: .unlocking(credentialId: credentialId), locale: locale,
                                       credential: credential),
                           status: 2)
    }

    /// Prints each of `events` as `line` words it until they finish; the last one.
    static func printed<Event: Sendable>(_ events: AnyPublisher<Event, Never>,
                                        line: (Event) -> String) async -> Event? {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        let subscription = events.sink(
            receiveCompletion: { _ in continuation.finish() },
            receiveValue: { continuation.yield($0) })
        var last: Event?
        for await event in stream {
            DemoOutput.shared.line(line(event))
            last = event
        }
        subscription.cancel()
        return last
    }
}
