import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Favourite keys: pinned first, stored per installation, dropped with their key, removed at
/// sign-out.
@MainActor
@Suite struct SeamFavouritesTests {
    let clock = TestClock()

    @Test func favouritesComeFirstInTheListsOrder() {
        let favourites = SeamFavouriteKeys(ids: ["c", "a", "gone"])
        let keys = ["a", "b", "c", "d"].map { Fixture.key($0) }
        #expect(favourites.pinnedFirst(keys).map(\.id) == ["a", "c", "b", "d"])
        #expect(SeamFavouriteKeys().pinnedFirst(keys).map(\.id) == ["a", "b", "c", "d"])
        #expect(favourites.keeping(only: ["a", "b"]).ids == ["a"])
    }

    @Test func theStoreLoadsOnceAndSavesEachChange() {
        let storage = SeamInMemoryFavouritesStorage(ids: ["a"])
        let favourites = SeamFavourites(storage: storage)
        #expect(favourites.contains("a"))
        #expect(favourites.toggle("b"))
        #expect(!favourites.toggle("a"))
        #expect(storage.load() == ["b"])
        favourites.keepOnly(["c"])
        #expect(storage.load() == [])
        favourites.set(true, for: "c")
        favourites.removeAll()
        #expect(favourites.keys.ids.isEmpty)
        #expect(storage.load() == [])
    }

    @Test func aFileKeepsThemAcrossLaunchesAndAnUnreadableFileIsNoFavourites() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fav-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nested/favourites.json")
        SeamFavourites(storage: SeamFileFavouritesStorage(url: url)).set(true, for: "room-101")
        #expect(SeamFavourites(storage: SeamFileFavouritesStorage(url: url)).contains("room-101"), "a new launch")
        try Data("not json".utf8).write(to: url)
        #expect(SeamFileFavouritesStorage(url: url).load() == [])
        SeamFileFavouritesStorage(url: url).remove()
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func userDefaultsKeepsThemUnderItsKey() {
        let storage = SeamFavourites.UserDefaultsStorage(key: "test.favourites.\(UUID().uuidString)")
        storage.save(["a", "b"])
        #expect(storage.load() == ["a", "b"])
        storage.remove()
        #expect(storage.load() == [])
    }

    @Test func toggledKeyMovesToTheTopAndBackAndTheChangeIsStored() async throws {
        let storage = SeamInMemoryFavouritesStorage()
        let seam = try await activeSeam(["a", "b", "c"], storage: storage)
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        #expect(list.canMarkFavourites)
        #expect(list.credentials.map(\.id) == ["a", "b", "c"])
        #expect(list.favouriteActionTitle(for: "c", locale: Locale(identifier: "en")) == "Add to favourites")
        list.toggleFavourite("c")
        #expect(list.credentials.map(\.id) == ["c", "a", "b"])
        #expect(list.isFavourite("c"))
        #expect(list.favouriteActionTitle(for: "c", locale: Locale(identifier: "de")) == "Aus Favoriten entfernen")
        #expect(list.favouriteAnnouncement(for: "c", locale: Locale(identifier: "en")) == "Added to favourites.")
        #expect(storage.load() == ["c"])
        list.toggleFavourite("c")
        #expect(list.credentials.map(\.id) == ["a", "b", "c"])
        #expect(list.favouriteAnnouncement(for: "c", locale: Locale(identifier: "tr")) == "Favorilerden çıkarıldı.")
        list.toggleFavourite("not-listed")
        #expect(storage.load() == [])
    }

    @Test func aNewListStartsWithTheStoredFavouritesAndSearchKeepsThemFirst() async throws {
        let seam = try await activeSeam(["Room 1", "Room 2", "Gym"], storage: SeamInMemoryFavouritesStorage(ids: ["Room 2"]))
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        #expect(list.credentials.map(\.id) == ["Room 2", "Gym", "Room 1"])
        list.searchQuery = "room"
        #expect(list.isSearching)
        #expect(list.searchResults.map(\.id) == ["Room 2", "Room 1"])
        list.searchQuery = "sauna"
        #expect(list.searchFoundNothing)
        #expect(SeamKeySearch.Copy.noMatches(" sauna ", locale: Locale(identifier: "en")) == "No keys match “sauna”.")
        list.searchQuery = " "
        #expect(!list.isSearching)
        #expect(list.searchResults.count == 3)
    }

    @Test func theOrderHoldStillKeepsAKeyFromMovingUnderAFinger() async throws {
        let seam = try await activeSeam(["a", "b", "c"], storage: SeamInMemoryFavouritesStorage())
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        var hold = SeamKeyOrderHold.grid
        hold.order(list.credentials, now: clock.now)
        hold.interacted(at: clock.now)
        list.toggleFavourite("c")
        #expect(hold.order(list.credentials, now: clock.now).map(\.id) == ["a", "b", "c"])
        #expect(hold.isReorderPending)
        #expect(hold.order(list.credentials, now: clock.now.addingTimeInterval(2)).map(\.id) == ["c", "a", "b"])
    }

    @Test func twoListsOfOneServiceShowTheSameFavourites() async throws {
        let seam = try await activeSeam(["a", "b", "c"], storage: SeamInMemoryFavouritesStorage())
        let service = SeamService(seam: seam)
        let window = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        let otherWindow = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        window.toggleFavourite("b")
        #expect(otherWindow.credentials.map(\.id) == ["b", "a", "c"])
        #expect(otherWindow.isFavourite("b"))
        seam.favourites.removeAll()
        #expect(window.credentials.map(\.id) == ["a", "b", "c"])
        #expect(otherWindow.favourites.ids.isEmpty)
    }

    @Test func aFavouriteWhoseKeyIsRemovedIsForgotten() async throws {
        let storage = SeamInMemoryFavouritesStorage(ids: ["a", "b"])
        var scenario = Fixture.scenario(["a", "b", "c"].map { Fixture.key($0) }, changes: [.removes("b", after: 5)])
        scenario.activationLatency = 0
        let seam = Seam(backend: .sandbox(scenario), clock: clock, favourites: SeamFavourites(storage: storage))
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        #expect(list.credentials.map(\.id) == ["a", "b", "c"])
        try await clock.waitForSleepers(1)
        await clock.advance(by: 5)
        try await eventually { list.credentials.map(\.id) == ["a", "c"] }
        #expect(list.favourites.ids == ["a"])
        #expect(storage.load() == ["a"])
    }

    /// Issue 29, item 2: a plain sign-out kept them for whoever signed in next on this device.
    @Test func signingOutRemovesThem() async throws {
        let storage = SeamInMemoryFavouritesStorage(ids: ["b"])
        let seam = try await activeSeam(["a", "b"], storage: storage)
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        try await eventually { list.credentials.map(\.id) == ["b", "a"] }
        await seam.deactivate(deintegrate: false)
        #expect(storage.load() == [])
        try await eventually { list.credentials.isEmpty && list.favourites.ids.isEmpty }
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        try await eventually { list.credentials.map(\.id) == ["a", "b"] }
    }

    @Test func aSessionTheServerEndedKeepsThem() async throws {
        let storage = SeamInMemoryFavouritesStorage(ids: ["b"])
        let engine = SpyEngine(credentials: [Fixture.key("a"), Fixture.key("b")])
        let seam = Seam(backend: .spy(engine), clock: clock, favourites: SeamFavourites(storage: storage))
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        await engine.context?.endSession(because: .invalidClientSessionToken)
        #expect(!seam.isActive)
        #expect(storage.load() == ["b"], "the same person usually signs in again with a fresh token")
    }

    @Test(arguments: [false, true])
    func signingOutWhenAlreadySignedOutRemovesThemToo(_ deintegrate: Bool) async throws {
        let storage = SeamInMemoryFavouritesStorage(ids: ["b"])
        let seam = Seam(backend: .sandbox(), clock: clock, favourites: SeamFavourites(storage: storage))
        await seam.deactivate(deintegrate: deintegrate)
        #expect(storage.load() == [])
    }

    @Test func aServiceWithoutFavouritesOffersNone() {
        let service = ScriptedService()
        service.setCredentials([Fixture.key("a"), Fixture.key("b")])
        let list = SeamCredentialsViewModel(seam: service, clock: clock, locale: .english)
        #expect(!list.canMarkFavourites)
        list.toggleFavourite("b")
        #expect(list.credentials.map(\.id) == ["a", "b"])
        #expect(!list.isFavourite("b"))
    }

    private func activeSeam(_ ids: [String], storage: any SeamFavourites.Storage) async throws -> Seam {
        var scenario = Fixture.scenario(ids.map { Fixture.key($0) })
        scenario.activationLatency = 0
        let seam = Seam(backend: .sandbox(scenario), clock: clock, favourites: SeamFavourites(storage: storage))
        try seam.initialize(clientSessionToken: Fixture.token)
        try await seam.activate()
        return seam
    }
}
