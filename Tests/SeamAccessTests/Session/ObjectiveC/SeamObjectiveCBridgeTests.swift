import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamSDK
import SeamTestSupport
import Testing

/// What `SeamSDKService` (Objective-C only) hands an Objective-C app, checked on Linux through
/// the bridge it forwards every call to.
@Suite struct SeamObjectiveCBridgeTests {
    /// Collects completion calls; completions here run synchronously (the service uses the main queue).
    final class Calls<Value: Sendable>: @unchecked Sendable {
        // Safe to share: `values` is only touched while `lock` is held.
        private let lock = NSLock()
        private var values: [Value] = []
        func append(_ value: Value) { lock.withLock { values.append(value) } }
        var all: [Value] { lock.withLock { values } }
    }

    func bridge(_ keys: [SeamAccessCredential] = [Fixture.key("a")], clock: any SeamClock = ImmediateClock())
        -> SeamObjectiveCBridge {
        let seam = Seam(backend: .sandbox(Fixture.scenario(keys)), clock: clock)
        return SeamObjectiveCBridge(seam: seam, deliver: { $0() })
    }

    @Test func initializeAnswersWithABooleanNumber() {
        let bridge = bridge()
        #expect(bridge.initialize(clientSessionToken: "") == NSNumber(value: false))
        #expect(bridge.initialize(clientSessionToken: NSString(string: Fixture.token)) == NSNumber(value: true))
        // Already initialized: refused, with no way to carry the reason but the Boolean.
        #expect(bridge.initialize(clientSessionToken: NSString(string: Fixture.token)) == NSNumber(value: false))
    }

    @Test func activateReportsSuccessOrTheFailuresName() async throws {
        let bridge = bridge()
        let calls = Calls<(Bool, String?)>()
        bridge.activate { ok, failure in calls.append((ok.boolValue, failure.map(String.init))) }
        try await eventually { calls.all.count == 1 }
        #expect(calls.all.first?.0 == false)
        #expect(calls.all.first?.1 == "initializationRequired")

        _ = bridge.initialize(clientSessionToken: NSString(string: Fixture.token))
        bridge.activate { ok, failure in calls.append((ok.boolValue, failure.map(String.init))) }
        try await eventually { calls.all.count == 2 }
        #expect(calls.all.last?.0 == true)
        #expect(calls.all.last?.1 == nil)
        #expect(bridge.isActive == NSNumber(value: true))
        #expect(bridge.credentials.count == 1)
    }

    @Test func refreshHandsBackTheCredentialsAsDictionaries() async throws {
        let bridge = bridge([Fixture.key("a"), Fixture.key("b")])
        let calls = Calls<(Bool, [String])>()
        let ids: @Sendable (NSArray?) -> [String] = { array in
            (array as? [NSDictionary] ?? []).compactMap { $0["id"] as? String }
        }
        bridge.refresh { ok, array in calls.append((ok.boolValue, ids(array))) }
        try await eventually { calls.all.count == 1 }
        #expect(calls.all.first?.0 == false)
        #expect(calls.all.first?.1 == [])

        _ = bridge.initialize(clientSessionToken: NSString(string: Fixture.token))
        let activated = Calls<Bool>()
        bridge.activate { ok, _ in activated.append(ok.boolValue) }
        try await eventually { activated.all == [true] }
        bridge.refresh { ok, array in calls.append((ok.boolValue, ids(array))) }
        try await eventually { calls.all.count == 2 }
        #expect(calls.all.last?.0 == true)
        #expect(calls.all.last?.1 == ["a", "b"])
    }

    @Test func aCredentialDictionaryCarriesEveryKnownFieldButNoSecret() throws {
        let expiry = Date(timeIntervalSince1970: 1_800_000_000)
        let full = SeamCredential(
            id: "k1", isManaged: true, name: "Room 501", location: "Hotel", providerName: "assa_abloy",
            startsAt: Date(timeIntervalSince1970: 1_700_000_000), expiry: expiry, cardNumber: "1234", code: "9876",
            supportedUnlockProximities: [.touch, .remote],
            errors: [.userInteractionRequired(.enableBluetooth), .expired])
        let dictionary = SeamObjectiveCBridge.dictionary(for: full)
        #expect(dictionary["id"] as? String == "k1")
        #expect(dictionary["name"] as? String == "Room 501")
        #expect(dictionary["location"] as? String == "Hotel")
        #expect((dictionary["isManaged"] as? NSNumber)?.boolValue == true)
        #expect((dictionary["hasCode"] as? NSNumber)?.boolValue == true)
        #expect((dictionary["hasCardNumber"] as? NSNumber)?.boolValue == true)
        #expect(dictionary["providerName"] as? String == "assa_abloy")
        #expect(dictionary["expiry"] as? Date == expiry)
        #expect(dictionary["startsAt"] as? Date == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(dictionary["supportedUnlockProximities"] as? [String] == ["touch", "remote"])
        #expect(dictionary["errors"] as? [String] == ["userInteractionRequired.enableBluetooth", "expired"])
        // Objective-C apps log dictionaries whole: the code and card number are not in it.
        #expect(dictionary["code"] == nil && dictionary["cardNumber"] == nil)
        #expect(!dictionary.description.contains("9876") && !dictionary.description.contains("1234"))

        let sparse = SeamCredential(id: "k2", isManaged: false, name: "Badge", location: "",
                                    supportedUnlockProximities: [], errors: [])
        let keys = Set(SeamObjectiveCBridge.dictionary(for: sparse).allKeys.compactMap { $0 as? String })
        #expect(keys == ["id", "name", "location", "isManaged", "hasCode", "hasCardNumber",
                         "supportedUnlockProximities", "errors"])
    }

    func activeBridge(_ keys: [SeamAccessCredential] = [Fixture.key("a")], clock: any SeamClock = ImmediateClock())
        async throws -> SeamObjectiveCBridge {
        let bridge = bridge(keys, clock: clock)
        _ = bridge.initialize(clientSessionToken: NSString(string: Fixture.token))
        let activated = Calls<Bool>()
        bridge.activate { ok, _ in activated.append(ok.boolValue) }
        try await eventually { activated.all == [true] }
        return bridge
    }

    @Test func theCodeAndCardNumberAreReadOneKeyAtATime() async throws {
        let key = SeamAccessCredential(id: "k", name: "Gym", location: "Club", expiry: nil, cardNumber: "5555",
                                       code: "2468", errors: [], provider: "test_lock")
        let bridge = try await activeBridge([key, Fixture.key("plain")])
        #expect(bridge.code(forCredentialId: "k") == "2468")
        #expect(bridge.cardNumber(forCredentialId: "k") == "5555")
        #expect(bridge.code(forCredentialId: "plain") == nil)
        #expect(bridge.code(forCredentialId: "nope") == nil)
    }

    /// Objective-C cannot subscribe to a publisher: the unlock starts at once and replays its
    /// events to a late observer.
    @Test func unlockStartsAtOnceAndReplaysItsEvents() async throws {
        let clock = TestClock()
        let bridge = try await activeBridge(clock: clock)
        let run = try bridge.unlock(credentialId: "a", timeout: NSNumber(value: 5)).get()
        let early = Calls<SeamUnlockEvent>()
        run.observe { early.append($0) }
        try await clock.waitForSleepers(2)  // the lock's answer and the 5 s timeout
        await clock.advance(by: 1)
        try await eventually { run.isFinished }
        #expect(run.events == [.launched, .grantedAccess])
        #expect(early.all == [.launched, .grantedAccess])
        let late = Calls<SeamUnlockEvent>()
        run.observe { late.append($0) }
        #expect(late.all == [.launched, .grantedAccess])
        let failed = SeamObjectiveCUnlockRun.name(of: .connectionFailed(debugDescription: "GATT 133"))
        #expect(failed.name == "connectionFailed" && failed.detail == "GATT 133")
    }

    /// Nobody on the Objective-C side has to hold the unlock for it to finish.
    @Test func anUnheldUnlockRunsToItsEndThenIsReleased() async throws {
        let clock = TestClock()
        let bridge = try await activeBridge(clock: clock)
        let weakRun = Weak(try bridge.unlock(credentialId: "a", timeout: NSNumber(value: 5)).get())
        #expect(weakRun.value != nil)  // kept alive by its own subscription while the unlock runs
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        try await eventually { weakRun.value == nil }  // and released once it ended
    }

    final class Weak<T: AnyObject>: @unchecked Sendable {
        // Safe to share: `value` is only read by the test after being set here.
        weak var value: T?
        init(_ value: T) { self.value = value }
    }

    @Test func aCancelledUnlockStopsAndTellsNoOneMore() async throws {
        let clock = TestClock()
        let bridge = try await activeBridge(clock: clock)
        let run = try bridge.unlock(credentialId: "a", timeout: NSNumber(value: 5)).get()
        let heard = Calls<SeamUnlockEvent>()
        run.observe { heard.append($0) }
        try await eventually { heard.all == [.launched] }
        run.cancel()
        #expect(run.isFinished)
        await clock.advance(by: 10)
        #expect(heard.all == [.launched])
        #expect(run.events == [.launched])
    }

    @Test func aRefusedUnlockIsAnErrorWithACodeAndAReadableSentence() throws {
        let bridge = bridge()
        guard case .failure(let error) = bridge.unlock(credentialId: "a", timeout: 5) else {
            Issue.record("an uninitialized SDK started an unlock")
            return
        }
        #expect(error.domain == "SeamSDKService")
        #expect(error.code == 2)
        #expect(error.localizedDescription == "The Seam SDK is not initialized and activated.")
        #expect(error.userInfo["SeamFailure"] as? String == "initializationRequired")
    }

    @Test func everyFailureHasItsOwnStableCode() {
        let failures: [SeamFailure] = [
            .internetConnectionRequired, .initializationRequired, .invalidClientSessionToken, .deactivationInProgress,
            .alreadyInitialized, .invalidCredentialId, .integrationNotFound, .credentialErrors([.expired]),
            .serviceUnavailable, .unsupportedUnlockProximity(.touch),
        ]
        #expect(failures.map(SeamObjectiveCBridge.errorCode(for:)) == Array(1...10))
        #expect(Set(failures.map(SeamObjectiveCBridge.message(for:))).count == failures.count)
        #expect(SeamObjectiveCBridge.message(for: .credentialErrors([.expired])).contains("expired"))
    }

    @Test func observersHearTheCredentialsAndActivityNowAndOnChange() async throws {
        let bridge = bridge()
        let lists = Calls<[String]>()
        let activity = Calls<Bool>()
        let credentials = bridge.observeCredentials { array in
            lists.append((array as? [NSDictionary] ?? []).compactMap { $0["id"] as? String })
        }
        let active = bridge.observeIsActive { activity.append($0.boolValue) }
        #expect(lists.all == [[]])
        #expect(activity.all == [false])
        _ = bridge.initialize(clientSessionToken: NSString(string: Fixture.token))
        bridge.activate { _, _ in }
        try await eventually { lists.all.last == ["a"] }
        #expect(activity.all == [false, true])
        credentials.cancel()
        active.cancel()
        await bridge.seam.deactivate()
        #expect(lists.all.last == ["a"])
        #expect(activity.all == [false, true])
    }

    @Test func thePublishersComeBackAsTheirSwiftTypes() {
        let bridge = bridge()
        #expect(bridge.credentialsPublisher() is AnyPublisher<[SeamCredential], Never>)
        #expect(bridge.isActivePublisher() is AnyPublisher<Bool, Never>)
        #expect(bridge.isActive == NSNumber(value: false))
        #expect(bridge.credentials.count == 0)
    }
}
