import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport

/// Why a program failed: the step and what broke.
struct ModelFailure: Error, CustomStringConvertible {
    let step: Int
    let message: String
    var description: String { "step \(step): \(message)" }
}

/// Runs programs against a fresh world each and checks every step against ``LifecycleModel``.
struct ModelRunner: Sendable {
    let makeWorld: @Sendable () async throws -> any ModelWorld

    /// Runs `program`, then a final deintegration; returns the first broken check.
    func run(_ program: ModelProgram) async throws -> ModelFailure? {
        let world = try await makeWorld()
        let execution = ModelExecution(world: world)
        let failure = await execution.run(program)
        // Bounded like each step: a teardown that hangs fails this program, never the whole run.
        let tearDown = Task { await world.tearDown() }
        guard await firstOf(tearDown, orAfterSeconds: ModelExecution.hangBound) != nil else {
            tearDown.cancel()
            return failure ?? ModelFailure(step: program.batches.count + 2, message: "hung: the teardown (deactivate) did not return within \(Int(ModelExecution.hangBound)) s")
        }
        return failure
    }

    /// Runs `program` up to `attempts` times (interleavings vary between runs) and returns the
    /// first failure.
    func failure(of program: ModelProgram, attempts: Int, until deadline: Date = .distantFuture) async throws -> ModelFailure? {
        for _ in 0..<attempts where Date() < deadline {
            if let failure = try await run(program) { return failure }
        }
        return nil
    }

    /// The shortest program found that still fails, and its failure. Stops after `budget`
    /// tries or `seconds` of real time, whichever comes first: a failing program whose steps
    /// hang takes two minutes a try, and 120 of them would outlast any CI run.
    func shrink(_ program: ModelProgram, budget: Int = 120, seconds: TimeInterval = 90) async throws -> (ModelProgram, ModelFailure?) {
        let last = LastFailure()
        let deadline = Date().addingTimeInterval(seconds)
        let (shrunk, _) = try await shrink(program, budget: budget) { candidate in
            guard let failure = try await failure(of: candidate, attempts: 3, until: deadline) else { return false }
            last.value = failure
            return true
        }
        return (shrunk, last.value)
    }

    /// Removes runs of steps (halving their length down to single steps), then single calls,
    /// keeping every removal after which `fails` still holds; at most `budget` tries.
    func shrink(_ program: ModelProgram, budget: Int = 120,
                predicate fails: (ModelProgram) async throws -> Bool) async throws -> (ModelProgram, Int) {
        var best = program
        var runs = 0
        var chunk = max(1, best.batches.count / 2)
        while chunk >= 1, runs < budget {
            var start = 0
            while start < best.batches.count, runs < budget {
                var candidate = best
                candidate.batches.removeSubrange(start..<min(start + chunk, best.batches.count))
                runs += 1
                if try await fails(candidate) { best = candidate } else { start += chunk }
            }
            chunk /= 2
        }
        for index in best.batches.indices.reversed() where best.batches[index].ops.count > 1 {
            for op in best.batches[index].ops.indices.reversed() where runs < budget {
                var candidate = best
                candidate.batches[index].ops.remove(at: op)
                runs += 1
                if try await fails(candidate) { best = candidate }
            }
        }
        return (best, runs)
    }
}

/// The last failure a shrinking run saw.
private final class LastFailure: @unchecked Sendable {
    // Safe to share: only the shrinking loop, one call at a time, touches it.
    var value: ModelFailure?
}

/// One program's run: issues each step's calls from concurrent tasks, then checks.
private final class ModelExecution: @unchecked Sendable {
    // Safe to share: `unlocks` is only touched while `lock` is held; the rest is immutable.
    private let world: any ModelWorld
    private let model: LifecycleModel
    private let lock = NSLock()
    private var unlocks: [UnlockObserver] = []
    private let monitor: PublisherMonitor

    init(world: any ModelWorld) {
        self.world = world
        var model = LifecycleModel(faultsPossible: world.faultsPossible)
        model.sessionMayEnd = world.sessionMayEnd
        self.model = model
        monitor = PublisherMonitor(seam: world.seam)
    }

    func run(_ program: ModelProgram) async -> ModelFailure? {
        var states: Set<LifecycleModel.State> = [.uninitialized]
        // The final deintegration runs on a session (one while uninitialized does nothing).
        let steps = program.batches + [ModelBatch(ops: [.initialize]), ModelBatch(ops: [.deactivate(deintegrate: true)])]
        for (index, batch) in steps.enumerated() {
            do {
                states = try await step(index, batch, from: states)
            } catch let failure as ModelFailure {
                return failure
            } catch {
                return ModelFailure(step: index, message: "\(error)")
            }
        }
        // Nothing may keep running once deintegrated: no lock attempt, no background work.
        do {
            try await eventually("no sleepers") { self.world.clock.sleeperCount == 0 }
        } catch {
            return ModelFailure(step: steps.count - 1, message: "\(world.clock.sleeperCount) task(s) still wait on the clock after deactivation")
        }
        monitor.stop()
        return nil
    }

    private func step(_ index: Int, _ batch: ModelBatch, from states: Set<LifecycleModel.State>) async throws
        -> Set<LifecycleModel.State>
    {
        if case .advance(let seconds) = batch.ops.first, batch.ops.count == 1 {
            // Time may only move once every running attempt waits on the clock for both its lock
            // and its timeout: a jump taken while only the timeout waits would let a lock that
            // answers in 1 s "time out", which no real clock can do. Each attempt's sleeps carry
            // its observer's label, so other work on the clock (the sandbox's scheduled change)
            // cannot stand in for a sleep that has not begun yet.
            let observers = lock.withLock { unlocks }
            let clock = world.clock
            do {
                try await eventually("running unlocks wait on the clock") {
                    observers.allSatisfy { !$0.isRunning || clock.sleeperCount(labelled: $0.label) >= 2 }
                }
            } catch {
                let stuck = observers.filter { $0.isRunning && clock.sleeperCount(labelled: $0.label) < 2 }
                throw ModelFailure(step: index, message: "an unlock neither waits for its lock and timeout nor ends: \(stuck.map(\.summary))")
            }
            await clock.advance(by: seconds)
            try await checkUnlocks(index, mayRun: states.contains(.active(published: true)))
            try checkMonitor(index)
            return states
        }
        let outcomes = try await issue(batch, step: index)
        let (isActive, credentials) = await MainActor.run { (world.seam.isActive, world.seam.credentials) }
        let next = model.successors(of: states, ops: batch.ops, outcomes: outcomes, isActive: isActive)
        guard !next.isEmpty else {
            let calls = zip(batch.ops, outcomes).map { "\($0) → \($1)" }.joined(separator: ", ")
            throw ModelFailure(step: index, message: "no legal interleaving from \(states) explains \(calls) ending with isActive \(isActive)")
        }
        if isActive, Set(credentials.map(\.id)) != world.expectedIds {
            throw ModelFailure(step: index, message: "active with keys \(credentials.map(\.id)), want \(world.expectedIds.sorted())")
        }
        if !isActive, !credentials.isEmpty {
            throw ModelFailure(step: index, message: "inactive but publishing \(credentials.count) keys")
        }
        try checkMonitor(index)
        try await checkUnlocks(index, mayRun: next.contains(.active(published: true)))
        // A deactivation that certainly ran on a session (the batch started with one, no other
        // deactivation could have run instead, nothing re-initialized) must leave nothing of
        // the user (a sign-out keeps the installation id only; a deintegration, nothing).
        let deactivations = batch.ops.filter { if case .deactivate = $0 { true } else { false } }
        if deactivations.count == 1, case .deactivate(let deintegrate)? = deactivations.first, !isActive,
           !states.contains(.uninitialized), !batch.ops.contains(.initialize),
           let left = world.leftovers(keepingInstallation: !deintegrate) {
            throw ModelFailure(step: index, message: "\(deintegrate ? "deintegration" : "sign-out") left \(left)")
        }
        return next
    }

    /// Issues every call of `batch` from its own task and waits for all of them, with a real-time
    /// bound that only a hang reaches: 120 s, like the suite's other safety nets (`eventually`'s
    /// 60 s), because on a busy 2-core machine CPU-bound tests running beside this one can keep
    /// the cooperative pool from running even a synchronous call for many seconds (a 20 s bound
    /// once reported `initialize` "hung" in CI).
    private func issue(_ batch: ModelBatch, step: Int) async throws -> [LifecycleModel.Outcome] {
        let work = Task { [self] () -> [LifecycleModel.Outcome] in
            await withTaskGroup(of: (Int, LifecycleModel.Outcome).self) { group in
                for (position, op) in batch.ops.enumerated() {
                    group.addTask { (position, await self.perform(op, step: step)) }
                }
                var outcomes = Array(repeating: LifecycleModel.Outcome.ok, count: batch.ops.count)
                for await (position, outcome) in group { outcomes[position] = outcome }
                return outcomes
            }
        }
        guard let outcomes = await firstOf(work, orAfterSeconds: Self.hangBound) else {
            throw ModelFailure(step: step, message: "hung: \(batch) did not return within \(Int(Self.hangBound)) s")
        }
        return outcomes
    }

    /// Seconds of real time after which a batch counts as hung (see ``issue(_:step:)``).
    static let hangBound: Double = 120

    private func perform(_ op: ModelOp, step: Int) async -> LifecycleModel.Outcome {
        let seam = world.seam
        do {
            switch op {
            case .initialize:
                try seam.initialize(clientSessionToken: Fixture.token)
            case .activate:
                try await seam.activate()
            case .refresh:
                try await seam.refresh()
            case .unlock(let index):
                let key = ModelKeys.all[index]
                let publisher = try seam.unlock(using: key.id, timeout: ModelKeys.timeout)
                    .map(SeamAccessUnlockEvent.init).eraseToAnyPublisher()
                let observer = UnlockObserver(key: key, step: step)
                lock.withLock { unlocks.append(observer) }
                // The attempt's tasks inherit the label, so its clock sleeps can be told apart.
                await TestClock.$label.withValue(observer.label) { await observer.subscribe(publisher) }
            case .cancelUnlock(let back):
                let observer = lock.withLock { unlocks.count > back ? unlocks[unlocks.count - 1 - back] : nil }
                await observer?.cancel()
            case .deactivate(let deintegrate):
                await seam.deactivate(deintegrate: deintegrate)
            case .fault(let index):
                await world.injectFault(index)
            case .advance(let seconds):
                await world.clock.advance(by: seconds)
            }
            return .ok
        } catch let error as SeamError {
            return .failed(error)
        } catch {
            return .failed(.internetConnectionRequired)
        }
    }

    /// Every unlock keeps its contract; at most one attempt runs; none once inactive.
    private func checkUnlocks(_ step: Int, mayRun: Bool) async throws {
        let observers = lock.withLock { unlocks }
        if let broken = observers.first(where: { $0.problem != nil }), let problem = broken.problem {
            throw ModelFailure(step: step, message: "\(broken.summary): \(problem)")
        }
        let limit = mayRun ? 1 : 0
        do {
            try await eventually("at most \(limit) running unlock") {
                observers.filter(\.isRunning).count <= limit
            }
        } catch {
            let running = observers.filter(\.isRunning).map(\.summary).joined(separator: "; ")
            throw ModelFailure(step: step, message: mayRun
                ? "more than one unlock still runs: \(running)"
                : "inactive, yet an unlock still runs: \(running)")
        }
    }

    private func checkMonitor(_ step: Int) throws {
        if let problem = monitor.problem { throw ModelFailure(step: step, message: problem) }
    }
}

/// Watches the public publishers: no subscriber may ever see keys while the SDK is inactive.
private final class PublisherMonitor: @unchecked Sendable {
    // Safe to share: `found` and `cancellables` are only touched while `lock` is held.
    private let lock = NSLock()
    private var found: String?
    private var cancellables: [AnyCancellable] = []

    init(seam: Seam) {
        let credentials = seam.credentialsPublisher.sink { [weak self, seam] keys in
            if !keys.isEmpty, !seam.isActive { self?.record("a subscriber received \(keys.count) keys while isActive was false") }
        }
        let active = seam.isActivePublisher.sink { [weak self, seam] isActive in
            if !isActive, !seam.credentials.isEmpty { self?.record("isActive became false while \(seam.credentials.count) keys were still published") }
        }
        lock.withLock { cancellables = [credentials, active] }
    }

    private func record(_ problem: String) {
        lock.withLock { found = found ?? problem }
    }

    var problem: String? { lock.withLock { found } }

    func stop() { lock.withLock { cancellables = [] } }
}

/// `task`'s value, or `nil` when it has not finished after `seconds` of real time (a safety net
/// that only a hang reaches; the hung task is left behind, the run has failed anyway).
private func firstOf<Value: Sendable>(_ task: Task<Value, Never>, orAfterSeconds seconds: Double) async -> Value? {
    let once = LockedOnce<Value?>()
    let timer = Task {
        try await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
        // Work that a starved pool let run at the same moment gets to finish first.
        for _ in 0..<10 { await Task.yield() }
        once.resume(with: nil)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
        once.set(continuation)
        Task { once.resume(with: await task.value) }
    }
}

/// Resumes a continuation exactly once, from whichever side comes first.
private final class LockedOnce<Value: Sendable>: @unchecked Sendable {
    // Safe to share: `continuation` and `done` are only touched while `lock` is held.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?
    private var pending: Value?
    private var done = false

    func set(_ continuation: CheckedContinuation<Value, Never>) {
        let ready: Value? = lock.withLock {
            if done, let pending { self.pending = nil; return pending }
            self.continuation = continuation
            return nil
        }
        if let ready { continuation.resume(returning: ready) }
    }

    func resume(with value: Value) {
        let continuation: CheckedContinuation<Value, Never>? = lock.withLock {
            guard !done else { return nil }
            done = true
            if let continuation = self.continuation { self.continuation = nil; return continuation }
            pending = value
            return nil
        }
        continuation?.resume(returning: value)
    }
}
