import Foundation

extension SeamAPIClient {
    /// `POST /locks/list`: every lock the client session may use.
    func listLocks() async throws -> SeamLockListEnvelope {
        let data = try await post("/locks/list", json: [:])
        do {
            return try JSONDecoder().decode(SeamLockListEnvelope.self, from: data)
        } catch {
            throw SeamAPIFailure(kind: .malformedResponse, message: "\(error)")
        }
    }

    /// `POST /locks/get`: one lock as the API knows it now, sent once (a read to bring a key's
    /// state up to date, which the next sync does anyway if it fails).
    func getLock(deviceId: String) async throws -> SeamLockDTO? {
        let data = try await post("/locks/get", json: ["device_id": deviceId], maximumRetries: 0)
        do {
            let envelope = try JSONDecoder().decode(SeamLockGetEnvelope.self, from: data)
            return envelope.lock ?? envelope.device
        } catch {
            throw SeamAPIFailure(kind: .malformedResponse, message: "\(error)")
        }
    }

    /// `POST /locks/unlock_door`, sent once: never retried, whatever the answer.
    func unlockDoor(deviceId: String) async throws -> SeamActionAttemptDTO {
        try Self.actionAttempt(try await post("/locks/unlock_door", json: ["device_id": deviceId], maximumRetries: 0))
    }

    /// `POST /locks/lock_door`, sent once: never retried, whatever the answer.
    func lockDoor(deviceId: String) async throws -> SeamActionAttemptDTO {
        try Self.actionAttempt(try await post("/locks/lock_door", json: ["device_id": deviceId], maximumRetries: 0))
    }

    /// `POST /events/list`: one page of lock events after `since` (always sent: the route
    /// requires it or `between`), of lock `deviceId` when given, `limit` of them from `offset`.
    func listLockEvents(since: Date, deviceId: String? = nil, limit: Int, offset: Int) async throws -> SeamEventListEnvelope {
        var json: [String: Any] = [
            "since": SeamEventDTO.format(since),
            "event_types": SeamLockActivity.Kind.allCases.map(\.rawValue),
            "limit": limit,
        ]
        if let deviceId { json["device_id"] = deviceId }
        if offset > 0 { json["unstable_offset"] = offset }
        let data = try await post("/events/list", json: json)
        do {
            return try JSONDecoder().decode(SeamEventListEnvelope.self, from: data)
        } catch {
            throw SeamAPIFailure(kind: .malformedResponse, message: "\(error)")
        }
    }

    /// `POST /action_attempts/get`, once (the caller polls on its own schedule).
    func actionAttempt(id: String) async throws -> SeamActionAttemptDTO {
        try Self.actionAttempt(try await post("/action_attempts/get", json: ["action_attempt_id": id], maximumRetries: 0))
    }

    private static func actionAttempt(_ data: Data) throws -> SeamActionAttemptDTO {
        do {
            return try JSONDecoder().decode(SeamActionAttemptEnvelope.self, from: data).actionAttempt
        } catch {
            throw SeamAPIFailure(kind: .malformedResponse, message: "\(error)")
        }
    }
}
