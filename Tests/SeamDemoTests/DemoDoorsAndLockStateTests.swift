import Foundation
import SeamTestSupport
import SeamAccess
import SeamDemoKit
import Testing

/// The demo's card and `list --json` show a key's doors and a lock's state.
struct DemoDoorsAndLockStateTests {
    let now = Date(timeIntervalSince1970: 1_750_237_200)
    static let room = SeamAccessCredential(
        id: "room", name: "Room 1208", location: "",
        entrances: [SeamEntrance(name: "Room 1208", kind: .guestRoom), SeamEntrance(name: "Lift", kind: .elevator),
                    SeamEntrance(name: "Pool")])
    static let lock = SeamAccessCredential(
        id: "front", name: "Front Door", location: "Main Street 1", provider: SeamRemoteUnlock.provider,
        supportedUnlockProximities: [.remote],
        lockState: SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.15, canLock: true))

    func lines(_ key: SeamAccessCredential, locale: String = "en_GB", usesColor: Bool = false) -> [String] {
        let row = SeamAccessCredential.Presentation(credential: key, now: now, locale: Locale(identifier: locale))
        return CardRenderer(style: DemoStyle(usesColor: usesColor), width: nil).card(row, number: 1, isSelected: false)
    }

    @Test func theCardSaysWhichDoorsAKeyOpens() {
        #expect(lines(Self.room).contains("     Opens Room 1208, Lift and Pool"))
    }

    @Test func theCardSaysWhatTheLockReportedAndWarnsOfALowBattery() {
        let plain = lines(Self.lock)
        #expect(plain.contains("     Locked · Door closed"))
        #expect(plain.contains("     Battery low (15%)"))
        #expect(plain[0].hasSuffix("[Ready]"), "a low battery never makes the key unusable")
        let coloured = lines(Self.lock, usesColor: true)
        #expect(coloured.contains("     \u{1B}[33mBattery low (15%)\u{1B}[0m"), "in the warning tone")
    }

    @Test func aDoorNameCannotDriveTheTerminalButTheListsOwnMarksStay() {
        let hostile = SeamAccessCredential(id: "x", name: "X", location: "",
                                           entrances: [SeamEntrance(name: "Lift\u{1B}[2J"), SeamEntrance(name: "Pool")])
        #expect(lines(hostile).contains("     Opens Lift\\u{1B}[2J and Pool"))
        let arabic = lines(hostile, locale: "ar").joined()
        #expect(arabic.contains("\u{2068}Pool\u{2069}"), "the isolates the list puts around each name are kept")
        #expect(!arabic.contains("\u{1B}"))
    }

    @Test func listJSONHasEntrancesForCredentialsAndALockObjectForLocks() throws {
        let bare = SeamAccessCredential(id: "bare", name: "Bare", location: "")
        let unknown = SeamAccessCredential(id: "shed", name: "Shed", location: "", provider: SeamRemoteUnlock.provider,
                                           lockState: SeamLockState())
        let cachedBefore = SeamAccessCredential(id: "old", name: "Old", location: "", provider: SeamRemoteUnlock.provider)
        let text = try CredentialJSON.document(for: [Self.room, bare, Self.lock, unknown, cachedBefore], now: now)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(objects[0]["entrances"] as? [String] == ["Room 1208", "Lift", "Pool"])
        #expect(objects[0]["lock"] is NSNull)
        #expect(objects[1]["entrances"] as? [String] == [], "an empty array when the API lists none")
        #expect(objects[2]["entrances"] == nil, "absent for a lock key")
        let lock = try #require(objects[2]["lock"] as? [String: Any])
        #expect(Set(lock.keys) == ["locked", "doorOpen", "batteryLevel", "canLock"])
        #expect(lock["locked"] as? Bool == true && lock["doorOpen"] as? Bool == false)
        #expect(lock["batteryLevel"] as? Double == 0.15 && lock["canLock"] as? Bool == true)
        #expect(text.contains(#""batteryLevel" : 0.15"#))
        let nothing = try #require(objects[3]["lock"] as? [String: Any])
        #expect(nothing["locked"] is NSNull && nothing["doorOpen"] is NSNull && nothing["batteryLevel"] is NSNull)
        #expect(nothing["canLock"] as? Bool == false)
        #expect(objects[4]["entrances"] == nil && objects[4]["lock"] is [String: Any], "a lock key cached before states")
    }
}
