import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport

/// One call a model-checked program makes.
enum ModelOp: Hashable, Sendable, CustomStringConvertible {
    case initialize
    case activate
    case refresh
    /// Unlocks key `key` of ``ModelKeys``.
    case unlock(key: Int)
    /// Cancels the subscription of the `back`-th most recent unlock (0: the newest).
    case cancelUnlock(back: Int)
    case deactivate(deintegrate: Bool)
    /// Moves the test clock (alone in its batch).
    case advance(seconds: Double)
    /// Queues a fault on the fake API (cloud runs only).
    case fault(Int)

    var description: String {
        switch self {
        case .initialize: "initialize"
        case .activate: "activate"
        case .refresh: "refresh"
        case .unlock(let key): "unlock(\(ModelKeys.all[key].id))"
        case .cancelUnlock(let back): "cancel(unlock -\(back))"
        case .deactivate(let deintegrate): deintegrate ? "deactivate(deintegrate)" : "deactivate"
        case .advance(let seconds): "advance(\(seconds)s)"
        case .fault(let index): "fault(\(index))"
        }
    }

    var isLifecycleCall: Bool {
        switch self {
        case .initialize, .activate, .refresh, .unlock, .deactivate: true
        case .cancelUnlock, .advance, .fault: false
        }
    }
}

/// The ops of one step, each issued from its own concurrent task; the step ends when all return.
struct ModelBatch: Hashable, Sendable, CustomStringConvertible {
    var ops: [ModelOp]
    var description: String { ops.count == 1 ? ops[0].description : "[" + ops.map(\.description).joined(separator: " ‖ ") + "]" }
}

/// A seeded program: the same seed always gives the same program.
struct ModelProgram: Sendable, CustomStringConvertible {
    var seed: UInt64
    var batches: [ModelBatch]

    var stepCount: Int { batches.count }

    var description: String {
        batches.enumerated().map { "\($0.offset): \($0.element)" }.joined(separator: "; ")
    }

    /// `steps` batches of one to three concurrent calls, biased towards the lifecycle's
    /// interesting overlaps (activate ‖ deactivate, unlock ‖ deactivate, unlock ‖ unlock).
    static func generate(seed: UInt64, steps: Int, faults: Int) -> ModelProgram {
        var random = SplitMix64(seed: seed)
        var batches: [ModelBatch] = []
        for _ in 0..<steps {
            let roll = random.next(below: 100)
            if roll < 12 {
                let seconds = [0.5, 1, 2, 5, 9][random.next(below: 5)]
                batches.append(ModelBatch(ops: [.advance(seconds: seconds)]))
                continue
            }
            let width = 1 + random.next(below: 3)
            var ops: [ModelOp] = []
            for _ in 0..<width {
                let pick = random.next(below: 100)
                switch pick {
                case 0..<16: ops.append(.initialize)
                case 16..<36: ops.append(.activate)
                case 36..<46: ops.append(.refresh)
                case 46..<68: ops.append(.unlock(key: random.next(below: ModelKeys.all.count)))
                case 68..<76: ops.append(.cancelUnlock(back: random.next(below: 3)))
                case 76..<(faults > 0 ? 84 : 76): ops.append(.fault(random.next(below: faults)))
                default: ops.append(.deactivate(deintegrate: random.next(below: 3) == 0))
                }
            }
            batches.append(ModelBatch(ops: ops))
        }
        return ModelProgram(seed: seed, batches: batches)
    }
}

/// The keys every run has: one per lock behaviour, all ready.
enum ModelKeys {
    /// How a Seam-connected lock behaves on the fake API (cloud runs).
    enum Remote: Sendable {
        /// The attempt has succeeded by the first read.
        case grants
        /// The attempt stays pending.
        case neverEnds
    }

    struct Key: Sendable {
        let id: String
        /// Each key has its own provider, so each gets its own lock.
        var provider: String { "model_\(id)" }
        let lock: SeamSimulatedLock
        /// Set for a lock key: the cloud world lists it from `/locks/list` and unlocks it over
        /// the API (the built-in remote unlock); the sandbox world simulates it with ``lock``.
        var remote: Remote? = nil
        /// Terminal events this key's lock can produce by itself (superseding, deactivation and
        /// a timeout can always add `connectionFailed` / `timedOut` as documented).
        let ownOutcomes: Set<String>
    }

    static let all: [Key] = [
        Key(id: "grants", lock: SeamSimulatedLock(latency: 1, outcome: .grant), ownOutcomes: ["grantedAccess"]),
        Key(id: "fails", lock: SeamSimulatedLock(latency: 1, outcome: .fail(debugDescription: "GATT 133")),
            ownOutcomes: ["connectionFailed"]),
        Key(id: "silent", lock: SeamSimulatedLock(latency: 0, outcome: .neverAnswer), ownOutcomes: ["timedOut"]),
        // Remote unlock reads the attempt over real HTTP between clock sleeps, so a clock jump
        // past the timeout can overtake a read that would have seen the success: `timedOut`
        // is an outcome of its own for the granting lock key.
        Key(id: "remote_grants", lock: SeamSimulatedLock(latency: 1, outcome: .grant),
            remote: .grants, ownOutcomes: ["grantedAccess", "timedOut"]),
        Key(id: "remote_stuck", lock: SeamSimulatedLock(latency: 0, outcome: .neverAnswer),
            remote: .neverEnds, ownOutcomes: ["timedOut"]),
    ]
    /// The unlock timeout every model unlock uses, in clock seconds.
    static let timeout: TimeInterval = 3
}
