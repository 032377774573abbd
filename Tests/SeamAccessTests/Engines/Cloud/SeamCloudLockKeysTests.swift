import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Seam-connected locks listed beside the mobile keys: which become keys, what they show,
/// and that cache, sync, refresh, ordering and deintegration treat them as keys.
@Suite(.serialized) struct SeamCloudLockKeysTests {
    typealias Device = FakeSeamLocks

    static let front = "d0000001-1111-4111-8111-111111111111"
    static let garage = "d0000002-2222-4222-8222-222222222222"
    static let keypadOnly = "d0000003-3333-4333-8333-333333333333"
    static let unknownCapability = "d0000004-4444-4444-8444-444444444444"

    static let devices = [
        Device.device(id: front, name: "Front Door"),
        Device.device(id: garage, name: "Garage", locationName: nil, extra: #""nickname":"Side""#),
        Device.device(id: keypadOnly, name: "Keypad Only", canRemotelyUnlock: false),
        Device.device(id: unknownCapability, name: "No Flag", canRemotelyUnlock: nil),
    ]

    @Test func locksThatUnlockRemotelyAreListedBesideTheCredentials() async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.setDevices(Self.devices)
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(seam.credentials.count == 5, "3 mobile keys and 2 locks; \(seam.credentials.map(\.name))")
            let locks = seam.credentials.filter { $0.providerName == SeamRemoteUnlock.provider }
            #expect(locks.map(\.id) == [Self.front, Self.garage])
            let front = try #require(locks.first)
            #expect(front.name == "Front Door")
            #expect(front.location == "Main Street 1")
            #expect(front.errors.isEmpty && front.code == nil && front.cardNumber == nil && front.expiry == nil)
            #expect(locks.last?.location == "")
            #expect(await harness.api.locks.calls(on: .list).count == 1)
        }
    }

    @Test(arguments: [
        ("device_offline", [SeamCredentialError.unknown]),
        ("hub_disconnected", [.unknown]),
        ("bridge_disconnected", [.unknown]),
        ("device_disconnected", [.unknown]),
        ("account_disconnected", [.contactSeamSupport]),
        ("august_lock_not_authorized", [.contactSeamSupport]),
        ("insufficient_permissions", [.contactSeamSupport]),
        ("subscription_required", [.contactSeamSupport]),
        ("a_code_added_next_year", [.contactSeamSupport]),
    ])
    func aLockWithDeviceErrorsShowsThemAndIsRefusedBeforeAnyRequest(_ code: String, _ expected: [SeamCredentialError]) async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.setDevices([Device.device(id: Self.front, name: "Front Door", errorCodes: [code])])
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let lock = try #require(seam.credentials.first { $0.id == Self.front })
            #expect(lock.errors == expected)
            #expect(throws: SeamError.credentialErrors(expected)) { try seam.unlock(using: Self.front) }
            #expect(await harness.api.locks.calls(on: .unlockDoor).isEmpty)
        }
    }

    @Test func anOfflineLockWithoutAnErrorCodeIsNotUsableEither() async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.setDevices([
                Device.device(id: Self.front, name: "Front Door", online: false),
                Device.device(id: Self.garage, name: "Garage", errorCodes: ["device_offline", "account_disconnected"]),
            ])
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(seam.credentials.first { $0.id == Self.front }?.errors == [.unknown])
            #expect(seam.credentials.first { $0.id == Self.garage }?.errors == [.contactSeamSupport, .unknown],
                    "the setup problem first: it outlasts the outage")
        }
    }

    @Test func lockKeysSurviveOfflineInTheCacheAndAreGoneAfterADeintegration() async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.setDevices(Self.devices)
            let online = try await harness.primeCache()
            #expect(online.contains { $0.id == Self.front })

            let offline = try await harness.offlineSeam()
            try await offline.activate()
            #expect(offline.credentials.map(SeamAccessCredential.init) == online, "the cache keeps the lock keys exactly")
            await offline.deactivate(deintegrate: true)

            let again = try await harness.offlineSeam()
            await #expect(throws: SeamError.internetConnectionRequired) { try await again.activate() }
        }
    }

    @Test func refreshAndBackgroundSyncPickUpLocksAddedOrRemoved() async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.setDevices([Device.device(id: Self.front, name: "Front Door")])
            let clock = TestClock()
            let seam = try harness.seam(try await harness.configuration(syncInterval: 60), clock: clock)
            try await seam.activate()
            #expect(seam.credentials.filter { $0.providerName == SeamRemoteUnlock.provider }.map(\.id) == [Self.front])

            await harness.api.locks.setDevices([Device.device(id: Self.garage, name: "Garage")])
            try await clock.waitForSleepers(1)
            await clock.advance(by: 60)
            try await eventually("sync published the new lock") {
                await MainActor.run { seam.credentials.contains { $0.id == Self.garage } }
            }
            #expect(!seam.credentials.contains { $0.id == Self.front })

            await harness.api.locks.setDevices([])
            let refreshed = try await seam.refresh()
            #expect(!refreshed.contains { $0.providerName == SeamRemoteUnlock.provider })
            #expect(refreshed.count == 3)
        }
    }

    @Test func aFailedLockListKeepsTheLocksButNotACredentialThePhoneSessionDropped() async throws {
        let kept = credentialJSON(id: "c-kept", name: "Room 101")
        let revoked = credentialJSON(id: "c-revoked", name: "Room 102")
        try await withCloudHarness(payload: phoneSession(credentials: [kept, revoked])) { harness in
            await harness.api.locks.setDevices(Self.devices)
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            try await seam.activate()
            let locks = seam.credentials.filter { $0.providerName == SeamRemoteUnlock.provider }
            #expect(locks.map(\.id).sorted() == [Self.front, Self.garage].sorted())
            #expect(seam.credentials.contains { $0.id == "c-revoked" })

            await harness.api.state.setPayload(phoneSession(credentials: [kept]))
            await harness.api.locks.enqueue([.status(500)], on: .list)
            let refreshed = try await seam.refresh()
            #expect(!refreshed.contains { $0.id == "c-revoked" }, "the phone session's answer applies at once")
            #expect(refreshed.contains { $0.id == "c-kept" })
            #expect(refreshed.filter { $0.providerName == SeamRemoteUnlock.provider }.map(\.id).sorted() == locks.map(\.id).sorted(),
                    "the locks as last listed")
            #expect(harness.logs.messages.contains { $0.contains("keeping the 2 lock(s) last listed") })

            // The next launch, offline, from the cache (the app quit without signing out): the
            // revoked credential is not there either.
            let offline = try await harness.offlineSeam()
            try await offline.activate()
            #expect(!offline.credentials.contains { $0.id == "c-revoked" })
        }
    }

    @Test func aSessionWithoutLockAccessStillListsItsMobileKeys() async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.enqueue([.status(403, body: #"{"error":{"type":"forbidden","message":"No"}}"#)], on: .list)
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            #expect(seam.credentials.count == 3)
        }
    }

    @Test func lockKeysAreOrderedLikeOtherKeys() async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.setDevices([
                Device.device(id: Self.front, name: "Front Door", errorCodes: ["device_offline"]),
                Device.device(id: Self.garage, name: "Garage"),
            ])
            let seam = try harness.seam(try await harness.configuration())
            try await seam.activate()
            let ordered = SeamCredentialOrdering.sorted(seam.credentials.map(SeamAccessCredential.init), now: Date(), locale: .english)
            let usable = ordered.prefix { $0.errors.isEmpty }
            #expect(usable.contains { $0.id == Self.garage })
            #expect(!usable.contains { $0.id == Self.front }, "an offline lock sorts after the usable keys")
        }
    }

    @Test func theTokenNeverReachesTheLogsWhileListingLocks() async throws {
        try await withCloudHarness { harness in
            await harness.api.locks.setDevices(Self.devices)
            await harness.api.locks.enqueue([.status(500, body: #"{"error":{"type":"boom","message":"bad \#(FakeSeamAPI.token)"}}"#)],
                                            on: .list)
            let seam = try harness.seam(try await harness.configuration(retries: 0))
            _ = try? await seam.activate()
            #expect(!harness.logs.messages.isEmpty)
            #expect(!harness.logs.messages.contains { $0.contains(FakeSeamAPI.token) })
        }
    }
}
