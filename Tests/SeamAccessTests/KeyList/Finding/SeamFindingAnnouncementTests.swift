import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// What VoiceOver hears while a person finds a key: a favourite flipped once the list has
/// re-sorted, and a search's result once typing settles.
@MainActor
@Suite struct SeamFindingAnnouncementTests {
    let clock = TestClock()
    /// The list's own clock, so only its announcements wait on it.
    let listClock = TestClock()
    let english = Locale(identifier: "en_US")

    @Test func aFavouriteIsAnnouncedAMomentAfterTheListReSorted() async throws {
        let list = try await activeList(["a", "b", "c"])
        var heard: [SeamCredentialsViewModel.FindingAnnouncement] = []
        let subscription = list.findingAnnouncements.sink { heard.append($0) }
        defer { subscription.cancel() }
        TestClock.$label.withValue("favourite") { list.toggleFavourite("c") }
        #expect(list.credentials.map(\.id) == ["c", "a", "b"], "the list re-sorts at once")
        try await eventually("waiting") { listClock.sleeperCount(labelled: "favourite") == 1 }
        #expect(heard.isEmpty, "not while the row moves")
        await listClock.advance(by: SeamCredentialsViewModel.FindingAnnouncement.favouriteDelay)
        try await eventually("announced") { heard == [.favouriteAdded] }
        #expect(heard[0].text(locale: english) == "Added to favourites.")
        TestClock.$label.withValue("favourite") { list.toggleFavourite("c") }
        try await eventually("waiting") { listClock.sleeperCount(labelled: "favourite") == 1 }
        await listClock.advance(by: SeamCredentialsViewModel.FindingAnnouncement.favouriteDelay)
        try await eventually("announced") { heard == [.favouriteAdded, .favouriteRemoved] }
    }

    @Test func aSearchIsAnnouncedOnceTypingSettles() async throws {
        let list = try await activeList(["room-101", "room-102", "gym"], names: ["Room 101", "Room 102", "Gym"])
        var heard: [SeamCredentialsViewModel.FindingAnnouncement] = []
        let subscription = list.findingAnnouncements.sink { heard.append($0) }
        defer { subscription.cancel() }
        TestClock.$label.withValue("search") { list.searchQuery = "ro" }
        try await eventually("waiting") { listClock.sleeperCount(labelled: "search") == 1 }
        await listClock.advance(by: SeamCredentialsViewModel.FindingAnnouncement.searchSettleDelay / 2)
        TestClock.$label.withValue("search") { list.searchQuery = "room" }
        // The first wait was cancelled: only the latest query's wait is left.
        try await eventually("restarted") { listClock.sleeperCount(labelled: "search") == 1 }
        await listClock.advance(by: SeamCredentialsViewModel.FindingAnnouncement.searchSettleDelay / 2)
        #expect(heard.isEmpty, "still typing")
        await listClock.advance(by: SeamCredentialsViewModel.FindingAnnouncement.searchSettleDelay / 2)
        try await eventually("announced") { heard == [.searchResults(count: 2, query: "room")] }
        #expect(heard[0].text(locale: english) == "2 keys")

        TestClock.$label.withValue("search") { list.searchQuery = "pool" }
        try await eventually("waiting") { listClock.sleeperCount(labelled: "search") == 1 }
        await listClock.advance(by: SeamCredentialsViewModel.FindingAnnouncement.searchSettleDelay)
        try await eventually("announced") { heard.count == 2 }
        #expect(heard[1] == .searchResults(count: 0, query: "pool"))
        #expect(heard[1].text(locale: english) == "No keys match “pool”.")

        TestClock.$label.withValue("search") { list.searchQuery = " " }
        #expect(listClock.sleeperCount(labelled: "search") == 0, "clearing the field says nothing")
    }

    private func activeList(_ ids: [String], names: [String]? = nil) async throws -> SeamCredentialsViewModel {
        let keys = ids.enumerated().map { index, id in Fixture.key(id, name: names?[index]) }
        var scenario = Fixture.scenario(keys)
        scenario.activationLatency = 0
        let seam = Seam(backend: .sandbox(scenario), clock: clock,
                        favourites: SeamFavourites(storage: SeamInMemoryFavouritesStorage()))
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: listClock, locale: english)
        try await eventually("keys listed") { list.credentials.count == ids.count }
        return list
    }
}
