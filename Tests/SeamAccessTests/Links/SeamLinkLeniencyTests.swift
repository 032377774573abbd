import Foundation
import SeamAccess
import Testing

/// Spellings of the same link that must all open the card (review finding L5).
struct SeamLinkLeniencyTests {
    let format = SeamLinkFormat(scheme: "myapp", universalLinkBase: URL(string: "https://example.com/app"))

    func credentialId(_ text: String) throws -> String? {
        guard case .request(let request) = format.parse(try #require(URL(string: text))) else { return nil }
        return request.credentialId
    }

    @Test func theExplicitDefaultPortMatchesABaseWithoutOne() throws {
        #expect(try credentialId("https://example.com:443/app/seam/unlock/a") == "a")
        #expect(format.parse(try #require(URL(string: "https://example.com:8443/app/seam/unlock/a"))) == .notSeamLink)
    }

    @Test func seamAndUnlockCompareIgnoringCase() throws {
        #expect(try credentialId("https://example.com/app/SEAM/Unlock/a") == "a")
        #expect(try credentialId("myapp://SEAM/UNLOCK?credential=a") == "a")
        #expect(format.parse(try #require(URL(string: "https://example.com/APP/seam/unlock/a"))) == .notSeamLink,
                "the app's own path prefix is the app's to define")
    }

    @Test func aFullyQualifiedHostWithATrailingDotMatches() throws {
        #expect(try credentialId("https://example.com./app/seam/unlock/a") == "a")
        #expect(try credentialId("myapp://seam./unlock?credential=a") == "a")
    }
}

/// An App Intent run in an extension leaves its request for the app (review finding H1).
@MainActor
struct SeamUnlockHandOffTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-handoff-\(UUID().uuidString)")
    var container: SeamSharedContainer { SeamSharedContainer(directory: directory) }

    @Test func theAppTakesALeftRequestExactlyOnce() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = TestClockForHandOff()
        let request = SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent)
        #expect(SeamUnlockHandOff(container: container).leave(request, at: clock.now))
        let router = SeamUnlockRouter(clock: clock)
        #expect(router.collectHandOff(from: container))
        #expect(router.pending == .request(request))
        #expect(!router.collectHandOff(from: container), "taken once")
        let outcome = router.takeOutcome(credentials: [SeamAccessCredential(id: "a", name: "A", location: "")],
                                         activation: .active, now: clock.now.addingTimeInterval(5))
        #expect(outcome == .showCard(credentialId: "a", startsUnlock: true))
    }

    @Test func aStaleLeftRequestIsDroppedUnread() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let handOff = SeamUnlockHandOff(container: container)
        handOff.leave(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent), at: now)
        #expect(handOff.take(now: now.addingTimeInterval(SeamUnlockHandOff.maximumAge + 1)) == nil)
        #expect(handOff.take(now: now) == nil, "and removed")
    }

    @Test func aHandedOffRequestKeepsItsAgeAtTheRouter() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = TestClockForHandOff()
        SeamUnlockHandOff(container: container).leave(
            SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent), at: clock.now.addingTimeInterval(-50))
        let router = SeamUnlockRouter(clock: clock)
        #expect(router.collectHandOff(from: container))
        // 50 s old when collected; taken 20 s later it is past the 60 s limit.
        let outcome = router.takeOutcome(credentials: [SeamAccessCredential(id: "a", name: "A", location: "")],
                                         activation: .active, now: clock.now.addingTimeInterval(20))
        #expect(outcome == .showCard(credentialId: "a", startsUnlock: false))
    }

    @Test func anAppExtensionIsKnownByItsBundle() {
        #expect(SeamAppProcess.isAppExtension(bundleURL: URL(fileURLWithPath: "/A.app/PlugIns/W.appex")))
        #expect(!SeamAppProcess.isAppExtension(bundleURL: URL(fileURLWithPath: "/A.app")))
        #expect(SeamUnlockReport.handedToApp.status(locale: Locale(identifier: "en_US"))
                == SeamStatusPresentation(phase: .unlocking, locale: Locale(identifier: "en_US")))
    }
}

/// A fixed clock for code that only reads the time.
struct TestClockForHandOff: SeamClock {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    func sleep(for seconds: TimeInterval) async throws { throw CancellationError() }
}

/// The widget opens the app with links only (review findings H1, L4).
struct SeamWidgetLinkChoiceTests {
    let format = SeamLinkFormat(scheme: "myapp", autoStartSecret: "0123456789abcdef")
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func aSmallWidgetUnlocksWhenAKeyCanAndOpensTheCardOtherwise() {
        let ready = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "")], date: now)
        #expect(ready.widgetURL(format, hasUnlockLink: false) == ready.unlockURL(format))
        #expect(ready.widgetURL(format, hasUnlockLink: true) == ready.tapURL(format))
        let blocked = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "",
                                                                         errors: [.expired])], date: now)
        #expect(blocked.widgetURL(format, hasUnlockLink: false) == blocked.tapURL(format))
        #expect(blocked.widgetURL(format, hasUnlockLink: false) != nil)
        #expect(SeamWidgetEntry(credentials: nil, date: now).widgetURL(format, hasUnlockLink: false) == nil)
    }
}

/// The circular Lock Screen widget keeps its symbol and withholds only the key's name (L3).
struct SeamWidgetCircularLabelTests {
    @Test func lockedTheSpokenNameIsWithheldNotTheSymbol() {
        let english = Locale(identifier: "en_US")
        let entry = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room 101", location: "")],
                                    date: Date(timeIntervalSince1970: 1_750_000_000))
        #expect(entry.compactAccessibilityLabel(.hidesKeyDetailsWhenLocked, isLocked: false, locale: english) == "Room 101")
        #expect(entry.compactAccessibilityLabel(.hidesKeyDetailsWhenLocked, isLocked: true, locale: english) == "Keys")
        #expect(entry.compactAccessibilityLabel(.showsKeyDetails, isLocked: true, locale: english) == "Room 101")
        #expect(entry.systemImage == "key.fill")
    }
}

/// An intent in an extension does not wait for a key screen that is not there (H1).
@MainActor
struct SeamIntentActionsTests {
    let english = Locale(identifier: "en_US")

    @Test func inAnExtensionTheRequestIsLeftForTheAppAndTheAnswerIsImmediate() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-intent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = SeamSharedContainer(directory: directory)
        let clock = TestClockForHandOff()
        let router = SeamUnlockRouter(clock: clock)
        let dialog = await SeamIntentActions.unlock(credentialId: "a", router: router, container: container,
                                                    isAppExtension: true, locale: english, now: clock.now)
        #expect(dialog == SeamUnlockReport.handedToApp.dialog(locale: english))
        #expect(router.pending == nil, "this process's router is not the app's")
        let appRouter = SeamUnlockRouter(clock: clock)
        #expect(appRouter.collectHandOff(from: container))
        guard case .request(let request) = appRouter.pending else {
            Issue.record("no request")
            return
        }
        #expect(request.credentialId == "a" && request.startsUnlock && request.source == .intent)
        let nowhere = await SeamIntentActions.unlock(credentialId: "a", router: router, container: nil,
                                                     isAppExtension: true, locale: english, now: clock.now)
        #expect(nowhere == SeamUnlockReport.noAnswer.dialog(locale: english))
    }

    @Test func inTheAppItWaitsForTheCard() async throws {
        let clock = TestClockForHandOff()
        let router = SeamUnlockRouter(clock: clock)
        async let dialog = SeamIntentActions.unlock(credentialId: "zzz", router: router, container: nil,
                                                    isAppExtension: false, locale: english, now: clock.now)
        for _ in 0..<10_000 where router.pending == nil { await Task.yield() }
        let outcome = try #require(router.takeOutcome(credentials: [], activation: .active, now: clock.now, locale: english))
        #expect(await dialog == SeamUnlockReport.notStarted(outcome).dialog(locale: english))
    }
}

/// The widget writes the expiry in the zone the device is in when it draws (L2).
struct SeamWidgetExpiryPhraseTests {
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func thePhraseComesInPiecesWithTheDateAndTimesPlaces() {
        let english = SeamWidgetExpiryPhrase(expiry: now.addingTimeInterval(3_600), now: now, locale: Locale(identifier: "en_US"))
        #expect(english.parts == [.text("Expires "), .date, .text(" at "), .time])
        #expect(!english.includesYear)
        let japanese = SeamWidgetExpiryPhrase(expiry: now.addingTimeInterval(3_600), now: now, locale: Locale(identifier: "ja_JP"))
        #expect(japanese.parts == [.date, .text(" "), .time, .text(" まで有効")])
        let nextYear = SeamWidgetExpiryPhrase(expiry: now.addingTimeInterval(400 * 86_400), now: now)
        #expect(nextYear.includesYear)
    }

    @Test func aReadyKeysEntryCarriesItsExpiryForTheView() {
        let expiry = now.addingTimeInterval(3_600)
        let entry = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "", expiry: expiry)],
                                    date: now, locale: Locale(identifier: "en_US"))
        #expect(entry.expiry == expiry)
        #expect(entry.expiryText?.parts.contains(.date) == true)
        let blocked = SeamWidgetEntry(credentials: [SeamAccessCredential(id: "r1", name: "Room", location: "",
                                                                         expiry: expiry, errors: [.unknown])], date: now)
        #expect(blocked.expiry == nil && blocked.expiryText == nil)
    }
}
