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

    @Test func aCredentialDictionaryCarriesEveryKnownFieldAndOmitsUnknownOnes() throws {
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
        #expect(dictionary["providerName"] as? String == "assa_abloy")
        #expect(dictionary["cardNumber"] as? String == "1234")
        #expect(dictionary["code"] as? String == "9876")
        #expect(dictionary["expiry"] as? Date == expiry)
        #expect(dictionary["startsAt"] as? Date == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(dictionary["supportedUnlockProximities"] as? [String] == ["touch", "remote"])
        #expect(dictionary["errors"] as? [String] == ["userInteractionRequired.enableBluetooth", "expired"])

        let sparse = SeamCredential(id: "k2", isManaged: false, name: "Badge", location: "",
                                    supportedUnlockProximities: [], errors: [])
        let keys = Set(SeamObjectiveCBridge.dictionary(for: sparse).allKeys.compactMap { $0 as? String })
        #expect(keys == ["id", "name", "location", "isManaged", "supportedUnlockProximities", "errors"])
    }

    @Test func unlockReturnsTheTypedPublisherBoxed() async throws {
        let clock = TestClock()
        let bridge = bridge(clock: clock)
        _ = bridge.initialize(clientSessionToken: NSString(string: Fixture.token))
        let activated = Calls<Bool>()
        bridge.activate { ok, _ in activated.append(ok.boolValue) }
        try await eventually { activated.all == [true] }

        let result = bridge.unlock(credentialId: "a", timeout: NSNumber(value: 5))
        let publisher = try #require(result as? AnyPublisher<SeamUnlockEvent, Never>)
        let events = EventRecorder(publisher)
        try await clock.waitForSleepers(2)  // the lock's answer and the 5 s timeout
        await clock.advance(by: 1)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .grantedAccess])
    }

    @Test func aRefusedUnlockIsAnErrorNamingTheFailure() throws {
        let bridge = bridge()
        let error = try #require(bridge.unlock(credentialId: "a", timeout: 5) as? NSError)
        #expect(error.domain == "SeamSDKService")
        #expect(error.localizedDescription == "initializationRequired")
    }

    @Test func thePublishersComeBackAsTheirSwiftTypes() {
        let bridge = bridge()
        #expect(bridge.credentialsPublisher() is AnyPublisher<[SeamCredential], Never>)
        #expect(bridge.isActivePublisher() is AnyPublisher<Bool, Never>)
        #expect(bridge.isActive == NSNumber(value: false))
        #expect(bridge.credentials.count == 0)
    }
}
