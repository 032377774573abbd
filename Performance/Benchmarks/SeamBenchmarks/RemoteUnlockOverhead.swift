import Benchmark
import Foundation
@_spi(SeamInternal) import SeamAccess
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// 6. The library's own cost of a remote unlock (a lock key): from `unlock(using:)` to
/// `grantedAccess` against a fake API that answers in-process at once, so no API time is
/// measured, only the SDK's: preflight, the attempt's tasks, building and sending the request
/// through the transport with its deadline, decoding the action attempt and delivering the
/// events on the main actor.
enum RemoteUnlockOverhead {
    /// How the fake's attempt ends.
    enum Answer {
        /// `/locks/unlock_door` answers with an attempt that has already succeeded.
        case successAtOnce
        /// It answers `pending`; the first read of `/action_attempts/get` finds it succeeded.
        case successOnFirstRead
    }

    static let lockId = "d0000001-1111-4111-8111-111111111111"
    static let token = "seam_cst_benchmark"
    @MainActor static var sessions: [String: Seam] = [:]

    static func measure(_ answer: Answer, benchmark: Benchmark) async {
        let seam = await session(answer)
        benchmark.startMeasurement()
        guard let events = try? seam.unlock(using: lockId) else { preconditionFailure("unlock refused") }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var done = false
            let box = CancellableBox()
            box.cancellable = events.sink { event in
                guard !done, event.isTerminal else { return }
                done = true
                precondition(event == .grantedAccess, "remote unlock ended with \(event)")
                continuation.resume()
            }
            box.keepAlive()
        }
        benchmark.stopMeasurement()
    }

    @MainActor
    private static func session(_ answer: Answer) async -> Seam {
        let key = "\(answer)"
        if let seam = sessions[key] { return seam }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("seam-bench-remote-\(ProcessInfo.processInfo.processIdentifier)-\(key)")
        var configuration = SeamCloudConfiguration(cacheDirectory: directory, maximumRetries: 0, syncInterval: nil)
        configuration.tokenStore = SeamMemoryTokenStore()
        configuration.transport = InstantLockAPI(answer: answer)
        let seam = Seam(backend: .cloud(configuration), clock: SkippedPollClock())
        try? seam.initialize(clientSessionToken: token)
        try? await seam.activate()
        precondition(seam.credentials.contains { $0.id == lockId }, "the lock key was not listed")
        sessions[key] = seam
        return seam
    }
}

/// Real time, except that the read schedule's short waits (at most 1 s) end at once: the wait
/// between reads is the schedule's choice, not the library's cost. Longer sleeps (the unlock's
/// 10 s timeout) are real, so they never end an attempt early.
struct SkippedPollClock: SeamClock {
    var now: Date { Date() }

    func sleep(for seconds: TimeInterval) async throws {
        if seconds <= 1 {
            await Task.yield()
            try Task.checkCancellation()
            return
        }
        try await SeamSystemClock().sleep(for: seconds)
    }
}

/// The lock routes of the Seam API answered in-process, at once.
struct InstantLockAPI: SeamHTTPTransport {
    let answer: RemoteUnlockOverhead.Answer

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url,
              let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
        else { throw URLError(.badURL) }
        let id = RemoteUnlockOverhead.lockId
        let attempt = #""action_attempt_id":"a0000001-1111-4111-8111-111111111111","action_type":"UNLOCK_DOOR""#
        let success = #"{"action_attempt":{\#(attempt),"status":"success","result":{"was_confirmed_by_device":true},"error":null},"ok":true}"#
        let pending = #"{"action_attempt":{\#(attempt),"status":"pending","result":null,"error":null},"ok":true}"#
        let body: String
        switch url.path {
        case "/locks/list":
            let device = #"{"device_id":"\#(id)","display_name":"Front Door","device_type":"august_lock","can_remotely_unlock":true,"properties":{"online":true},"errors":[],"warnings":[]}"#
            body = #"{"devices":[\#(device)],"locks":[\#(device)],"ok":true}"#
        case "/locks/unlock_door":
            body = answer == .successAtOnce ? success : pending
        case "/action_attempts/get":
            body = success
        default:
            body = #"{"phone_session":{"provider_sessions":[]},"ok":true}"#
        }
        return (Data(body.utf8), response)
    }
}
