#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
@_spi(SeamInternal) import SeamAccess
import SwiftUI

/// The keys of the previews below, outside the main actor (the scenario's closure reads them).
enum DoorsAndLockStateKeys {
    static let room = SeamCredential(
        id: "room-1208", name: "Room 1208", location: "", providerName: "assa_abloy_credential_service",
        expiry: Date().addingTimeInterval(2 * 86_400), supportedUnlockProximities: [.nearby],
        entrances: [SeamEntrance(name: "Room 1208", kind: .guestRoom), SeamEntrance(name: "Lift", kind: .elevator),
                    SeamEntrance(name: "Pool", kind: .commonArea)])
    static let frontDoor = SeamCredential(
        id: "front-door", name: "Front Door", location: "Main Street 1", providerName: SeamRemoteUnlock.provider,
        supportedUnlockProximities: [.remote],
        lockState: SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.15, canLock: true))
    static let backDoor = SeamCredential(
        id: "back-door", name: "Back Door", location: "Main Street 1", providerName: SeamRemoteUnlock.provider,
        supportedUnlockProximities: [.remote], lockState: SeamLockState(locked: false, doorOpen: true, batteryLevel: 0.9))
    static let shed = SeamCredential(
        id: "shed", name: "Shed", location: "Garden", providerName: SeamRemoteUnlock.provider,
        supportedUnlockProximities: [.remote], lockState: SeamLockState())
    /// A hotel's Bluetooth key whose lock maker has no integration in this app.
    static let vostio = SeamCredential(
        id: "room-1410", name: "Room 1410", location: "", providerName: "assa_abloy_vostio",
        expiry: Date().addingTimeInterval(86_400), supportedUnlockProximities: [.touch],
        entrances: [SeamEntrance(name: "Room 1410", kind: .guestRoom)])
    static let keys = [room, frontDoor, backDoor, shed, vostio]
}

/// A hotel key that opens its room, the lift and the pool, and smart locks with what they
/// report: locked with a low battery, unlocked with the door open, and one that reports
/// nothing; on key cards, in the table, on the unlock card, in German and in Arabic; and a
/// key whose lock maker has no integration in the app.
struct SeamDoorsAndLockState_Previews: PreviewProvider {
    typealias Keys = DoorsAndLockStateKeys

    @MainActor static let service = PreviewSeamService(scenario: SeamSandboxScenario(
        credentials: { _ in Keys.keys },
        locks: [SeamRemoteUnlock.provider: SeamSimulatedLock(latency: 0, outcome: .neverAnswer),
                "assa_abloy_credential_service": SeamSimulatedLock(latency: 0, outcome: .neverAnswer)]))

    @MainActor static func card(_ id: String) -> SeamUnlockCardViewModel {
        SeamUnlockCardViewModel(credentialId: id, service: service, configuration: .init(successDwell: nil),
                                locale: SeamAppProcess.preferredLocale())
    }

    static var previews: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(Keys.keys.map(SeamAccessCredential.init)) { SeamKeyCardView(credential: $0) }
            }
            .padding()
        }
        .previewDisplayName("Key cards: doors, lock states, a low battery")

        SeamCredentialTable(credentials: Keys.keys.map(SeamAccessCredential.init), selectedId: nil, onSelect: { _ in })
            .environment(\.locale, Locale(identifier: "de_DE"))
            .previewDisplayName("Table, German")

        SeamUnlockCardView(viewModel: card(Keys.frontDoor.id))
            .previewDisplayName("Unlock card: a lock, locked, low battery")

        SeamUnlockCardView(viewModel: card(Keys.room.id))
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.locale, Locale(identifier: "ar"))
            .previewDisplayName("Unlock card: a key's doors, Arabic (right-to-left)")

        VStack(spacing: 16) {
            SeamKeyCardView(credential: SeamAccessCredential(Keys.vostio, hasLockIntegration: false))
            SeamCredentialTable(credentials: [SeamAccessCredential(Keys.vostio, hasLockIntegration: false)],
                                selectedId: nil, onSelect: { _ in })
        }
        .padding()
        .previewDisplayName("A key no integration can open: not supported, before any tap")

        // The preview service simulates no "assa_abloy_vostio" lock: the card says so, with no Unlock.
        SeamUnlockCardView(viewModel: card(Keys.vostio.id))
            .previewDisplayName("Unlock card: a key no integration can open")

        lockPhases
            .previewDisplayName("Lock: every phase, and recent activity")

        lockPhases
            .environment(\.dynamicTypeSize, .accessibility3)
            .previewLayout(.fixed(width: 320, height: 1400))
            .previewDisplayName("Lock and activity at 320 pt, accessibility text")
    }

    /// Lock's phases with their lines, then the activity section: lines, none, and a failed read.
    @MainActor static var lockPhases: some View {
        let phases: [SeamLockActionViewModel.Phase] = [.idle, .locking, .locked, .timedOut, .failed(.sentWithoutAnswer),
                                                        .failed(.notSent), .failed(.sessionEnded)]
        let locale = Locale(identifier: "en_US")
        let now = Date()
        let activity = [
            SeamLockActivity(id: "1", kind: .locked, occurredAt: now.addingTimeInterval(-300), keyId: Keys.frontDoor.id,
                             method: "remote"),
            SeamLockActivity(id: "2", kind: .unlocked, occurredAt: now.addingTimeInterval(-3_600), keyId: Keys.frontDoor.id,
                             method: "keycode"),
            SeamLockActivity(id: "3", kind: .accessDenied, occurredAt: now.addingTimeInterval(-86_400),
                             keyId: Keys.frontDoor.id),
        ]
        return ScrollView {
            VStack(spacing: 24) {
                ForEach(phases, id: \.self) { phase in
                    SeamLockSectionContent(offersLock: true, phase: phase, activity: nil, lock: {})
                }
                Divider()
                SeamLockSectionContent(offersLock: false, phase: .idle, activity: SeamRecentActivityPresentation(
                    activity: activity, keyId: Keys.frontDoor.id, locale: locale), lock: {})
                SeamLockSectionContent(offersLock: false, phase: .idle, activity: SeamRecentActivityPresentation(
                    activity: [], keyId: Keys.frontDoor.id, locale: locale), lock: {})
                SeamLockSectionContent(offersLock: false, phase: .idle, activity: .loadFailed(locale: locale), lock: {})
            }
            .padding()
        }
        .environment(\.locale, locale)
    }
}
#endif
