import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// What the key card, the row and the unlock card say about a key's doors and its lock, in
/// every shipped language, and what VoiceOver reads.
struct SeamDoorsAndLockStatePresentationTests {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)
    static let doors = [SeamEntrance(name: "Room 1208", kind: .guestRoom), SeamEntrance(name: "Lift", kind: .elevator),
                        SeamEntrance(name: "Pool", kind: .commonArea)]
    static let room = SeamAccessCredential(id: "room", name: "Room 1208", location: "", entrances: doors)

    func row(_ key: SeamAccessCredential, _ identifier: String) -> SeamAccessCredential.Presentation {
        SeamAccessCredential.Presentation(credential: key, now: Self.now, locale: Locale(identifier: identifier))
    }

    @Test(arguments: [
        ("en_GB", "Opens Room 1208, Lift and Pool"),
        ("en_US", "Opens Room 1208, Lift, and Pool"),
        ("de_DE", "Öffnet Room 1208, Lift und Pool"),
        ("es_ES", "Abre Room 1208, Lift y Pool"),
        ("fr_FR", "Ouvre Room 1208, Lift et Pool"),
        ("sv_SE", "Öppnar Room 1208, Lift och Pool"),
        ("tr_TR", "Açtığı kapılar: Room 1208, Lift ve Pool"),
        ("ja_JP", "解錠できる扉：Room 1208、Lift、Pool"),
        ("zh_Hans_CN", "可开启：Room 1208、Lift和Pool"),
        ("ru_RU", "Opens Room 1208, Lift, and Pool"),
    ])
    func theDoorsAreListedTheLanguagesWay(_ identifier: String, _ expected: String) {
        #expect(row(Self.room, identifier).entrancesText == expected)
    }

    @Test func rightToLeftListsKeepEachDoorNameWhole() throws {
        let arabic = try #require(row(Self.room, "ar").entrancesText)
        #expect(arabic.hasPrefix("يفتح: "))
        #expect(arabic.contains("\u{2068}Room 1208\u{2069}"), "each name isolated, so its digits do not reorder: \(arabic)")
        let hebrew = try #require(row(Self.room, "he").entrancesText)
        #expect(hebrew.contains("\u{2068}Lift\u{2069}") && hebrew.contains("ו"))
    }

    @Test func everyLanguageSaysWhichDoorsAKeyOpens() {
        for identifier in ["en", "es", "fr", "de", "ar", "he", "ja", "ko", "zh-Hans", "zh-Hant", "it", "pt_BR", "nl", "pl", "tr", "sv"] {
            let text = row(Self.room, identifier).entrancesText ?? ""
            #expect(["Room 1208", "Lift", "Pool"].allSatisfy(text.contains), "\(identifier): \(text)")
            #expect(!text.contains("%@"))
        }
    }

    @Test func aKeyWithNoDoorsOrOnlyItsOwnSaysNothingMore() {
        #expect(row(SeamAccessCredential(id: "a", name: "Room 1", location: ""), "en").entrancesText == nil)
        let own = SeamAccessCredential(id: "a", name: "Room 101", location: "", entrances: [SeamEntrance(name: "Room 101")])
        #expect(row(own, "en").entrancesText == nil, "the name says it already")
        let other = SeamAccessCredential(id: "a", name: "Staff pass", location: "", entrances: [SeamEntrance(name: "Back Office")])
        #expect(row(other, "en").entrancesText == "Opens Back Office")
    }

    @Test func voiceOverReadsTheDoorsAfterTheName() {
        #expect(row(Self.room, "en_GB").accessibilityLabel == "Room 1208, Opens Room 1208, Lift and Pool, Ready")
    }

    static func lock(_ state: SeamLockState) -> SeamAccessCredential {
        SeamAccessCredential(id: "front", name: "Front Door", location: "Main Street 1", provider: SeamRemoteUnlock.provider,
                             supportedUnlockProximities: [.remote], lockState: state)
    }

    @Test func aLocksStateIsSaidAsReported() throws {
        let state = try #require(row(Self.lock(SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.8, canLock: true)), "en").lockState)
        #expect(state.summary == "Locked · Door closed · Battery 80%")
        #expect(state.batteryWarning == nil)
        #expect(state.systemImage == "lock.fill")
        #expect(state.canLock)
        let open = try #require(row(Self.lock(SeamLockState(locked: false, doorOpen: true)), "en").lockState)
        #expect(open.summary == "Unlocked · Door open")
        #expect(open.systemImage == "lock.open.fill")
        #expect(!open.canLock)
    }

    @Test func whatTheLockDidNotReportIsNotSaid() throws {
        let unknown = try #require(row(Self.lock(SeamLockState()), "en").lockState)
        #expect(unknown.summary == nil && unknown.lockText == nil && unknown.doorText == nil && unknown.batteryText == nil)
        #expect(unknown.systemImage == "lock")
        #expect(unknown.accessibilityText == "")
        #expect(row(Self.lock(SeamLockState()), "en").accessibilityLabel == "Front Door, Main Street 1, Ready")
        let lockedOnly = try #require(row(Self.lock(SeamLockState(locked: true)), "en").lockState)
        #expect(lockedOnly.summary == "Locked", "no door sensor: nothing about the door")
        #expect(row(Self.room, "en").lockState == nil, "a mobile key is not a lock")
    }

    @Test func aLowBatteryIsAWarningThatNeverStopsTheKey() throws {
        let key = Self.lock(SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.15, canLock: true))
        let presentation = row(key, "en")
        let state = try #require(presentation.lockState)
        #expect(state.summary == "Locked · Door closed")
        #expect(state.batteryWarning == "Battery low (15%)")
        #expect(SeamLockStatePresentation.batteryWarningTone == .warning)
        #expect(presentation.isUsable && presentation.status == nil && presentation.statusBadge == "Ready")
        #expect(key.isUsable(at: Self.now))
        #expect(presentation.accessibilityLabel
            == "Front Door, Main Street 1, Locked, Door closed, Battery low (15%), Ready")
        #expect(row(Self.lock(SeamLockState(batteryLevel: 0.2)), "en").lockState?.batteryWarning == "Battery low (20%)")
        #expect(row(Self.lock(SeamLockState(batteryLevel: 0.21)), "en").lockState?.batteryText == "Battery 21%")
    }

    @Test(arguments: [
        ("de", "Verriegelt · Tür offen · Batterie 80 %", nil as String?),
        ("tr", "Kilit açık · Kapı kapalı", "Pil zayıf (%15)"),
        ("fr", "Verrouillée · Porte fermée", "Batterie faible (15 %)"),
        ("ja", "施錠中 · ドアが開いています", "バッテリー残量低下（15%）"),
    ])
    func theStateSpeaksTheLocalesLanguageAndNumbers(_ identifier: String, _ summary: String, _ warning: String?) throws {
        let state: SeamLockState = switch identifier {
        case "de": SeamLockState(locked: true, doorOpen: true, batteryLevel: 0.8)
        case "tr": SeamLockState(locked: false, doorOpen: false, batteryLevel: 0.15)
        case "fr": SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.15)
        default: SeamLockState(locked: true, doorOpen: true, batteryLevel: 0.15)
        }
        let presentation = try #require(row(Self.lock(state), identifier).lockState)
        #expect(presentation.summary?.replacingOccurrences(of: "\u{202F}", with: " ")
            .replacingOccurrences(of: "\u{A0}", with: " ") == summary)
        #expect(presentation.batteryWarning?.replacingOccurrences(of: "\u{202F}", with: " ")
            .replacingOccurrences(of: "\u{A0}", with: " ") == warning)
    }
}

extension SeamDoorsAndLockStatePresentationTests {
    @Test func aSurfaceMayRewriteTheDoorNamesButNotTheListsOwnMarks() {
        let key = SeamAccessCredential(id: "a", name: "A", location: "", entrances: [SeamEntrance(name: "Lift"), SeamEntrance(name: "Pool")])
        let row = row(key, "he")
        #expect(row.entrancesText(transformingNames: { "<\($0)>" }) == row.entrancesText?
            .replacingOccurrences(of: "Lift", with: "<Lift>").replacingOccurrences(of: "Pool", with: "<Pool>"))
        #expect(row.entrancesText(transformingNames: { $0 }) == row.entrancesText)
        #expect(self.row(Self.room, "en").entrancesText(transformingNames: { $0 }) == self.row(Self.room, "en").entrancesText)
        let own = SeamAccessCredential(id: "a", name: "Room 101", location: "", entrances: [SeamEntrance(name: "Room 101")])
        #expect(self.row(own, "en").entrancesText(transformingNames: { $0 }) == nil)
    }
}
