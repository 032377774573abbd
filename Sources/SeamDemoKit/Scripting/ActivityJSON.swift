import Foundation
import SeamAccess

/// What `seam-demo activity --json` prints: one object per lock event.
///
/// Printed to a terminal too, so the server's text (a lock's id, a method) that JSON allows raw
/// but a terminal obeys (DEL, C1 controls such as CSI, bidi overrides) is written as a JSON
/// escape, as ``CredentialJSON`` does: the document reads back exactly as the server sent it.
public enum ActivityJSON {
    /// `[{"type":"lock.unlocked","occurredAt":"2026-11-28T06:15:12Z","keyId":"…","method":"remote"}]`.
    public static func document(_ activity: [SeamLockActivity]) throws -> String {
        struct Item: Encodable {
            let type: String
            let occurredAt: String
            let keyId: String
            let method: String?

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(type, forKey: .type)
                try container.encode(occurredAt, forKey: .occurredAt)
                try container.encode(keyId, forKey: .keyId)
                try container.encode(method, forKey: .method)
            }

            enum CodingKeys: String, CodingKey { case type, occurredAt, keyId, method }
        }
        let formatter = ISO8601DateFormatter()
        let items = activity.map { Item(type: $0.kind.rawValue, occurredAt: formatter.string(from: $0.occurredAt),
                                        keyId: $0.keyId, method: $0.method) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return DemoQuoted.escaped(String(decoding: try encoder.encode(items), as: UTF8.self), writing: CredentialJSON.jsonEscape)
    }
}
