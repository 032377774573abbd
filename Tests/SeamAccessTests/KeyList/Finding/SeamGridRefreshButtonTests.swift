import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// iOS 15's grid Refresh button does not float above the keyboard while the person searches.
@MainActor
struct SeamGridRefreshButtonTests {
    @Test func hiddenWhileTheSearchFieldIsInUseOrAQueryFilters() {
        let clock = TestClock()
        let seam = Seam(backend: .sandbox(Fixture.scenario([Fixture.key("a")])), clock: clock)
        let list = SeamCredentialsViewModel(seam: SeamService(seam: seam), clock: clock, locale: .english)
        #expect(list.showsGridRefreshButton(isSearchFieldActive: false))
        #expect(!list.showsGridRefreshButton(isSearchFieldActive: true), "the field has the keyboard")
        list.searchQuery = "room"
        #expect(!list.showsGridRefreshButton(isSearchFieldActive: false), "a query still filters the keys")
        list.searchQuery = "  "
        #expect(list.showsGridRefreshButton(isSearchFieldActive: false))
    }
}
