import Foundation
import SeamAccess
import SeamTestSupport
import Testing

@Suite(.serialized) struct SeamCloudMappingTests {
    @Test func theSpecFixtureMapsToThreeCredentials() async throws {
        try await withCloudHarness { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let keys = seam.credentials
            #expect(keys.count == 3)

            let room = try #require(keys.first { $0.id == "11111111-1111-4111-8111-111111111111" })
            #expect(room.name == "Room 101")
            #expect(room.location == "")
            #expect(room.entrances == [SeamEntrance(name: "Room 101")])
            #expect(room.errors.isEmpty)
            #expect(room.providerName == "salto_space")
            #expect(room.isManaged)
            #expect(room.expiry == SeamTimestampExpectation.date("2099-12-31T11:00:00Z"))

            let pool = try #require(keys.first { $0.name == "Pool Gate" })
            #expect(pool.errors == [.expired])

            let pending = try #require(keys.first { $0.name == "Guest Room 1205" })
            #expect(pending.id.hasPrefix("pending-"))
            #expect(pending.errors == [.awaitingLocalCredential])
            #expect(pending.provider == "assa_abloy_credential_service")

            let refreshed = try await seam.refresh()
            #expect(refreshed.first { $0.name == "Guest Room 1205" }?.id == pending.id, "synthetic ids are stable")
        }
    }

    @Test func requestsCarryAuthSDKHeadersAndAStableInstallationId() async throws {
        try await withCloudHarness { harness in
            let first = try harness.seam(try await harness.configuration())
            try await first.activate()
            await first.deactivate(deintegrate: false)
            let second = try harness.seam(try await harness.configuration())
            try await second.activate()

            let requests = await harness.api.state.requests
            #expect(requests.count == 2, "server log: \(harness.api.serverLog.messages)")
            let headers = try #require(requests.first?.headers)
            #expect(headers["authorization"] == "Bearer \(FakeSeamAPI.token)")
            #expect(headers["client-session-token"] == FakeSeamAPI.token)
            #expect(headers["content-type"] == "application/json")
            #expect(headers["seam-sdk-name"] == "seam-components-swift")
            #expect(headers["user-agent"]?.hasPrefix("SeamComponents/") == true)
            let bodies = try requests.map { try #require(try JSONSerialization.jsonObject(with: $0.body) as? [String: Any]) }
            #expect(bodies[0]["phone_os"] as? String == "ios")
            let installation = try #require(bodies[0]["custom_sdk_installation_id"] as? String)
            #expect(!installation.isEmpty)
            #expect(bodies[1]["custom_sdk_installation_id"] as? String == installation)
            #expect(bodies[0]["phone_device_metadata"] is [String: Any])
        }
    }

    @Test func theMappingTable() async throws {
        let payload = phoneSession(credentials: [
            credentialJSON(id: "ready", name: "Ready"),
            credentialJSON(id: "issue", name: "Issue",
                           extra: #""errors": [{"error_code": "anything_new", "message": "m", "created_at": "2025-01-01T00:00:00Z"}]"#),
            credentialJSON(id: "expiredIssue", name: "Both", endsAt: "2020-01-01T00:00:00Z",
                           extra: #""errors": [{"error_code": "x", "message": "m"}]"#),
            credentialJSON(id: "reissue", name: "Reissue", extra: #""warnings": [{"warning_code": "needs_to_be_reissued"}]"#),
            credentialJSON(id: "waiting", name: "Waiting", extra: #""warnings": [{"warning_code": "waiting_to_be_issued"}]"#),
            credentialJSON(id: "notIssued", name: "NotIssued", extra: #""is_issued": false"#),
            credentialJSON(id: "unknown", name: "Unknown",
                           extra: #""warnings": [{"warning_code": "unknown_issue_with_acs_credential"}]"#),
            credentialJSON(id: "deleting", name: "Deleting", extra: #""warnings": [{"warning_code": "being_deleted"}]"#),
            credentialJSON(id: "info", name: "Info",
                           extra: #""warnings": [{"warning_code": "requested_code_unavailable", "original_code": "1", "new_code": "2"}, {"warning_code": "a_future_warning"}], "code": "2", "card_number": "77""#),
            credentialJSON(id: "broken", name: "Broken", extra: #""is_issued": "yes please""#),
            credentialJSON(id: "offset", name: "Offset", endsAt: "2099-06-23T11:00:00.123456+02:00"),
        ])
        try await withCloudHarness(payload: payload) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let byId = Dictionary(uniqueKeysWithValues: seam.credentials.map { ($0.id, $0) })

            #expect(byId["ready"]?.errors == [])
            #expect(byId["ready"]?.location == "", "the phone session names no place")
            #expect(byId["ready"]?.entrances.map(\.name) == ["Lobby", "Ready"], "the doors are the key's entrances now")
            #expect(byId["issue"]?.errors == [.contactSeamSupport])
            #expect(byId["expiredIssue"]?.errors == [.expired, .contactSeamSupport])
            #expect(byId["reissue"]?.errors == [.awaitingLocalCredential])
            #expect(byId["waiting"]?.errors == [.awaitingLocalCredential])
            #expect(byId["notIssued"]?.errors == [.awaitingLocalCredential])
            #expect(byId["unknown"]?.errors == [.unknown])
            #expect(byId["deleting"] == nil, "credentials being deleted are not listed")
            #expect(byId["info"]?.errors == [], "informational warnings are not errors")
            #expect(byId["info"]?.code == "2")
            #expect(byId["info"]?.cardNumber == "77")
            #expect(byId["broken"] == nil, "an unreadable credential is skipped, the rest still load")
            let offset = try #require(byId["offset"]?.expiry)
            #expect(abs(offset.timeIntervalSince1970 - 4_085_888_400.123_456) < 0.000_1)
            #expect(harness.logs.messages.contains { $0.contains("Skipped 1 unreadable") })
        }
    }

    @Test func minimalCredentialsWithMissingOrNullListsStillLoad() async throws {
        let payload = phoneSession(credentials: [
            #"{"acs_credential_id": "bare", "display_name": "Bare"}"#,
            #"{"acs_credential_id": "nulls", "display_name": "", "external_type": "visionline_card", "errors": null, "warnings": null, "acs_entrances": null}"#,
        ])
        try await withCloudHarness(payload: payload) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let byId = Dictionary(uniqueKeysWithValues: seam.credentials.map { ($0.id, $0) })
            #expect(byId["bare"]?.errors == [])
            #expect(byId["bare"]?.expiry == nil)
            #expect(byId["nulls"]?.name == "visionline_card", "no display name: the type stands in")
        }
    }

    @Test func aRegistrationStillActivatingMakesItsKeysAwait() async throws {
        let payload = phoneSession(provider: "assa_abloy_credential_service", isBeingActivated: true,
                                   credentials: [credentialJSON(id: "a", name: "A")])
        try await withCloudHarness(payload: payload) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(seam.credentials.first?.errors == [.awaitingLocalCredential])
        }
    }

    @Test(arguments: [
        ("2025-06-16T17:00:00Z", 1_750_093_200.0), ("2025-06-16T17:00:00.5Z", 1_750_093_200.5),
        ("2025-06-16T17:00:00.946514Z", 1_750_093_200.946514), ("2025-06-16T19:00:00+02:00", 1_750_093_200.0),
        ("2025-06-16T12:00:00-0500", 1_750_093_200.0), ("2025-06-16T17:00:00.000z", 1_750_093_200.0),
        ("2024-02-29T00:00:00Z", 1_709_164_800.0), ("1969-12-31T23:59:59Z", -1.0), ("2400-03-01T00:00:00Z", 13_574_649_600.0),
    ])
    func timestampsInEveryAcceptedForm(_ text: String, _ expected: Double) async throws {
        let payload = phoneSession(credentials: [credentialJSON(id: "a", name: "A", endsAt: text)])
        try await withCloudHarness(payload: payload) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let expiry = try #require(seam.credentials.first?.expiry)
            #expect(abs(expiry.timeIntervalSince1970 - expected) < 0.000_01)
        }
    }

    @Test(arguments: ["next tuesday", "2025-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "2025-06-16T17:00:00",
                      "2025-06-16T17:00:00+2", "2025-13-01T00:00:00Z", "2025-06-16T17:00:00.Z"])
    func anUnparseableTimestampMeansNoExpiryNotAFailure(_ text: String) async throws {
        let payload = phoneSession(credentials: [credentialJSON(id: "a", name: "A", endsAt: text)])
        try await withCloudHarness(payload: payload) { harness in
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(seam.credentials.first?.expiry == nil)
        }
    }
}

enum SeamTimestampExpectation {
    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
