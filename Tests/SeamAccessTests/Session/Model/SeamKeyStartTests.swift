import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Keys before their start (`starts_at`): shown "Valid from …" after the usable keys, refused by
/// `unlock(using:)` with the spec's `awaitingLocalCredential`, usable at their start by the
/// clock alone, and carried through the cloud mapping, the offline cache and the widget.
@MainActor
@Suite struct SeamKeyStartTests {
    let clock = TestClock()
    let english = Locale(identifier: "en_US")
    let utc = TimeZone(identifier: "UTC") ?? .current

    func later(_ id: String, in seconds: TimeInterval = 3_600, expiry: TimeInterval? = nil) -> SeamAccessCredential {
        SeamAccessCredential(id: id, name: id, location: "Test Hotel", startsAt: clock.now.addingTimeInterval(seconds),
                             expiry: expiry.map { clock.now.addingTimeInterval($0) }, provider: "test_lock")
    }

    @Test func unlockBeforeTheStartIsRefusedWithAwaitingLocalCredentialAndWorksFromTheStartWithoutARefresh() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([later("k")]), clock: clock)
        #expect(throws: SeamError.credentialErrors([.awaitingLocalCredential])) { try seam.unlock(using: "k") }
        await clock.advance(by: 3_599)
        #expect(throws: SeamError.credentialErrors([.awaitingLocalCredential])) { try seam.unlock(using: "k") }
        await clock.advance(by: 1)
        let events = EventRecorder(try seam.unlock(using: "k"))
        try await events.waitForCount(1)
        #expect(events.values == [.launched])
    }

    @Test func effectiveErrorsAddTheStartInItsPlaceBySeverity() {
        let now = clock.now
        let key = SeamAccessCredential(id: "k", name: "k", location: "", startsAt: now.addingTimeInterval(60),
                                       errors: [.contactSeamSupport, .unknown])
        #expect(key.effectiveErrors(at: now) == [.contactSeamSupport, .awaitingLocalCredential, .unknown])
        #expect(key.isNotYetValid(at: now))
        #expect(key.effectiveErrors(at: now.addingTimeInterval(60)) == [.contactSeamSupport, .unknown])
        #expect(!key.isNotYetValid(at: now.addingTimeInterval(60)))
        #expect(key.errors == [.contactSeamSupport, .unknown], "the spec's member is what the backend said")
    }

    @Test func keysBeforeTheirStartAreOrderedAfterUsableKeys() {
        let now = clock.now
        let keys = [later("soon-but-later", expiry: 7_200), Fixture.key("open", name: "Z"),
                    Fixture.key("expiring", expiry: now.addingTimeInterval(86_400))]
        #expect(SeamCredentialOrdering.sorted(keys, now: now, locale: .english).map(\.id) == ["expiring", "open", "soon-but-later"])
        #expect(SeamCredentialOrdering.sorted(keys, now: now.addingTimeInterval(3_600), locale: .english).map(\.id)
            == ["soon-but-later", "expiring", "open"], "at its start it takes its place by expiry")
    }

    @Test func thePresentationSaysValidFromAndNotPreparing() {
        let row = SeamAccessCredential.Presentation(credential: later("k", in: 86_400 + 3_600), now: clock.now, locale: english,
                                             timeZone: utc)
        #expect(row.validFromText?.hasPrefix("Valid from tomorrow at ") == true, "\(row.validFromText ?? "nil")")
        #expect(row.statusBadge == "Not yet valid")
        #expect(row.status?.title == "This key isn’t valid yet")
        #expect(!row.isUsable)
        #expect(row.accessibilityLabel.contains(row.validFromText ?? "-"))
        let started = SeamAccessCredential.Presentation(credential: later("k", in: -60), now: clock.now, locale: english,
                                                 timeZone: utc)
        #expect(started.validFromText == nil)
        #expect(started.isUsable)
        let nextWeek = SeamExpiryFormatter(locale: english, timeZone: utc)
            .validFrom(clock.now.addingTimeInterval(5 * 86_400), now: clock.now)
        #expect(nextWeek?.hasPrefix("Valid from ") == true && nextWeek?.contains(" at ") == true)
        let german = SeamExpiryFormatter(locale: Locale(identifier: "de_DE"), timeZone: utc)
            .validFrom(clock.now.addingTimeInterval(600), now: clock.now)
        #expect(german?.hasPrefix("Gültig ab heute um ") == true, "\(german ?? "nil")")
    }

    @Test func theListMovesAKeyUpAtItsStartWithoutAnUpdate() async throws {
        let service = ScriptedService()
        service.setCredentials([later("hotel", expiry: 7_200), Fixture.key("office")])
        let viewModel = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        #expect(viewModel.credentials.map(\.id) == ["office", "hotel"])
        try await clock.waitForSleepers(1)
        await clock.advance(by: 3_600)
        try await eventually { viewModel.credentials.map(\.id) == ["hotel", "office"] }
        #expect(viewModel.presentation(for: viewModel.credentials[0], locale: english).isUsable)
    }

    @Test func theCardSaysNotYetValidThenTurnsReadyAtTheStart() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([later("k")]), clock: clock)
        let card = SeamUnlockCardViewModel(credentialId: "k", service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: english)
        card.start()
        #expect(card.phase == .blocked(.awaitingLocalCredential))
        #expect(card.presentation.badge == "Not yet valid")
        try await clock.waitForSleepers(1)
        await clock.advance(by: 3_600)
        try await eventually { card.phase == .idle }
        card.unlock()
        #expect(card.phase == .unlocking)
    }

    @Test func theRowAndKeyCardExplainAKeyBeforeItsStartAndNotThatItIsOnItsWay() {
        let styled: (SeamCredentialError) -> String = { "style: \($0)" }
        let row = SeamAccessCredential.Presentation(credential: later("k"), now: clock.now, locale: english, timeZone: utc)
        let notYetValid = SeamStatusPresentation.notYetValid(locale: english).message
        #expect(row.problemMessage(styled: styled) == notYetValid)
        let preparing = SeamAccessCredential(id: "p", name: "p", location: "", errors: [.awaitingLocalCredential])
        #expect(SeamAccessCredential.Presentation(credential: preparing, now: clock.now, locale: english)
            .problemMessage(styled: styled) == "style: awaitingLocalCredential", "a key being prepared keeps the app's words")
        #expect(SeamAccessCredential.Presentation(credential: Fixture.key("ready"), now: clock.now, locale: english)
            .problemMessage(styled: styled) == nil)
    }

    @Test func theUnlockCardsTitleAndMessageAgreeForAKeyBeforeItsStartInTheScreensLocale() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([later("k")]), clock: clock)
        let card = SeamUnlockCardViewModel(credentialId: "k", service: SeamService(seam: seam), configuration: .init(),
                                           clock: clock, locale: english)
        card.start()
        let german = Locale(identifier: "de_DE")
        #expect(card.presentation(in: german) == .notYetValid(locale: german), "the view's locale from the first frame")
        #expect(card.blockedMessage(.awaitingLocalCredential, locale: german) { "style: \($0)" }
                == SeamStatusPresentation.notYetValid(locale: german).message)
        #expect(card.blockedMessage(.expired, locale: german) { "style: \($0)" } == "style: expired")
    }

    @Test func theWidgetSaysWhenAKeyStartsAndShowsItUsableFromThen() {
        let start = clock.now.addingTimeInterval(2 * 86_400)
        let key = SeamAccessCredential(id: "k", name: "Room 101", location: "Hotel", startsAt: start,
                                       expiry: start.addingTimeInterval(86_400), provider: "salto_space")
        let timeline = SeamWidgetTimeline(credentials: [key], now: clock.now, locale: english, timeZone: utc)
        let first = timeline.entries.first
        #expect(first?.state == .noUsableKey(.awaitingLocalCredential))
        #expect(first?.statusText.hasPrefix("Valid from ") == true, "\(first?.statusText ?? "")")
        #expect(first?.unlockCredentialId == nil)
        let atStart = timeline.entries.first { $0.date == start }
        #expect(atStart?.state == .nextKey, "the timeline has an entry at the start")
        #expect(atStart?.unlockCredentialId == "k")
    }

    @Test func anUnlockLinkToAKeyBeforeItsStartShowsItsCardSayingSoAndNeverStarts() {
        let request = SeamUnlockRequest(credentialId: "k", startsUnlock: true, source: .app)
        let keys = SeamUnlockRequestMachine.Keys(credentials: [later("k")], activation: .active, now: clock.now,
                                                 locale: english)
        let resolution = SeamUnlockRequestMachine.resolve(request, keys: keys)
        #expect(resolution == .showBlockedCard(credentialId: "k", error: .awaitingLocalCredential,
                                               status: .notYetValid(locale: english)))
    }

    @Test func theStartSurvivesTheWidgetSnapshot() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("seam-start-tests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = SeamExtensionConfiguration.SharedContainer(directory: directory)
        SeamWidgetSync.SnapshotWriter(container: container).write([later("k")], savedAt: clock.now)
        guard case .snapshot(let snapshot) = SeamKeySnapshotReader(container: container).read() else {
            Issue.record("not read")
            return
        }
        #expect(snapshot.credentials.first?.startsAt == later("k").startsAt)
    }
}
