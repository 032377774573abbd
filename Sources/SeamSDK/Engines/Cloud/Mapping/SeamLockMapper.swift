import Foundation

/// Turns the Seam-connected smart locks of `/locks/list` into keys the remote-unlock
/// integration (``SeamRemoteUnlock``) opens.
///
/// | API | `SeamCredential` |
/// |---|---|
/// | `device_id` | `id` (and the `device_id` the unlock sends) |
/// | `display_name` (else `nickname`, else "Lock") | `name` |
/// | `location.location_name`, `location.room_name` | `location` |
/// | `is_managed` | `isManaged` |
/// | `properties.locked`, `properties.door_open`, `properties.battery_level` (else `battery.level`), `can_remotely_lock` | `lockState` (unknown readings `nil`) |
/// | — | `provider` = ``SeamRemoteUnlock/provider``; no expiry, card number, code or entrances |
///
/// Only locks with `can_remotely_unlock == true` become keys: a lock that only takes PIN
/// codes cannot be opened from the phone, and access codes are never listed (a session can
/// see other people's PINs).
///
/// Device errors map onto ``SeamCredentialError`` so the card tells the truth and
/// ``Seam/unlock(using:proximity:timeout:)`` refuses the key before any request:
/// - `device_offline`, `device_disconnected`, `hub_disconnected`, `bridge_disconnected`, or
///   `properties.online == false` → ``SeamCredentialError/unknown``: the lock (or its hub)
///   cannot be reached right now and usually comes back by itself; its copy says to try again
///   in a moment, and its action refreshes, which picks up the lock once it is back. Nothing
///   on the phone fixes it, so not `userInteractionRequired(.enableInternet)` (that would
///   blame the phone's connection).
/// - `account_disconnected`, `august_lock_not_authorized`, `insufficient_permissions`,
///   `missing_device_credentials`, `subscription_required`,
///   `salto_ks_subscription_limit_exceeded`, `device_removed` and any code not known here →
///   ``SeamCredentialError/contactSeamSupport``: the lock's setup (its account, permissions or
///   subscription) must be fixed by the property or the app's developer, exactly as API errors
///   on an ACS credential are.
/// Warnings are informational and leave the key usable.
enum SeamLockMapper {
    static let unreachableCodes: Set<String> = [
        "device_offline", "device_disconnected", "hub_disconnected", "bridge_disconnected",
    ]

    static func map(_ locks: [SeamLockDTO]) -> [SeamCredential] {
        var seen = Set<String>()
        return locks.compactMap(map).filter { seen.insert($0.id).inserted }
    }

    static func map(_ lock: SeamLockDTO) -> SeamCredential? {
        guard lock.canRemotelyUnlock == true,
              let id = lock.deviceId.map(SeamCredentialMapper.trimmed), !id.isEmpty else { return nil }
        let name = [lock.displayName, lock.nickname].compactMap { $0.map(SeamCredentialMapper.trimmed) }
            .first { !$0.isEmpty } ?? "Lock"
        let places = [lock.location?.locationName, lock.location?.roomName]
            .compactMap { $0.map(SeamCredentialMapper.trimmed) }
            .filter { !$0.isEmpty && $0 != name }
        return SeamCredential(
            id: id,
            isManaged: lock.isManaged ?? true,
            name: name,
            location: unique(places).joined(separator: ", "),
            providerName: SeamRemoteUnlock.provider,
            supportedUnlockProximities: [.remote],
            errors: errors(of: lock),
            lockState: SeamLockState(locked: lock.properties?.locked, doorOpen: lock.properties?.doorOpen,
                                     batteryLevel: lock.properties?.batteryLevel, canLock: lock.canRemotelyLock == true)
        )
    }

    static func errors(of lock: SeamLockDTO) -> [SeamCredentialError] {
        let codes = (lock.errors?.elements ?? []).map { $0.errorCode ?? "" }
        var errors: [SeamCredentialError] = []
        // Setup problems first: they outlast an outage and need someone to act.
        if codes.contains(where: { !unreachableCodes.contains($0) }) || (lock.errors?.droppedCount ?? 0) > 0 {
            errors.append(.contactSeamSupport)
        }
        if codes.contains(where: unreachableCodes.contains) || lock.properties?.online == false {
            errors.append(.unknown)
        }
        return errors
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
