// Test support runs where the tests run (Linux, macOS). The iOS compile check builds every
// library target, and the iPhoneOS 17 SDK's Swift 5.9 standard library has no `#isolation`
// macro, so this file is compiled out there.
#if !os(iOS)
import Foundation
@_spi(SeamInternal) import SeamAccess

/// A clock that only moves when a test advances it, so timeouts and latencies take no real
/// time. Sleepers wake in deadline order, each at its own deadline.
package final class TestClock: SeamClock, @unchecked Sendable {
    // Safe to share: `state` is only read or written while `lock` is held.
    private struct Sleeper {
        let id: UUID
        let label: String?
        let deadline: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Date
        var sleepers: [Sleeper] = []
    }

    private let lock = NSLock()
    private var state: State

    public init(now: Date = Date(timeIntervalSince1970: 1_750_000_000)) {
        state = State(now: now)
        TestClockRegistry.shared.keep(self)
    }

    private func locked<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    public var now: Date { locked { $0.now } }

    /// How many tasks are waiting on this clock.
    public var sleeperCount: Int { locked { $0.sleepers.count } }

    /// Labels the sleeps made in the current task and in every task it creates (task-local
    /// values are inherited), so a test can tell whose work waits on the clock.
    @TaskLocal public static var label: String?

    /// How many tasks wait on this clock in sleeps made under `label` (see ``label``).
    public func sleeperCount(labelled label: String) -> Int {
        locked { $0.sleepers.filter { $0.label == label }.count }
    }

    public func sleep(for seconds: TimeInterval) async throws {
        let id = UUID()
        let label = Self.label
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let immediate: Result<Void, any Error>? = locked { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if seconds <= 0 { return .success(()) }
                    state.sleepers.append(Sleeper(id: id, label: label, deadline: state.now.addingTimeInterval(seconds),
                                                  continuation: continuation))
                    return nil
                }
                if let immediate { continuation.resume(with: immediate) }
            }
        } onCancel: {
            let sleeper: Sleeper? = locked { state in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `seconds`, waking each due sleeper at its deadline and letting
    /// the woken work run before moving on.
    public func advance(by seconds: TimeInterval) async {
        let target = now.addingTimeInterval(seconds)
        while true {
            let due: Sleeper? = locked { state in
                guard let index = state.sleepers.indices.min(by: { state.sleepers[$0].deadline < state.sleepers[$1].deadline }),
                      state.sleepers[index].deadline <= target else { return nil }
                let sleeper = state.sleepers.remove(at: index)
                state.now = max(state.now, sleeper.deadline)
                return sleeper
            }
            guard let due else { break }
            due.continuation.resume()
            await settle()
        }
        locked { $0.now = target }
        await settle()
    }

    /// Sets the wall clock back by `seconds` (a person changing the device's time); sleepers
    /// keep their deadlines.
    public func setBack(by seconds: TimeInterval) {
        locked { $0.now = $0.now.addingTimeInterval(-seconds) }
    }

    /// Waits until at least `count` tasks sleep on this clock.
    public func waitForSleepers(_ count: Int = 1) async throws {
        try await eventually("\(count) sleepers") { self.sleeperCount >= count }
    }
}

/// Keeps every test clock for the life of the test process.
///
/// Many tests end with work still waiting on a clock they never advance (a sandbox's scheduled
/// change, a sync loop, an unlock the test did not finish). That work and the clock refer to each
/// other through the clock's stored continuations, so once the test drops them LeakSanitizer
/// reports all of it as leaked at exit, although it is only waiting for time that never comes.
/// Kept reachable here, it is not reported, while memory lost in any other way still is.
/// Whether a session really lets go of everything once deactivated is tested directly
/// (`SeamLifetimeTests`).
final class TestClockRegistry: @unchecked Sendable {
    // Safe to share: `clocks` is only touched while `lock` is held.
    static let shared = TestClockRegistry()
    private let lock = NSLock()
    private var clocks: [TestClock] = []

    func keep(_ clock: TestClock) {
        lock.withLock { clocks.append(clock) }
    }
}

/// Lets other tasks run: yields, and gives the cooperative pool a moment.
public func settle(isolation: isolated (any Actor)? = #isolation) async {
    for _ in 0..<5 {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 200_000)
    }
}

public struct ConditionTimeout: Error, CustomStringConvertible {
    public let what: String
    public init(what: String) { self.what = what }
    public var description: String { "timed out waiting for \(what)" }
}

/// Polls `condition` until it holds. The 120 s bound is a safety net for a broken test, never
/// part of a passing one: every wait here is for work that is already unblocked, which a
/// busy machine (or ThreadSanitizer) may only slow down.
public func eventually(
    _ what: String = "condition",
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () async -> Bool
) async throws {
    let deadline = Date().addingTimeInterval(120)
    // From 0.1 ms, doubling to 5 ms: a wait that ends soon ends soon, and hundreds of tests
    // waiting at once under ThreadSanitizer do not fill the cooperative pool with their polls.
    var pause: UInt64 = 100_000
    while !(await condition()) {
        guard Date() < deadline else { throw ConditionTimeout(what: what) }
        await Task.yield()
        try await Task.sleep(nanoseconds: pause)
        pause = min(pause * 2, 5_000_000)
    }
}
#endif

#if !os(iOS)
/// A clock whose sleeps return at once (after a yield) and are recorded, for code whose
/// waits are not under test (retry backoff) but whose requested durations are.
package final class ImmediateClock: SeamClock, @unchecked Sendable {
    // Safe to share: `slept` is only touched while `lock` is held.
    private let lock = NSLock()
    private var slept: [TimeInterval] = []
    public let now: Date

    public init(now: Date = Date(timeIntervalSince1970: 1_750_000_000)) {
        self.now = now
    }

    public var sleeps: [TimeInterval] { lock.withLock { slept } }

    public func sleep(for seconds: TimeInterval) async throws {
        lock.withLock { slept.append(seconds) }
        await Task.yield()
        try Task.checkCancellation()
    }
}
#endif
