import Foundation
@_spi(SeamInternal) import SeamAccess
import Testing

/// Cloud keys list their doors instead of a place: the widget's and the Shortcuts entity's
/// detail line says the doors rather than nothing.
@Suite struct SeamPlaceTextTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let en = Locale(identifier: "en")

    @Test func aKeyWithoutAPlaceShowsItsDoors() {
        let hotel = SeamAccessCredential(id: "k", name: "Room 1208", location: "",
                                         entrances: [SeamEntrance(name: "Room 1208"), SeamEntrance(name: "Lift"),
                                                     SeamEntrance(name: "Pool")])
        #expect(hotel.placeText(now: now, locale: en) == "Opens Room 1208, Lift, and Pool")
        let entry = SeamWidgetEntry(credentials: [hotel], date: now, locale: en)
        #expect(entry.detail == "Opens Room 1208, Lift, and Pool")
        #expect(SeamKeyDisplay(credential: hotel, now: now, locale: en).location == "Opens Room 1208, Lift, and Pool")

        let placed = SeamAccessCredential(id: "p", name: "Front", location: "Main Street 1",
                                          entrances: [SeamEntrance(name: "Lobby")])
        #expect(placed.placeText(now: now, locale: en) == "Main Street 1", "a place is kept")
        #expect(SeamAccessCredential(id: "n", name: "N", location: "").placeText(now: now, locale: en) == "")
    }
}
