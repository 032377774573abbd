import Foundation

// The parts of `/locks/list` (`{ devices, locks, ok }`, both arrays holding the same
// devices) that SeamAccess reads. As with the phone session, every field is optional,
// unknown keys are ignored and an unreadable device is skipped rather than fatal.

struct SeamLockListEnvelope: Decodable {
    let locks: SeamLossyArray<SeamLockDTO>?
    let devices: SeamLossyArray<SeamLockDTO>?

    /// `locks`, or `devices` when an older answer has only that.
    var elements: [SeamLockDTO] { (locks ?? devices)?.elements ?? [] }
    var droppedCount: Int { (locks ?? devices)?.droppedCount ?? 0 }
}

/// `/locks/get`'s answer, `{ device, lock, ok }`, both holding the same device.
struct SeamLockGetEnvelope: Decodable {
    let lock: SeamLockDTO?
    let device: SeamLockDTO?
}

struct SeamLockDTO: Decodable {
    let deviceId: String?
    let displayName: String?
    let nickname: String?
    let deviceType: String?
    let isManaged: Bool?
    let canRemotelyUnlock: Bool?
    let canRemotelyLock: Bool?
    let location: Location?
    let properties: Properties?
    let errors: SeamLossyArray<Issue>?

    enum CodingKeys: String, CodingKey {
        case deviceId = "device_id", displayName = "display_name", nickname, deviceType = "device_type"
        case isManaged = "is_managed", canRemotelyUnlock = "can_remotely_unlock", canRemotelyLock = "can_remotely_lock"
        case location, properties, errors
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        deviceId = try container.decodeIfPresent(String.self, forKey: .deviceId)
        displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        nickname = try container.decodeIfPresent(String.self, forKey: .nickname)
        deviceType = try container.decodeIfPresent(String.self, forKey: .deviceType)
        isManaged = try container.decodeIfPresent(Bool.self, forKey: .isManaged)
        canRemotelyUnlock = try container.decodeIfPresent(Bool.self, forKey: .canRemotelyUnlock)
        // Informational: an odd value means "cannot lock", not an unreadable lock.
        canRemotelyLock = try? container.decodeIfPresent(Bool.self, forKey: .canRemotelyLock)
        location = try container.decodeIfPresent(Location.self, forKey: .location)
        properties = try container.decodeIfPresent(Properties.self, forKey: .properties)
        errors = try container.decodeIfPresent(SeamLossyArray<Issue>.self, forKey: .errors)
    }

    struct Location: Decodable {
        let locationName: String?
        let roomName: String?

        enum CodingKeys: String, CodingKey {
            case locationName = "location_name", roomName = "room_name"
        }
    }

    /// `online` and the lock's state; the rest of the (large) object is skipped. The state is
    /// informational: a reading of an unexpected type is unknown (`nil`), never a reason to
    /// drop the lock.
    struct Properties: Decodable {
        let online: Bool?
        let locked: Bool?
        let doorOpen: Bool?
        /// `battery_level`, else `battery.level` (both 0...1).
        let batteryLevel: Double?

        enum CodingKeys: String, CodingKey {
            case online, locked, doorOpen = "door_open", batteryLevel = "battery_level", battery
        }

        private struct Battery: Decodable {
            let level: Double?
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            online = try container.decodeIfPresent(Bool.self, forKey: .online)
            locked = try? container.decodeIfPresent(Bool.self, forKey: .locked)
            doorOpen = try? container.decodeIfPresent(Bool.self, forKey: .doorOpen)
            batteryLevel = (try? container.decodeIfPresent(Double.self, forKey: .batteryLevel))
                ?? (try? container.decodeIfPresent(Battery.self, forKey: .battery))?.level
        }
    }

    /// One of the device's `errors`; its `error_code` is free text.
    struct Issue: Decodable {
        let errorCode: String?

        enum CodingKeys: String, CodingKey {
            case errorCode = "error_code"
        }
    }
}

/// `{ action_attempt, ok }`, the answer of `/locks/unlock_door` and `/action_attempts/get`.
struct SeamActionAttemptEnvelope: Decodable {
    let actionAttempt: SeamActionAttemptDTO

    enum CodingKeys: String, CodingKey {
        case actionAttempt = "action_attempt"
    }
}

/// An action attempt: `pending`, `success` (with `result`) or `error` (with `error`).
///
/// Decoded by its status, as Seam's schema defines it: `result` only for `success`, `error`
/// only for `error`. The schema lets the other member hold any value (`error` while `success`
/// or `pending`, `result` while `error` or `pending`), so it is never read: a success whose
/// `error` is not null is still a success. Within the member a status defines, an unexpected
/// shape reads as unknown details (an error of unknown type, a success not known to be
/// confirmed), never as an unreadable answer.
struct SeamActionAttemptDTO: Decodable {
    let actionAttemptId: String?
    let status: String?
    /// Only for `success`.
    let result: Result?
    /// Only for `error`; present (perhaps with no type or message) whenever the status is `error`.
    let error: SeamErrorEnvelope.Body?

    enum CodingKeys: String, CodingKey {
        case actionAttemptId = "action_attempt_id", status, result, error
    }

    struct Result: Decodable {
        let wasConfirmedByDevice: Bool?

        enum CodingKeys: String, CodingKey {
            case wasConfirmedByDevice = "was_confirmed_by_device"
        }

        init(wasConfirmedByDevice: Bool?) {
            self.wasConfirmedByDevice = wasConfirmedByDevice
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            wasConfirmedByDevice = try? container.decodeIfPresent(Bool.self, forKey: .wasConfirmedByDevice)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        actionAttemptId = try? container.decodeIfPresent(String.self, forKey: .actionAttemptId)
        status = try? container.decodeIfPresent(String.self, forKey: .status)
        switch status {
        case "success":
            result = (try? container.decodeIfPresent(Result.self, forKey: .result)) ?? Result(wasConfirmedByDevice: nil)
            error = nil
        case "error":
            result = nil
            error = (try? container.decodeIfPresent(ErrorBody.self, forKey: .error))?.body
                ?? SeamErrorEnvelope.Body(type: nil, message: nil)
        default:
            result = nil
            error = nil
        }
    }

    /// An attempt's `error` read member by member, so a `type` or `message` of another shape
    /// is dropped alone.
    private struct ErrorBody: Decodable {
        let body: SeamErrorEnvelope.Body

        enum CodingKeys: String, CodingKey {
            case type, message
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            body = SeamErrorEnvelope.Body(type: try? container.decodeIfPresent(String.self, forKey: .type),
                                          message: try? container.decodeIfPresent(String.self, forKey: .message))
        }
    }
}
