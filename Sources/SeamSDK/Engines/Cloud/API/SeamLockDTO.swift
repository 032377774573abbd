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

struct SeamLockDTO: Decodable {
    let deviceId: String?
    let displayName: String?
    let nickname: String?
    let deviceType: String?
    let isManaged: Bool?
    let canRemotelyUnlock: Bool?
    let location: Location?
    let properties: Properties?
    let errors: SeamLossyArray<Issue>?

    enum CodingKeys: String, CodingKey {
        case deviceId = "device_id", displayName = "display_name", nickname, deviceType = "device_type"
        case isManaged = "is_managed", canRemotelyUnlock = "can_remotely_unlock", location, properties, errors
    }

    struct Location: Decodable {
        let locationName: String?
        let roomName: String?

        enum CodingKeys: String, CodingKey {
            case locationName = "location_name", roomName = "room_name"
        }
    }

    /// Only `online` matters here; the rest of the (large) object is skipped.
    struct Properties: Decodable {
        let online: Bool?
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
struct SeamActionAttemptDTO: Decodable {
    let actionAttemptId: String?
    let status: String?
    let result: Result?
    let error: SeamErrorEnvelope.Body?

    enum CodingKeys: String, CodingKey {
        case actionAttemptId = "action_attempt_id", status, result, error
    }

    struct Result: Decodable {
        let wasConfirmedByDevice: Bool?

        enum CodingKeys: String, CodingKey {
            case wasConfirmedByDevice = "was_confirmed_by_device"
        }
    }
}
