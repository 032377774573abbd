#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
@_spi(SeamInternal) import SeamAccess
import SwiftUI

/// Sandbox-driven fixtures for the previews: every sample key, and unlock cards parked in
/// each phase.
@MainActor
enum SeamPreviewFixtures {
    /// The sandbox with locks that never answer, so a preview stays in the phase it was put in.
    static var scenario: SeamSandboxScenario {
        var scenario = SeamSandboxScenario.default
        scenario.locks = scenario.locks.mapValues { _ in SeamSimulatedLock(latency: 0, outcome: .neverAnswer) }
        scenario.changes = []
        return scenario
    }

    static let service = PreviewSeamService(scenario: scenario)
    static let keys = PreviewSeamService.Samples.accessCredentials(now: Date())

    static func key(_ id: String) -> SeamAccessCredential {
        keys.first { $0.id == id } ?? SeamAccessCredential(id: id, name: id, location: "")
    }

    /// The unlock phases a card can be previewed in, with the events that lead there.
    static let unlockStates: [(name: String, id: String, events: [SeamUnlockMachine.Event])] = [
        ("Idle", PreviewSeamService.Samples.ID.room, []),
        ("Unlocking", PreviewSeamService.Samples.ID.room, [.unlockRequested, .received(.launched)]),
        ("Granted", PreviewSeamService.Samples.ID.room, [.unlockRequested, .received(.launched), .received(.grantedAccess)]),
        ("Timed out", PreviewSeamService.Samples.ID.room, [.unlockRequested, .received(.launched), .received(.timedOut)]),
        ("Failed", PreviewSeamService.Samples.ID.room,
         [.unlockRequested, .received(.launched), .received(.connectionFailed(debugDescription: "preview"))]),
        ("No integration", PreviewSeamService.Samples.ID.spa, [.unlockRequested]),
    ] + keys.filter { !$0.errors.isEmpty }.map { ("Blocked: \($0.errors[0].code)", $0.id, []) }

    static func unlockCard(_ id: String, events: [SeamUnlockMachine.Event]) -> SeamUnlockCardViewModel {
        let viewModel = SeamUnlockCardViewModel(credentialId: id, service: service,
                                                configuration: .init(successDwell: nil),
                                                locale: SeamAppProcess.preferredLocale())
        events.forEach(viewModel.send)
        return viewModel
    }
}
#endif
