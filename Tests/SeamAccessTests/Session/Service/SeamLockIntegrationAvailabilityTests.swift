import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// A key whose provider has no lock integration says so before the tap: never "Ready", no
/// Unlock on its card, never opened by itself; registering an integration makes it ready.
@MainActor
@Suite struct SeamLockIntegrationAvailabilityTests {
    let clock = TestClock()
    static let hotel = "assa_abloy_vostio"

    /// An integration an app registers for the hotel's locks.
    struct HotelLock: SeamLockIntegration {
        let provider = "assa_abloy_vostio"
        func unlock(_ credential: SeamCredential) async -> SeamLockOutcome { .granted }
    }

    /// One key the sandbox simulates ("test_lock") and one of a provider it does not.
    func seam() async throws -> Seam {
        let keys = [Fixture.key("simulated", name: "Gym"), Fixture.key("hotel", name: "Room 1208", provider: Self.hotel)]
        return try await Fixture.activeSeam(Fixture.scenario(keys), clock: clock)
    }

    @Test func theSDKSaysWhichKeysItHasAnIntegrationFor() async throws {
        let seam = try await seam()
        let byId = Dictionary(uniqueKeysWithValues: seam.credentials.map { ($0.id, $0) })
        #expect(seam.hasIntegration(for: try #require(byId["simulated"])), "the backend's own (simulated) lock")
        #expect(!seam.hasIntegration(for: try #require(byId["hotel"])))
        #expect(!seam.hasIntegration(for: SeamCredential(id: "x", name: "X", location: "")), "no provider, no integration")
        seam.register(HotelLock())
        #expect(seam.hasIntegration(for: try #require(byId["hotel"])), "a registered one")
        await seam.deactivate()
        #expect(!seam.hasIntegration(for: try #require(byId["simulated"])), "no session, no backend integration")
        #expect(seam.hasIntegration(for: try #require(byId["hotel"])), "a registration outlives the session")
    }

    @Test func theServiceMarksTheKeyAndItIsNeitherReadyNorUsable() async throws {
        let service = SeamService(seam: try await seam())
        let hotel = try #require(service.credentials.first { $0.id == "hotel" })
        #expect(!hotel.hasLockIntegration && hotel.errors.isEmpty && !hotel.isUsable(at: clock.now))
        #expect(service.credentials.first { $0.id == "simulated" }?.hasLockIntegration == true)
        let row = SeamAccessCredential.Presentation(credential: hotel, now: clock.now, locale: .english)
        #expect(row.statusBadge == "Not supported in this app")
        #expect(!row.isUsable && row.primaryError == nil)
        #expect(row.status == .lockNotSupported(locale: .english))
        #expect(row.problemMessage { _ in "styled" } == SeamStatusPresentation.lockNotSupported(locale: .english).message)
        #expect(row.problemSystemImage { _ in "styled" } == "lock.slash")
        #expect(row.accessibilityLabel.hasSuffix("Not supported in this app"), "VoiceOver reads it")
        #expect(row.accessibilityHint == "This app can’t open this lock yet")
        #expect(SeamKeyDisplay(credential: hotel, now: clock.now, locale: .english).subtitle.contains("Not supported"))
        let ordered = SeamCredentialOrdering.sorted(service.credentials, now: clock.now, locale: .english)
        #expect(ordered.map(\.id) == ["simulated", "hotel"], "after the keys that can unlock")
    }

    @Test func anErrorStillComesFirstAndAKeyAnAppBuildsIsAsBefore() {
        let expired = SeamAccessCredential(id: "a", name: "A", location: "", errors: [.expired], hasLockIntegration: false)
        #expect(SeamStatusPresentation(credential: expired, now: clock.now, locale: .english)?.badge == "Expired")
        let plain = SeamAccessCredential(id: "b", name: "B", location: "")
        #expect(plain.hasLockIntegration && plain.isUsable(at: clock.now))
    }

    @Test(arguments: SeamLanguage.allCases)
    func everyLanguageHasItsOwnCopy(_ language: SeamLanguage) {
        let locale = Locale(identifier: language.rawValue)
        let status = SeamStatusPresentation.lockNotSupported(locale: locale)
        let ready = SeamAccessCredential.Presentation(credential: SeamAccessCredential(id: "r", name: "R", location: ""),
                                                      now: clock.now, locale: locale).statusBadge
        #expect(status.badge != ready)
        #expect(!status.badge.isEmpty && !status.title.isEmpty && !status.message.isEmpty)
        #expect(status.action == nil)
    }

    @Test func theKeyIsNeverOpenedByItselfAsTheSoleKey() async throws {
        let service = SeamService(seam: try await seam())
        let onlyHotel = service.credentials.filter { $0.id == "hotel" }
        var opening = SeamSoleKeyOpening()
        #expect(opening.keyToOpen(content: .credentials, credentials: onlyHotel, selectedId: nil,
                                  isRequestPending: false, now: clock.now) == nil)
        var again = SeamSoleKeyOpening()
        #expect(again.keyToOpen(content: .credentials, credentials: service.credentials, selectedId: nil,
                                isRequestPending: false, now: clock.now) == "simulated",
                "the one key that can unlock opens; the unsupported one does not count")
    }

    @Test func itsCardOffersNoUnlockAndBecomesReadyWhenAnIntegrationIsRegistered() async throws {
        let seam = try await seam()
        let service = SeamService(seam: seam)
        let published = EventRecorder(service.credentialsPublisher)
        let card = SeamUnlockCardViewModel(credentialId: "hotel", service: service, configuration: .init(), clock: clock,
                                           locale: .english)
        card.start()
        #expect(card.phase == .preflightFailed(.integrationNotFound), "what the tap would say, before any tap")
        #expect(!card.phase.canRetry)
        #expect(card.presentation(in: .english).title == "This app can’t open this lock yet")
        card.unlock()
        #expect(card.phase == .preflightFailed(.integrationNotFound), "Unlock is not offered, and a stray call starts nothing")
        card.close()
        #expect(card.phase == .idle)
        card.unlock()
        #expect(card.phase == .preflightFailed(.integrationNotFound), "after Close too: back to not supported, nothing sent")

        seam.register(HotelLock())
        #expect(service.credentials.first { $0.id == "hotel" }?.hasLockIntegration == true, "read afresh")
        try await eventually("republished") {
            published.values.last?.first { $0.id == "hotel" }?.hasLockIntegration == true
        }
        #expect(published.values.count == 2, "once at subscription, once for the registration")
        try await eventually("the card is ready") { card.phase == .idle }
        card.unlock()
        try await eventually("granted") { card.phase == .granted }
    }

    @Test func registeringOffTheMainThreadRepublishesOnIt() async throws {
        let seam = try await seam()
        let published = EventRecorder(SeamService(seam: seam).credentialsPublisher)
        await Task.detached { seam.register(HotelLock()) }.value
        try await eventually("republished") {
            published.values.last?.allSatisfy(\.hasLockIntegration) == true
        }
    }

    @Test func theFlagSurvivesCodingAndOlderEncodingsReadAsSupported() throws {
        let key = SeamAccessCredential(id: "a", name: "A", location: "", hasLockIntegration: false)
        let data = try JSONEncoder().encode(key)
        #expect(try JSONDecoder().decode(SeamAccessCredential.self, from: data) == key)
        let older = Data(#"{"id":"a","isManaged":true,"name":"A","location":"","errors":[]}"#.utf8)
        #expect(try JSONDecoder().decode(SeamAccessCredential.self, from: older).hasLockIntegration)
        let ready = try JSONEncoder().encode(SeamAccessCredential(id: "a", name: "A", location: ""))
        #expect(!String(decoding: ready, as: UTF8.self).contains("hasLockIntegration"), "written only when false")
    }

    @Test func theSandboxGivesTheKeysOfTheLocksItSimulatesPlausibleMetadata() throws {
        struct Card: Decodable {
            let cardId: String
            enum CodingKeys: String, CodingKey { case cardId = "card_id" }
        }
        let keys = Dictionary(uniqueKeysWithValues: SeamSandboxSamples.credentials(now: clock.now).map { ($0.id, $0) })
        let office = try #require(keys[SeamSandboxSamples.ID.office]?.providerMetadata)
        #expect(try office.decode(Card.self, forKey: "visionline_metadata")?.cardId == "sandbox-card-sandbox-office-entrance")
        #expect(office.phoneRegistration?.providerName == SeamSandboxSamples.Provider.assaAbloy)
        let room = try #require(keys[SeamSandboxSamples.ID.room]?.providerMetadata)
        #expect(room.keys.isEmpty && room.phoneRegistration?.providerStateJSON != nil)
        #expect(keys[SeamSandboxSamples.ID.spa]?.providerMetadata == nil, "no simulated vendor, no metadata")
        let spa = try #require(PreviewSeamService.Samples.accessCredentials(now: clock.now).first { $0.id == SeamSandboxSamples.ID.spa })
        #expect(!spa.hasLockIntegration)
    }
}
