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
