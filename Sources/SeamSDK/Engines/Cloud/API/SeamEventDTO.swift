import Foundation

/// `{ events, ok }`, the answer of `/events/list`: events it cannot read are dropped and counted.
struct SeamEventListEnvelope: Decodable {
    let events: [SeamEventDTO]
    /// How many entries could not be read (or were not lock events).
    let droppedCount: Int
    /// How many entries the page held, read or not (a full page means there may be more).
    let pageCount: Int

    private enum CodingKeys: String, CodingKey { case events }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var list = try container.nestedUnkeyedContainer(forKey: .events)
        var events: [SeamEventDTO] = []
        var seen = 0
        while !list.isAtEnd {
            seen += 1
            if let event = try? list.decode(SeamEventDTO.self) {
                events.append(event)
            } else {
                _ = try? list.decode(SeamSkippedValue.self)
            }
        }
        self.events = events
        pageCount = seen
        droppedCount = seen - events.count
    }
}

/// Consumes one value of any shape.
private struct SeamSkippedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// A lock event: `lock.unlocked`, `lock.locked` or `lock.access_denied` with a `device_id` and
/// an `occurred_at`; other events fail to decode (and are skipped).
struct SeamEventDTO: Decodable {
    let activity: SeamLockActivity

    private enum CodingKeys: String, CodingKey {
        case eventId = "event_id", eventType = "event_type", deviceId = "device_id", occurredAt = "occurred_at"
        case method, actionAttemptId = "action_attempt_id"
    }

    init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        let type = try fields.decode(String.self, forKey: .eventType)
        guard let kind = SeamLockActivity.Kind(rawValue: type) else {
            throw DecodingError.dataCorruptedError(forKey: .eventType, in: fields, debugDescription: "not a lock event")
        }
        guard let occurred = SeamTimestamp.parse(try fields.decode(String.self, forKey: .occurredAt)) else {
            throw DecodingError.dataCorruptedError(forKey: .occurredAt, in: fields, debugDescription: "not a date")
        }
        activity = SeamLockActivity(
            id: try fields.decode(String.self, forKey: .eventId), kind: kind, occurredAt: occurred,
            keyId: try fields.decode(String.self, forKey: .deviceId),
            method: try? fields.decodeIfPresent(String.self, forKey: .method),
            actionAttemptId: try? fields.decodeIfPresent(String.self, forKey: .actionAttemptId))
    }

    /// `2026-11-28T06:15:12.000Z`: the form `since` is sent in.
    static func format(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
