import Foundation

/// What a smart lock last reported about itself: whether it is locked, whether its door stands
/// open, its battery, and whether it can be locked from the phone.
///
/// Lock keys (``SeamRemoteUnlock/provider``) carry one in ``SeamCredential/lockState``; other
/// keys carry `nil`. Each reading is `nil` when the lock does not report it: a lock without a
/// door sensor never says whether the door is open, and "unknown" is not "closed". The cloud
/// backend reads the device's `properties.locked`, `properties.door_open`,
/// `properties.battery_level` and `can_remotely_lock`, and reads the lock again after an
/// unlock ends, so the state follows what the attempt did.
///
/// A low battery is worth a warning but never stops an unlock: the state adds no
/// ``SeamCredential/errors``.
///
/// ```swift
/// if let state = key.lockState {
///     let battery = state.batteryLevel.map { "\(Int($0 * 100)) %" } ?? "unknown"
///     print(state.locked == true ? "Locked" : "Not known to be locked", battery)
/// }
/// ```
public struct SeamLockState: Hashable, Sendable, Codable {
    /// `true` locked, `false` unlocked, `nil` not reported.
    public let locked: Bool?
    /// `true` the door stands open, `false` it is closed, `nil` not reported (no door sensor).
    public let doorOpen: Bool?
    /// The battery's charge from 0 (empty) to 1 (full); `nil` when not reported (a lock on
    /// mains power, or one that does not say).
    public let batteryLevel: Double?
    /// Whether the lock can be locked remotely (`can_remotely_lock`); `false` when the API
    /// does not say.
    public let canLock: Bool

    /// A lock's state.
    ///
    /// - Parameters:
    ///   - locked: ``locked``.
    ///   - doorOpen: ``doorOpen``.
    ///   - batteryLevel: ``batteryLevel``; a value outside 0...1 is clamped into it, and one
    ///     that is not a number reads as `nil`.
    ///   - canLock: ``canLock``.
    public init(locked: Bool? = nil, doorOpen: Bool? = nil, batteryLevel: Double? = nil, canLock: Bool = false) {
        self.locked = locked
        self.doorOpen = doorOpen
        self.batteryLevel = batteryLevel.flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
        self.canLock = canLock
    }

    private enum CodingKeys: String, CodingKey {
        case locked, doorOpen, batteryLevel, canLock
    }

    /// Reads what it knows: a missing or unreadable reading is `nil` (and `canLock` `false`),
    /// never a failure, so a value saved by another version still reads.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(locked: try? fields.decodeIfPresent(Bool.self, forKey: .locked),
                  doorOpen: try? fields.decodeIfPresent(Bool.self, forKey: .doorOpen),
                  batteryLevel: try? fields.decodeIfPresent(Double.self, forKey: .batteryLevel),
                  canLock: (try? fields.decodeIfPresent(Bool.self, forKey: .canLock)) == true)
    }

    /// Writes every reading, `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encode(locked, forKey: .locked)
        try fields.encode(doorOpen, forKey: .doorOpen)
        try fields.encode(batteryLevel, forKey: .batteryLevel)
        try fields.encode(canLock, forKey: .canLock)
    }
}

extension SeamLockState: CustomStringConvertible {
    /// Every reading, `nil` when unknown: `locked: true, doorOpen: nil, batteryLevel: 0.15, canLock: true`.
    public var description: String {
        func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "nil" }
        return "locked: \(text(locked)), doorOpen: \(text(doorOpen)), batteryLevel: \(text(batteryLevel)), canLock: \(canLock)"
    }
}
