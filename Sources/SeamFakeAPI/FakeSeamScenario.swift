#if canImport(FlyingFox)
import Foundation
import SeamAccess

/// The world `seam-fake-api` serves, so a newcomer sees every outcome of the cloud path
/// without an account: mobile keys (one valid only from tomorrow, one expired; Room 101 and
/// Room 204 open their room, the lift and the pool), a lock that opens, one whose attempt
/// fails, one that never answers (the demo's unlock times out), one that is offline (refused
/// before any request) and one that takes only PIN codes (not a key). The locks report their
/// state: locked or not, the door, the battery (the Back Door's is low) and whether they lock
/// remotely; one that opens reports itself unlocked afterwards. A hotel's Bluetooth key
/// (``hotelKey``, ASSA ABLOY Vostio, with its `assa_abloy_vostio_metadata` and the phone's
/// registration) needs its lock maker's SDK, which the demo has not: it is listed as not
/// supported in this app, and unlocking it is refused before any request.
/// ``token`` may be set to expire; ``renewedToken`` is always accepted, for `--token-command`.
public struct FakeSeamScenario: Sendable {
    /// The token to give the demo.
    public static let token = "seam_cst_fake_api_walkthrough"
    /// The token the fake also accepts, and never expires: what a `--token-command` prints.
    public static let renewedToken = "seam_cst_fake_api_renewed"

    /// A lock of the scenario.
    public struct Lock: Sendable {
        public let id: String
        public let name: String
        /// What unlocking it does, in words.
        public let behaviour: String
    }

    /// Opens after ``openAfter`` seconds.
    public static let frontDoor = "5eed0000-0000-4000-8000-000000000001"
    /// Its attempt ends in an error (`lock_jammed`).
    public static let backDoor = "5eed0000-0000-4000-8000-000000000002"
    /// Its attempt stays pending: the unlock times out.
    public static let garage = "5eed0000-0000-4000-8000-000000000003"
    /// Reports `device_offline`: refused before any request.
    public static let shed = "5eed0000-0000-4000-8000-000000000004"
    /// Cannot be unlocked remotely (PIN codes only): not a key.
    public static let keypad = "5eed0000-0000-4000-8000-000000000005"
    /// A mobile key valid only from tomorrow, 15:00 UTC (Room 204).
    public static let notYetValidKey = "33333333-3333-4333-8333-333333333333"
    /// The usable mobile key (opening it needs its lock maker's SDK).
    public static let mobileKey = "11111111-1111-4111-8111-111111111111"
    /// A hotel's Bluetooth key (ASSA ABLOY Vostio, Room 1208) with the provider metadata a
    /// vendor SDK reads; no integration in the demo, so "Not supported in this app".
    public static let hotelKey = "44444444-4444-4444-8444-444444444444"
    /// The provider of ``hotelKey``.
    public static let hotelProvider = "assa_abloy_vostio"

    /// Seconds the front door's attempt stays pending before it succeeds.
    public var openAfter: TimeInterval
    /// When ``token`` stops being accepted; `nil`: never.
    public var tokenExpiry: FakeSeamAPI.Expiry?

    public init(openAfter: TimeInterval = 1, tokenExpiry: FakeSeamAPI.Expiry? = nil) {
        self.openAfter = openAfter
        self.tokenExpiry = tokenExpiry
    }

    /// The locks `/locks/list` returns, in its order.
    public var locks: [Lock] {
        [
            Lock(id: Self.frontDoor, name: "Front Door",
                 behaviour: "opens after \(Self.seconds(openAfter)); locked, door closed, battery 80 %"),
            Lock(id: Self.backDoor, name: "Back Door", behaviour: "the attempt fails (lock_jammed); battery low (15 %)"),
            Lock(id: Self.garage, name: "Garage",
                 behaviour: "the attempt stays pending (the unlock times out); no door sensor or battery reading"),
            Lock(id: Self.shed, name: "Shed", behaviour: "offline (refused before any request)"),
            Lock(id: Self.keypad, name: "Keypad", behaviour: "PIN codes only (not listed as a key)"),
        ]
    }

    /// Starts serving the scenario on 127.0.0.1 at `port` (0: any free port).
    public func start(port: UInt16 = 0, now: Date = Date()) async throws -> FakeSeamAPI {
        let api = try await FakeSeamAPI.start(payload: try Self.payload(now: now), knownTokens: [Self.token, Self.renewedToken],
                                              port: port)
        if let tokenExpiry { await api.state.expire(Self.token, tokenExpiry) }
        await api.locks.setDevices([
            FakeSeamLocks.device(id: Self.frontDoor, name: "Front Door", locationName: "Main Street 1", doorOpen: false,
                                 batteryLevel: 0.8, canRemotelyLock: true),
            FakeSeamLocks.device(id: Self.backDoor, name: "Back Door", locationName: "Main Street 1", doorOpen: false,
                                 batteryLevel: 0.15, canRemotelyLock: true),
            FakeSeamLocks.device(id: Self.garage, name: "Garage", locationName: "Main Street 1", canRemotelyLock: false),
            FakeSeamLocks.device(id: Self.shed, name: "Shed", online: false, errorCodes: ["device_offline"],
                                 locationName: "Garden", locked: nil, batteryLevel: 0.4),
            FakeSeamLocks.device(id: Self.keypad, name: "Keypad", canRemotelyUnlock: false, locationName: "Main Street 1"),
        ])
        await api.locks.script(Self.frontDoor, .succeed(after: openAfter))
        await api.locks.script(Self.backDoor, .fail(type: "lock_jammed", message: "The bolt is jammed (scripted by seam-fake-api)"))
        await api.locks.script(Self.garage, .pendingForever)
        // Recent activity for `seam-demo activity` and the unlock card (more come with each
        // remote unlock or lock that succeeds).
        await api.locks.recordEvent(type: "lock.unlocked", deviceId: Self.frontDoor, method: "keycode",
                                    occurredAt: now.addingTimeInterval(-3 * 3600))
        await api.locks.recordEvent(type: "lock.locked", deviceId: Self.frontDoor, method: "manual",
                                    occurredAt: now.addingTimeInterval(-2 * 3600))
        await api.locks.recordEvent(type: "lock.access_denied", deviceId: Self.backDoor,
                                    occurredAt: now.addingTimeInterval(-3600))
        return api
    }

    /// The phone session fixture, its Room 101 key also opening the lift and the pool, plus
    /// ``notYetValidKey``: a copy of that key named Room 204 that starts tomorrow at 15:00 UTC
    /// (a hotel key issued before check-in). Guest Room 1205's Visionline doors say their kind.
    public static func payload(now: Date) throws -> Data {
        guard var root = try JSONSerialization.jsonObject(with: try FakeSeamAPI.fixture()) as? [String: Any],
              var session = root["phone_session"] as? [String: Any],
              var providers = session["provider_sessions"] as? [[String: Any]],
              var credentials = providers.first?["acs_credentials"] as? [[String: Any]],
              let index = credentials.firstIndex(where: { $0["acs_credential_id"] as? String == mobileKey }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        credentials[index]["acs_entrances"] = (credentials[index]["acs_entrances"] as? [[String: Any]] ?? [])
            + [entrance("Lift", id: "f74e4879-5991-4e2f-a368-88898300aa01", salto: "L1"),
               entrance("Pool", id: "f74e4879-5991-4e2f-a368-88898300aa02", salto: "P1")]
        var key = credentials[index]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now
        key["acs_credential_id"] = notYetValidKey
        key["display_name"] = "Room 204"
        key["starts_at"] = ISO8601DateFormatter().string(from: tomorrow.addingTimeInterval(15 * 3_600))
        if var entrances = key["acs_entrances"] as? [[String: Any]], !entrances.isEmpty {
            entrances[0]["display_name"] = "Room 204"
            entrances[0]["acs_entrance_id"] = "f74e4879-5991-4e2f-a368-888983dc0204"
            entrances[0]["salto_space_metadata"] = ["door_id": "204", "door_name": "Room 204", "room_name": "204",
                                                    "audit_on_keys": true]
            key["acs_entrances"] = entrances
        }
        credentials.append(key)
        providers[0]["acs_credentials"] = credentials
        if providers.count > 1, var guest = providers[1]["acs_credentials"] as? [[String: Any]], !guest.isEmpty {
            guest[0]["acs_entrances"] = (guest[0]["acs_entrances"] as? [[String: Any]] ?? [])
                + [visionlineEntrance("Lift", id: "a1b2c3d4-e5f6-4a3b-8c1d-0e9f8a7b6c01", category: "elevator reader"),
                   visionlineEntrance("Pool", id: "a1b2c3d4-e5f6-4a3b-8c1d-0e9f8a7b6c02", category: "common")]
            providers[1]["acs_credentials"] = guest
        }
        providers.append(hotelSession(now: now))
        session["provider_sessions"] = providers
        root["phone_session"] = session
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }

    /// The provider session of ``hotelKey``: its Vostio metadata and the phone's registration
    /// (with a provider state), as a vendor's SDK would receive them.
    static func hotelSession(now: Date) -> [String: Any] {
        let system = "c0ffee00-1111-4222-8333-444455556666", account = "c0ffee00-7777-4888-8999-aaaabbbbcccc"
        let room = ["acs_entrance_id": "c0ffee00-0000-4000-8000-000000001208", "acs_system_id": system,
                    "display_name": "Room 1208", "connected_account_id": account, "space_ids": [String](),
                    "created_at": "2025-06-15T16:54:17.946495Z", "errors": [Any](), "warnings": [Any](),
                    "can_unlock_with_mobile_key": true,
                    "assa_abloy_vostio_metadata": ["door_name": "1208", "door_type": "GuestDoor"]] as [String: Any]
        let key: [String: Any] = [
            "acs_credential_id": hotelKey, "acs_system_id": system, "acs_user_id": "c0ffee00-9999-4000-8000-000000000001",
            "connected_account_id": account, "display_name": "Room 1208", "access_method": "mobile_key",
            "external_type": "assa_abloy_vostio_key", "external_type_display_name": "Vostio Key", "is_managed": true,
            "is_multi_phone_sync_credential": false, "is_latest_desired_state_synced_with_provider": true,
            "created_at": "2025-06-15T16:54:17.946495Z", "workspace_id": "b887ef65-d4ee-4ad6-a4b9-8ae9e0d8a6ab",
            "starts_at": ISO8601DateFormatter().string(from: now.addingTimeInterval(-3_600)),
            "ends_at": "2099-06-23T11:00:00.000Z", "errors": [Any](), "warnings": [Any](), "acs_entrances": [room],
            "assa_abloy_vostio_metadata": [
                "auto_join": true, "door_names": ["1208"], "endpoint_id": "vostio-endpoint-7f3a",
                "key_id": "vostio-key-55", "key_issuing_request_id": "vostio-request-91",
                "override_guest_acs_entrance_ids": [String](),
            ] as [String: Any],
        ]
        return [
            "phone_registration": [
                "phone_registration_id": "c0ffee00-5555-4666-8777-888899990000", "provider_name": hotelProvider,
                "provider_state": ["endpoint_id": "vostio-endpoint-7f3a", "seos_tsm": "sandbox"],
                "is_being_activated": false,
            ] as [String: Any],
            "acs_credentials": [key],
        ]
    }

    /// A Salto Space entrance of the walkthrough's hotel.
    static func entrance(_ name: String, id: String, salto doorId: String) -> [String: Any] {
        ["acs_entrance_id": id, "acs_system_id": "6a74a969-94ea-4383-b5cf-5e7da8c113d1", "display_name": name,
         "connected_account_id": "1b9a3e0d-443f-4063-b619-4ca7e2a97751", "space_ids": [String](),
         "created_at": "2025-06-15T16:54:17.946495Z", "errors": [Any](), "warnings": [Any](),
         "can_unlock_with_mobile_key": true,
         "salto_space_metadata": ["door_id": doorId, "door_name": name, "audit_on_keys": true]]
    }

    /// A Visionline entrance whose `door_category` says what sort of door it is.
    static func visionlineEntrance(_ name: String, id: String, category: String) -> [String: Any] {
        ["acs_entrance_id": id, "acs_system_id": "b1d03165-2759-474b-a342-e02223f27b39", "display_name": name,
         "connected_account_id": "daba7bd0-edb6-4bb9-a70b-f9ae08a0e301", "space_ids": [String](),
         "created_at": "2025-06-15T16:54:17.946495Z", "errors": [Any](), "warnings": [Any](),
         "can_unlock_with_mobile_key": true,
         "visionline_metadata": ["door_category": category, "door_name": name]]
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
#endif
