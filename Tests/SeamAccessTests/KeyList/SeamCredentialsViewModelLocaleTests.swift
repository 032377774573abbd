import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// The list sorts in the language it is shown in (the view sets ``SeamCredentialsViewModel/locale``
/// from its `\.locale`), not in the device's.
@MainActor
struct SeamCredentialsViewModelLocaleTests {
    @Test func theListSortsInItsOwnLocaleAndReSortsWhenItChanges() {
        // Turkish reads "I" as dotless "ı", a letter of its own just before "i"; English as "i".
        let keys = [Fixture.key("a", name: "ilk"), Fixture.key("b", name: "Irmak")]
        let clock = TestClock()
        let list = SeamCredentialsViewModel(seam: PassthroughService(credentials: keys, isActive: true), clock: clock, locale: .english)
        list.locale = Locale(identifier: "en_US")
        #expect(list.credentials.map(\.name) == ["ilk", "Irmak"])
        list.locale = Locale(identifier: "tr_TR")
        #expect(list.credentials.map(\.name) == ["Irmak", "ilk"],
                "changing the locale re-sorts at once, as Turkish readers file ı before i")
        #expect(list.credentials == SeamCredentialOrdering.sorted(keys, now: clock.now,
                                                                   locale: Locale(identifier: "tr_TR")))
    }

    /// L7: the list was sorted in the device's locale for its first frame and re-sorted when
    /// the view appeared; the initializer now takes the screen's locale.
    @Test func theFirstOrderIsAlreadyInTheLocaleGivenAtCreation() {
        let keys = [Fixture.key("a", name: "ilk"), Fixture.key("b", name: "Irmak")]
        let service = PassthroughService(credentials: keys, isActive: true)
        let turkish = SeamCredentialsViewModel(seam: service, clock: TestClock(), locale: Locale(identifier: "tr_TR"))
        #expect(turkish.locale.identifier == "tr_TR")
        #expect(turkish.credentials.map(\.name) == ["Irmak", "ilk"], "ordered for Turkish from the start")
        let english = SeamCredentialsViewModel(seam: service, locale: Locale(identifier: "en_US"))
        #expect(english.credentials.map(\.name) == ["ilk", "Irmak"])
    }
}
