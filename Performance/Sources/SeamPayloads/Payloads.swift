import Foundation

/// Phone session bodies with `count` credentials in the shape of the spec's fixture: every
/// field the API sends, entrances included, with a mix of ready, expired and pending keys.
public enum Payloads {
    public static func phoneSession(count: Int) -> Data {
        let credentials = (0..<count).map(credential).joined(separator: ",")
        let json = """
        {"phone_session": {"workspace_id": "5f1e0c2a-7a4b-4c1e-9d55-2b6f1f0c9a01", "is_sandbox_workspace": true,
          "user_identity": {"user_identity_id": "43947360-cdc8-4db6-8b22-e079416d1d8b", "user_identity_key": "jane_doe",
            "email_address": "jane@example.com", "display_name": "Jane Doe", "full_name": "Jane Doe",
            "created_at": "2025-06-16T16:54:17.946546Z", "workspace_id": "5f1e0c2a", "errors": [], "warnings": [],
            "acs_user_ids": ["0fc82df4-391b-4d00-a234-86378f1c3952"]},
          "provider_sessions": [{"phone_registration": {"phone_registration_id": "7d0c9a4e-2f1b-4c55-8a3e-0b9f6c1d2e3f",
            "provider_name": "salto_space", "provider_state": {}, "is_being_activated": false},
            "acs_credentials": [\(credentials)]}]}, "ok": true}
        """
        return Data(json.utf8)
    }

    private static func credential(_ index: Int) -> String {
        let id = String(format: "%08x-1111-4111-8111-%012x", index, index)
        let endsAt = index % 7 == 3 ? "2024-03-05T11:00:00.000Z" : "2099-12-31T11:00:00.000Z"
        let warnings = index % 11 == 5
            ? #"[{"warning_code": "waiting_to_be_issued", "message": "Waiting.", "created_at": "2025-06-16T16:54:18.000Z"}]"#
            : "[]"
        return """
        {"acs_credential_id": "\(id)", "acs_user_id": "0fc82df4-391b-4d00-a234-86378f1c3952",
         "user_identity_id": "43947360-cdc8-4db6-8b22-e079416d1d8b", "connected_account_id": "1b9a3e0d-443f-4063-b619-4ca7e2a97751",
         "acs_system_id": "6a74a969-94ea-4383-b5cf-5e7da8c113d1", "display_name": "Room \(index)", "access_method": "mobile_key",
         "external_type": "salto_space_key", "external_type_display_name": "Salto Space Key", "code": null, "card_number": null,
         "is_issued": true, "issued_at": "2025-06-16T17:00:00.000000Z", "starts_at": "2025-06-16T15:00:00.000Z",
         "ends_at": "\(endsAt)", "created_at": "2025-06-16T16:54:17.946514Z", "workspace_id": "5f1e0c2a-7a4b-4c1e-9d55-2b6f1f0c9a01",
         "is_managed": true, "is_multi_phone_sync_credential": false, "is_one_time_use": false,
         "is_latest_desired_state_synced_with_provider": true,
         "latest_desired_state_synced_with_provider_at": "2025-06-16T17:00:00.000Z", "errors": [], "warnings": \(warnings),
         "acs_entrances": [{"acs_entrance_id": "f74e4879-5991-4e2f-a368-888983dcfbfc", "acs_system_id": "6a74a969",
           "connected_account_id": "1b9a3e0d", "space_ids": [], "created_at": "2025-06-15T16:54:17.946495Z",
           "display_name": "Floor \(index / 50)", "errors": [], "warnings": [], "can_unlock_with_mobile_key": true,
           "salto_space_metadata": {"door_id": "\(index)", "door_name": "Room \(index)", "room_name": "\(index)", "audit_on_keys": true}}]}
        """
    }
}

/// The baseline: the same bytes into minimal Codable structs with a plain JSONDecoder.
public struct PlainEnvelope: Decodable {
    public struct Session: Decodable {
        public let provider_sessions: [ProviderSession]
    }

    public struct ProviderSession: Decodable {
        let phone_registration: Registration
        public let acs_credentials: [Credential]
    }

    public struct Registration: Decodable {
        let provider_name: String?
    }

    public struct Credential: Decodable {
        let acs_credential_id: String?
        let display_name: String
        let ends_at: String?
        let acs_entrances: [Entrance]
    }

    public struct Entrance: Decodable {
        let display_name: String
    }

    public let phone_session: Session
}
