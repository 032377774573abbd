import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Issue 30, item 6: two environment values a key list sets on every render (its favourite
/// marks, and the default refresh route) never compared equal, so every list update
/// re-rendered every card. They are values now, equal while what they do is the same.
@MainActor
@Suite struct SeamListEnvironmentValueTests {
    @Test func favouriteMarksAreEqualUntilAFavouriteChanges() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("a"), Fixture.key("b")]), clock: TestClock())
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: TestClock(), locale: .english)
        let first = try #require(list.favouriteMarking(locale: .english))
        #expect(first == list.favouriteMarking(locale: .english), "a re-render changes nothing")
        #expect(first != list.favouriteMarking(locale: Locale(identifier: "de_DE")))

        first.toggle("a")
        let after = try #require(list.favouriteMarking(locale: .english))
        #expect(after != first, "the stars must redraw")
        #expect(after.isFavourite("a") && !first.isFavourite("a"))
        #expect(after.actionTitle("a") == list.favouriteActionTitle(for: "a", locale: .english))

        let other = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: TestClock(), locale: .english)
        #expect(other.favouriteMarking(locale: .english) != after, "another list's marks are not these")
        #expect(SeamCredentialsViewModel(seam: ScriptedService(), clock: TestClock(), locale: .english)
            .favouriteMarking(locale: .english) == nil, "a service that keeps no favourites offers none")
    }

    @Test func refreshRoutesAreEqualWhileTheyGoToTheSamePlace() {
        let service = ScriptedService(), other = ScriptedService()
        let list = SeamCredentialsViewModel(seam: service, clock: TestClock(), locale: .english)
        #expect(SeamRefreshRoute.service(service, locale: .english) == .service(service, locale: .english))
        #expect(SeamRefreshRoute.service(service, locale: .english) != .service(other, locale: .english))
        #expect(SeamRefreshRoute.service(service, locale: .english) != .service(service, locale: Locale(identifier: "fr")))
        #expect(SeamRefreshRoute.list(list) == .list(list))
        let token = NSObject()
        #expect(SeamRefreshRoute.closure(token) == .closure(token))
        #expect(SeamRefreshRoute.closure(token) != .closure(NSObject()))
    }
}
