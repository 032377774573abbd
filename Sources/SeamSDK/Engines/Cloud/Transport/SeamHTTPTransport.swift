import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one HTTP request. The cloud engine talks to the network only through this, so tests,
/// fuzzing and benchmarks can substitute it (a recorder, a fake); it is SPI, not API an app
/// can rely on.
///
/// Every request carries the client session token in its headers. A transport of your own
/// must not follow redirects (return the 3xx answer instead, as ``SeamURLSessionTransport``
/// does), or the token goes wherever a `Location` header points.
@_spi(SeamInternal) public protocol SeamHTTPTransport: Sendable {
    /// Sends `request` and returns the body and response, or throws a transport error
    /// (no network, DNS, timeout, dropped connection).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)

    /// Sends `request` as ``send(_:)`` does, but need not read a body longer than
    /// `maximumBodySize` bytes: it may stop once more have arrived and return what it has
    /// (the engine refuses every body over the limit, whatever the transport returns). The
    /// default reads the whole body with ``send(_:)``.
    func send(_ request: URLRequest, maximumBodySize: Int) async throws -> (Data, HTTPURLResponse)
}

extension SeamHTTPTransport {
    public func send(_ request: URLRequest, maximumBodySize: Int) async throws -> (Data, HTTPURLResponse) {
        try await send(request)
    }
}

/// A body that was longer than the reader would take: ``SeamURLSessionTransport`` stopped
/// the transfer when the `Content-Length`, or the bytes received, passed `limit`.
package struct SeamResponseTooLargeError: Error, Sendable {
    package let limit: Int
}

/// The default transport: an ephemeral `URLSession` with no cookies, no response cache and no
/// redirects, that reads a body only up to the size asked.
///
/// A redirect is never followed: the request carries the client session token in its headers,
/// and URLSession would copy them to wherever a `Location` points (corelibs Foundation copies
/// every header, even from https to http; Apple's keeps custom ones such as
/// `client-session-token`). The 3xx answer is returned as it is, and the API client reports it
/// as a failed call. The Seam API does not redirect its mobile SDK endpoints.
///
/// Responses carry door codes and card numbers, so no URL cache is ever used, whatever the
/// configuration passed in says (corelibs Foundation gives even an ephemeral session an
/// on-disk cache under `$XDG_CACHE_HOME`).
///
/// The body arrives piece by piece (`SeamBoundedDataTasks`): a transfer whose
/// `Content-Length` is over the limit is cancelled before its body, and one without a length
/// (chunked) as soon as what arrived passes the limit; the transport never keeps more than the
/// limit. What the system's networking reads before the cancellation lands is its own: on a
/// phone's network that is little, but corelibs Foundation (Linux) hands the delegate each
/// piece asynchronously while libcurl keeps reading, so from a server on the same machine it
/// can read hundreds of megabytes first (a test measured 337 MB of a 1 GB body).
package final class SeamURLSessionTransport: SeamHTTPTransport {
    private let session: URLSession
    private let tasks = SeamBoundedDataTasks()

    package init(configuration: URLSessionConfiguration = .ephemeral) {
        let uncached = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        uncached.urlCache = nil
        uncached.requestCachePolicy = .reloadIgnoringLocalCacheData
        uncached.httpCookieStorage = nil
        uncached.httpShouldSetCookies = false
        session = URLSession(configuration: uncached, delegate: tasks, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    package func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        try await send(request, maximumBodySize: .max)
    }

    /// Throws ``SeamResponseTooLargeError`` for a body over `maximumBodySize` bytes.
    package func send(_ request: URLRequest, maximumBodySize: Int) async throws -> (Data, HTTPURLResponse) {
        // A data task without a completion handler, so its body reaches the delegate piece by
        // piece; cancelled by hand (corelibs' async `data(for:)` would not cancel its task).
        let box = TaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request)
                tasks.track(task, maximumBodySize: maximumBodySize, continuation: continuation)
                box.set(task)
                task.resume()
            }
        } onCancel: {
            box.cancel()
        }
    }
}

/// Holds the data task so a cancellation arriving from another thread can reach it.
private final class TaskBox: Sendable {
    private let state = LockIsolated<(task: URLSessionDataTask?, isCancelled: Bool)>((nil, false))

    func set(_ task: URLSessionDataTask) {
        let cancelNow = state.withLock { state in
            state.task = task
            return state.isCancelled
        }
        if cancelNow { task.cancel() }
    }

    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }
}
