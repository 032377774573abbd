import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamTestSupport
import Testing

/// Issue 30, items 5 and 7: one value an app applies once sets every part it gives where that
/// part lives (the parts stay available on their own), and the service it names is the one
/// SeamComponents uses where none is injected or routed, instead of a new `SeamService()` on
/// `Seam.shared` (the default error style's "Try again" outside a list refreshed that, never
/// the app's mock or custom service).
@MainActor
@Suite(.serialized) struct SeamAppConfigurationTests {
    @Test func applyingSetsEveryPartGivenWhereItLives() {
        let seam = Seam(backend: .sandbox(Fixture.scenario([])))
        let suppressor = FakePassSuppressor()
        let service = ScriptedService()
        let group = SeamExtensionConfiguration.SharedContainer.appGroup("group.com.example.keys")
        defer { SeamAppConfiguration.forgetAppliedService() }
        withExtensionConfiguration({ _ in }) {
            SeamAppConfiguration(
                extensions: SeamExtensionConfiguration(container: group, linkFormat: SeamLinkFormat(scheme: "myapp")),
                unlockConfirmation: .never,
                walletPresentationSuppressor: suppressor,
                service: service,
                seam: seam
            ).apply()
            #expect(SeamExtensionConfiguration.current.container == group)
            #expect(SeamExtensionConfiguration.current.linkFormat == SeamLinkFormat(scheme: "myapp"))
        }
        #expect(SeamUnlockConfirmation.current == .never)
        #expect(seam.walletPresentationSuppressor === suppressor)
        #expect(SeamAppConfiguration.appliedService === service, "what SeamComponents refreshes when nothing routes it")
        #expect(SeamUnlockConfirmation.authenticator is SeamUnlockConfirmation.DeviceOwnerAuthenticator,
                "a part left nil is kept")
    }

    @Test func partsLeftOutKeepTheirValues() {
        let seam = Seam(backend: .sandbox(Fixture.scenario([])))
        let suppressor = FakePassSuppressor()
        seam.walletPresentationSuppressor = suppressor
        withExtensionConfiguration({ _ in }) {
            let before = SeamExtensionConfiguration.current
            SeamAppConfiguration(seam: seam).apply()
            #expect(SeamExtensionConfiguration.current == before)
        }
        #expect(seam.walletPresentationSuppressor === suppressor)
        #expect(SeamAppConfiguration.appliedService == nil)
    }
}
