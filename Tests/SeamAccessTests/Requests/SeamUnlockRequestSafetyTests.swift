import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Who may start an unlock, and for how long a request may: review findings M1, M2, M3, M8.
@MainActor
struct SeamUnlockRequestSafetyTests {
    let keys = [Fixture.key("a"), Fixture.key("b")]

    func take(_ router: SeamUnlockRouter, at now: Date, _ activation: SeamCredentialsViewModel.Activation = .active,
              isSignedOut: Bool = false) -> SeamUnlockRequest.Outcome? {
        router.takeOutcome(credentials: activation == .active ? keys : [], activation: activation, now: now, locale: .english,
                           isSignedOut: isSignedOut)
    }

    // MARK: M3: only trusted sources start

    @Test func plainLinksAndNotificationsShowTheCardWithoutStarting() {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        for source in [SeamUnlockRequest.Source.link, .notification] {
            router.request(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: source))
            #expect(take(router, at: clock.now) == .showCard(credentialId: "a", startsUnlock: false), "\(source)")
            #expect(!router.consumeAutoStart(for: "a", isAppActive: true))
        }
        for source in [SeamUnlockRequest.Source.intent, .widget, .app] {
            router.request(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: source))
            #expect(take(router, at: clock.now) == .showCard(credentialId: "a", startsUnlock: true), "\(source)")
        }
    }

    @Test func aLinkStartsOnlyWithTheInstallsSecret() throws {
        let format = SeamLinkFormat(scheme: "myapp", autoStartSecret: "s3cret-s3cret-s3cret-s3cret-s3cr").honouringProofs()
        let widgetURL = try #require(format.schemeURL(for: SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .app)))
        #expect(widgetURL.absoluteString.contains("&proof=") && !widgetURL.absoluteString.contains("s3cret"))
        guard case .request(let fromWidget) = format.parse(widgetURL) else {
            Issue.record("not a request")
            return
        }
        #expect(fromWidget.credentialId == "a" && fromWidget.startsUnlock && fromWidget.source == .widget)
        for text in ["myapp://seam/unlock?credential=a&start=1",
                     "myapp://seam/unlock?credential=a&start=1&token=s3cret-s3cret-s3cret-s3cret-s3cr",
                     "myapp://seam/unlock?credential=a&start=1&expires=4102444800&proof=guess",
                     "myapp://seam/unlock?credential=a&start=1&proof="] {
            guard case .request(let request) = format.parse(try #require(URL(string: text))) else {
                Issue.record("not a request: \(text)")
                continue
            }
            #expect(!request.startsUnlock, "\(text)")
            #expect(request.source == .link)
        }
        // Without a secret no link starts at all.
        guard case .request(let open) = SeamLinkFormat(scheme: "myapp").parse(widgetURL) else {
            Issue.record("not a request")
            return
        }
        #expect(!open.startsUnlock)
    }

    @Test func theContainerKeepsOneSecretAndTheConfigurationPutsItInItsLinks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-secret-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = SeamExtensionConfiguration.SharedContainer(directory: directory)
        let secret = try #require(container.linkSecret())
        #expect(secret.count == 64 && secret.allSatisfy(\.isHexDigit), "256 random bits")
        #expect(container.linkSecret() == secret, "the app and its widget agree")
        #expect(SeamExtensionConfiguration.SharedContainer(directory: directory.appendingPathComponent("other")).linkSecret() != secret)
        let configuration = SeamExtensionConfiguration(container: container, linkFormat: SeamLinkFormat(scheme: "myapp"))
        #expect(configuration.resolvedLinkFormat.autoStartSecret == secret)
        #expect(SeamExtensionConfiguration(linkFormat: SeamLinkFormat(scheme: "myapp")).resolvedLinkFormat.autoStartSecret == nil)
    }

    // MARK: M2: requests expire

    @Test func aRequestTakenAfterTheMaximumAgeShowsTheCardWithoutStarting() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        router.request(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .widget))
        // Signed out: the list is inactive and the request waits.
        #expect(take(router, at: clock.now, .inactive) == nil)
        await clock.advance(by: router.maximumAutoStartAge + 1)
        #expect(take(router, at: clock.now) == .showCard(credentialId: "a", startsUnlock: false))
        #expect(!router.consumeAutoStart(for: "a", isAppActive: true))
    }

    @Test func aRequestTakenWithinTheMaximumAgeStillStarts() async {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        router.request(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent))
        await clock.advance(by: router.maximumAutoStartAge)
        #expect(take(router, at: clock.now) == .showCard(credentialId: "a", startsUnlock: true))
    }

    @Test func afterASignOutAWaitingRequestIsAnsweredNotSetUp() {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        router.request(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent))
        #expect(take(router, at: clock.now, .inactive) == nil, "a cold launch still waits")
        #expect(take(router, at: clock.now, .inactive, isSignedOut: true)
                == .notActivated(.initializationRequired, status: SeamStatusPresentation(error: .initializationRequired, locale: .english)))
    }

    @Test func aCancelledWaiterHearsNoAnswerAndItsRequestNeverUnlocksLater() async throws {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        let waiter = Task { await router.requestAndWait(SeamUnlockRequest(credentialId: "a", startsUnlock: true,
                                                                           source: .intent)) }
        for _ in 0..<10_000 where router.pending == nil { await Task.yield() }
        try #require(router.pending != nil)
        waiter.cancel()
        #expect(await waiter.value == .noAnswer)
        #expect(router.pending == nil)
        #expect(take(router, at: clock.now) == nil)
    }

    // MARK: M1: an open card starts on a new attempt for its key

    @Test func aNewAttemptForTheOpenCardIsAnnouncedAndStartsOnce() {
        let clock = TestClock()
        let router = SeamUnlockRouter(clock: clock)
        router.request(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent))
        _ = take(router, at: clock.now)
        let first = router.autoStartRequestId
        #expect(first != nil)
        #expect(router.consumeAutoStart(for: "a", isAppActive: true))
        router.cardPhaseChanged(credentialId: "a", phase: .granted)
        // The card for "a" is still open; a second Siri request arrives.
        router.request(SeamUnlockRequest(credentialId: "a", startsUnlock: true, source: .intent))
        #expect(take(router, at: clock.now) == .showCard(credentialId: "a", startsUnlock: true))
        #expect(router.autoStartRequestId != first, "the open card observes this and asks")
        #expect(router.consumeAutoStart(for: "a", isAppActive: true))
        #expect(!router.consumeAutoStart(for: "a", isAppActive: true))
    }

    @Test func noAnswerHasItsOwnWordsNotTheLocksTimeout() {
        let english = Locale(identifier: "en_US")
        let status = SeamUnlockRequest.Outcome.noAnswer.status(locale: english)
        #expect(status.title != SeamStatusPresentation(phase: .timedOut, locale: english).title)
        #expect(status.title.contains("open"))
        #expect(SeamUnlockRequest.Outcome.noAnswer.status(locale: Locale(identifier: "de_DE")).title != status.title)
    }

    // MARK: M8: a message closes the open card first

    @Test func aMessageClosesTheOpenCardSoTheAlertCanShow() async throws {
        let rig = await DeliveryRig()
        rig.router.request(SeamUnlockRequest(credentialId: "k", source: .app))
        try await eventually { rig.list.selectedCredentialId == "k" }
        rig.router.request(SeamUnlockRequest(credentialId: "gone", source: .app))
        try await eventually { rig.delivery.message != nil }
        #expect(rig.list.selectedCredentialId == nil)
    }
}
