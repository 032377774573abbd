import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// A key is found by the doors it opens as well as by its name and place: the doors used to be
/// its location, and "pool" must still find the room key that opens the pool.
struct SeamKeySearchDoorsTests {
    static let room = SeamAccessCredential(id: "room", name: "Room 1208", location: "",
                                           entrances: [SeamEntrance(name: "Room 1208"), SeamEntrance(name: "Lift"),
                                                       SeamEntrance(name: "Piscine Étoile")])
    static let gym = SeamAccessCredential(id: "gym", name: "Gym", location: "Hotel Marina")

    @Test func theListFindsAKeyByADoorItOpens() {
        #expect(SeamKeySearch.filter([Self.room, Self.gym], query: "piscine etoile", locale: .english).map(\.id) == ["room"])
        #expect(SeamKeySearch.filter([Self.room, Self.gym], query: "lift", locale: .english).map(\.id) == ["room"])
        #expect(SeamKeySearch.filter([Self.room, Self.gym], query: "marina", locale: .english).map(\.id) == ["gym"])
    }

    @Test func siriFindsAKeyByADoorItOpens() {
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        #expect(SeamKeySearch.keys(matching: "lift", in: [Self.room, Self.gym], now: now, locale: .english).map(\.id) == ["room"])
        #expect(SeamKeySearch.matches("piscine", Self.room, locale: .english))
        #expect(!SeamKeySearch.matches("sauna", Self.room, locale: .english))
    }
}
