import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``SeamURLSessionTransport``'s session delegate: collects each data task's body up to the
/// size its sender takes, stops a transfer that would pass it, and refuses every redirect (so
/// the token never leaves for another address).
final class SeamBoundedDataTasks: NSObject, URLSessionDataDelegate, Sendable {
    typealias Answer = CheckedContinuation<(Data, HTTPURLResponse), any Error>

    /// One transfer: what arrived so far. A class, so appending never copies the body; only
    /// touched inside `transfers.withLock`, or by the completion that took it out.
    private final class Transfer {
        let maximumBodySize: Int
        let answer: Answer
        var body = Data()
        var response: URLResponse?
        var isTooLarge = false

        init(maximumBodySize: Int, answer: Answer) {
            self.maximumBodySize = maximumBodySize
            self.answer = answer
        }
    }

    private let transfers = LockIsolated<[Int: Transfer]>([:])

    /// Answers `answer` when `task` completes; call before resuming it.
    func track(_ task: URLSessionTask, maximumBodySize: Int, continuation answer: Answer) {
        let transfer = Transfer(maximumBodySize: max(0, maximumBodySize), answer: answer)
        transfers.withLock { $0[task.taskIdentifier] = transfer }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }

    /// A `Content-Length` over the limit: the transfer is cancelled before its body is read.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let fits = transfers.withLock { transfers -> Bool in
            guard let transfer = transfers[dataTask.taskIdentifier] else { return true }
            transfer.response = response
            // -1 when the server did not say (chunked): the bytes are counted as they come.
            transfer.isTooLarge = response.expectedContentLength > Int64(transfer.maximumBodySize)
            return !transfer.isTooLarge
        }
        // Allowed, then cancelled, rather than `.cancel`: corelibs Foundation does not end the
        // task on `.cancel` (it waits out the request's timeout), and cancelling before
        // answering would leave it answering a task that is gone.
        completionHandler(.allow)
        if !fits { dataTask.cancel() }
    }

    /// More of the body: kept while the total is within the limit, else the transfer stops.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let stop = transfers.withLock { transfers -> Bool in
            guard let transfer = transfers[dataTask.taskIdentifier], !transfer.isTooLarge else { return false }
            if data.count > transfer.maximumBodySize - transfer.body.count {
                transfer.isTooLarge = true
                transfer.body = Data()
                return true
            }
            transfer.body.append(data)
            return false
        }
        if stop { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if transfer.isTooLarge {
            transfer.answer.resume(throwing: SeamResponseTooLargeError(limit: transfer.maximumBodySize))
        } else if let error {
            transfer.answer.resume(throwing: error)
        } else if let response = (transfer.response ?? task.response) as? HTTPURLResponse {
            transfer.answer.resume(returning: (transfer.body, response))
        } else {
            transfer.answer.resume(throwing: URLError(.badServerResponse))
        }
    }
}
