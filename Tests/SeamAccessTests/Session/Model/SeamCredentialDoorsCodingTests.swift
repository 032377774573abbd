import Foundation
import SeamAccess
import Testing

/// A key's doors and its lock's state survive saving, what was saved before them still reads,
/// and printing a key shows them without its secrets.
@Suite struct SeamCredentialDoorsCodingTests {
    static let room = SeamAccessCredential(
        id: "room-1208", name: "Room 1208", location: "", code: "4821",
        entrances: [SeamEntrance(name: "Room 1208", kind: .guestRoom), SeamEntrance(name: "Lift", kind: .elevator),
                    SeamEntrance(name: "Pool")])
    static let lock = SeamAccessCredential(
        id: "front", name: "Front Door", location: "", provider: SeamRemoteUnlock.provider,
        supportedUnlockProximities: [.remote],
        lockState: SeamLockState(locked: true, doorOpen: nil, batteryLevel: 0.15, canLock: true))

    @Test func aKeyRoundTripsThroughJSONWithItsDoorsAndItsLocksState() throws {
        for key in [Self.room, Self.lock] {
            #expect(try JSONDecoder().decode(SeamAccessCredential.self, from: JSONEncoder().encode(key)) == key)
            #expect(SeamAccessCredential(key.sdkCredentialForTests) == key, "the SDK model carries them both ways")
        }
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.lock)) as? [String: Any])
        let state = try #require(object["lockState"] as? [String: Any])
        #expect(state["doorOpen"] is NSNull, "an unknown reading is written as null")
        #expect(state["batteryLevel"] as? Double == 0.15 && state["canLock"] as? Bool == true)
    }

    @Test func aKeySavedBeforeDoorsAndLockStatesReadsWithNone() throws {
        let old = Data(#"{"id":"a","isManaged":true,"name":"A","location":"L","errors":[]}"#.utf8)
        let key = try JSONDecoder().decode(SeamAccessCredential.self, from: old)
        #expect(key.entrances == [] && key.lockState == nil)
        let odd = Data(#"{"id":"a","isManaged":true,"name":"A","location":"L","errors":[],"entrances":{"x":1},"lockState":7}"#.utf8)
        let tolerated = try JSONDecoder().decode(SeamAccessCredential.self, from: odd)
        #expect(tolerated.entrances == [] && tolerated.lockState == nil, "unreadable extras are dropped, not the key")
    }

    @Test func aBatteryLevelIsKeptBetweenNoneAndFull() {
        #expect(SeamLockState(batteryLevel: 1.7).batteryLevel == 1)
        #expect(SeamLockState(batteryLevel: -0.2).batteryLevel == 0)
        #expect(SeamLockState(batteryLevel: .nan).batteryLevel == nil)
        #expect(SeamLockState(batteryLevel: .infinity).batteryLevel == nil)
        #expect(SeamLockState() == SeamLockState(locked: nil, doorOpen: nil, batteryLevel: nil, canLock: false))
    }

    @Test func printingAKeyShowsItsDoorsAndLockStateButNotItsCode() {
        let room = "\(Self.room)"
        #expect(room.contains(#"entrances: ["Room 1208", "Lift", "Pool"]"#))
        #expect(!room.contains("4821") && room.contains("code: <redacted>"))
        #expect("\(Self.lock)".contains("lockState: locked: true, doorOpen: nil, batteryLevel: 0.15, canLock: true"))
    }

    /// Seam's documented memberwise call still compiles and means what it did.
    @Test func theReferencesInitializerIsUnchanged() {
        let key = SeamCredential(id: "id", isManaged: true, name: "Room", location: "Hotel", providerName: nil, expiry: nil,
                                 cardNumber: nil, code: nil, supportedUnlockProximities: [.touch], errors: [])
        #expect(key.entrances == [] && key.lockState == nil)
    }
}

extension SeamAccessCredential {
    /// The SDK model of this key, built through public API only.
    var sdkCredentialForTests: SeamCredential {
        SeamCredential(id: id, isManaged: isManaged, name: name, location: location, providerName: provider,
                       startsAt: startsAt, expiry: expiry, cardNumber: cardNumber, code: code,
                       supportedUnlockProximities: supportedUnlockProximities, errors: errors,
                       entrances: entrances, lockState: lockState)
    }
}
