import Foundation

/// What a lock key's card and row say about the lock, as localized data: "Locked · Door closed ·
/// Battery 80%", and a warning when the battery is low.
///
/// Only what the lock reported is said: a reading it did not report is left out, never
/// guessed ("Door closed" only from a door sensor). A low battery is a warning
/// (``batteryWarning``, in the ``SeamStatusPresentation/Tone/warning`` tone) and nothing
/// more: the key stays "Ready" and unlocks as before.
///
/// ```swift
/// let state = SeamLockStatePresentation(
///     state: SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.15, canLock: true),
///     locale: Locale(identifier: "en"))
/// state.summary          // "Locked · Door closed"
/// state.batteryWarning   // "Battery low (15%)"
/// ```
public struct SeamLockStatePresentation: Hashable, Sendable {
    /// A battery at or below this level (20 %) is shown as a warning.
    public static let lowBatteryLevel = 0.2
    /// The SF Symbol beside ``batteryWarning`` (iOS 15).
    public static let batteryWarningSystemImage = "battery.25"
    /// The tone of ``batteryWarning``: a warning, never an error.
    public static let batteryWarningTone = SeamStatusPresentation.Tone.warning

    /// "Locked" or "Unlocked"; `nil` when the lock did not say.
    public let lockText: String?
    /// "Door open" or "Door closed"; `nil` when the lock has no door sensor or did not say.
    public let doorText: String?
    /// "Battery 80%" for a battery that is not low; `nil` when it is low (see
    /// ``batteryWarning``) or not reported.
    public let batteryText: String?
    /// ``lockText``, ``doorText`` and ``batteryText`` on one line, "Locked · Door closed ·
    /// Battery 80%"; `nil` when the lock reported none of them.
    public let summary: String?
    /// "Battery low (15%)" when the battery is at or below ``lowBatteryLevel``, else `nil`.
    public let batteryWarning: String?
    /// The SF Symbol for the lock's state: `lock.fill` locked, `lock.open.fill` unlocked,
    /// `lock` not reported.
    public let systemImage: String
    /// Whether the lock can be locked from the phone (``SeamLockState/canLock``).
    public let canLock: Bool
    /// Everything above as VoiceOver reads it: "Locked, Door closed, Battery low (15%)"; empty
    /// when the lock reported nothing.
    public let accessibilityText: String

    /// The presentation of `state` in `locale`.
    public init(state: SeamLockState, locale: Locale) {
        lockText = state.locked.map { SeamLocalization.string($0 ? "lock.state.locked" : "lock.state.unlocked", locale: locale) }
        doorText = state.doorOpen.map { SeamLocalization.string($0 ? "lock.door.open" : "lock.door.closed", locale: locale) }
        let isLow = state.batteryLevel.map { $0 <= Self.lowBatteryLevel } ?? false
        let percent = state.batteryLevel.map { SeamLocalization.percent($0, locale: locale) }
        batteryText = isLow ? nil : percent.map { SeamLocalization.format("lock.battery", locale: locale, $0) }
        batteryWarning = isLow ? percent.map { SeamLocalization.format("lock.battery.low", locale: locale, $0) } : nil
        let parts = [lockText, doorText, batteryText].compactMap { $0 }
        summary = parts.isEmpty ? nil : parts.joined(separator: " · ")
        systemImage = switch state.locked {
        case true?: "lock.fill"
        case false?: "lock.open.fill"
        case nil: "lock"
        }
        canLock = state.canLock
        accessibilityText = (parts + [batteryWarning].compactMap { $0 }).joined(separator: ", ")
    }
}
