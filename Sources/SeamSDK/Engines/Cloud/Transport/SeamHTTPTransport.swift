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
}

/// The default transport: an ephemeral `URLSession` with no cookies, no response cache and no
/// redirects.
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
package final class SeamURLSessionTransport: SeamHTTPTransport {
    private let session: URLSession

    package init(configuration: URLSessionConfiguration = .ephemeral) {
        let uncached = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        uncached.urlCache = nil
        uncached.requestCachePolicy = .reloadIgnoringLocalCacheData
        uncached.httpCookieStorage = nil
        uncached.httpShouldSetCookies = false
        session = URLSession(configuration: uncached, delegate: SeamRedirectRefusal(), delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    package func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }

    private func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        #if canImport(FoundationNetworking)
        // corelibs Foundation's async `data(for:)` does not cancel its task; bridge by hand.
        let box = TaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                box.set(task)
                task.resume()
            }
        } onCancel: {
            box.cancel()
        }
        #else
        return try await session.data(for: request)
        #endif
    }
}

/// Refuses every redirect, so the token never leaves for another address (see
/// ``SeamURLSessionTransport``). Stateless, so sharing it between threads is safe.
private final class SeamRedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}

#if canImport(FoundationNetworking)
/// Holds the data task so a cancellation arriving from another thread can reach it.
private final class TaskBox: @unchecked Sendable {
    // Safe to share: `task` and `cancelled` are only touched while `lock` is held.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    func set(_ task: URLSessionDataTask) {
        let cancelNow = lock.withLock { () -> Bool in
            self.task = task
            return cancelled
        }
        if cancelNow { task.cancel() }
    }

    func cancel() {
        let task = lock.withLock { () -> URLSessionDataTask? in
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}
#endif
