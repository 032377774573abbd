import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// The screen shows what VoiceOver says for every state it speaks about: the unlock card's
/// phases, and also the list's failed activation and failed refresh.
@MainActor
@Suite struct DemoAnnouncementTests {
    let clock = TestClock()
    let english = Locale(identifier: "en_US")

    @Test func aFailedActivationShowsWhatVoiceOverSays() async throws {
        var scenario = SeamSandboxScenario.default
        scenario.activationFailures = [.internetConnectionRequired]
        scenario.activationLatency = 0
        let service = PreviewSeamService(scenario: scenario, activated: false, clock: clock)
        try service.initialize(clientSessionToken: PreviewSeamService.Samples.token)
        let controller = DemoInteractiveController(service: service, clock: clock, locale: english,
                                                   style: DemoStyle(usesColor: false))
        await controller.start()
        try await eventually {
            if case .activationFailed = controller.credentials.content { return true }
            return false
        }
        let spoken = SeamListAnnouncement.activationFailed(.internetConnectionRequired).text(locale: english)
        #expect(controller.announcement == spoken)
        #expect(controller.render(width: 200, height: 40).contains("VoiceOver says: \(spoken)"))
    }

    @Test func aFailedRefreshShowsWhatVoiceOverSaysWhileItsErrorShows() async throws {
        var scenario = SeamSandboxScenario.default
        scenario.refreshFailures = [.internetConnectionRequired]
        scenario.refreshLatency = 0
        let controller = DemoInteractiveController(service: PreviewSeamService(scenario: scenario, clock: clock),
                                                   clock: clock, locale: english, style: DemoStyle(usesColor: false))
        await controller.start()
        try await eventually { !controller.keys.isEmpty }
        _ = controller.handle(.character("r"))
        try await eventually { controller.credentials.refreshError != nil }
        let spoken = SeamListAnnouncement.refreshFailed(.internetConnectionRequired).text(locale: english)
        try await eventually { controller.announcement == spoken }
        #expect(controller.render(width: 200, height: 40).contains("VoiceOver says: \(spoken)"))
    }
}
