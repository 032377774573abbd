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
    static let keys = [room, frontDoor, backDoor, shed]
}

/// A hotel key that opens its room, the lift and the pool, and smart locks with what they
/// report: locked with a low battery, unlocked with the door open, and one that reports
/// nothing; on key cards, in the table, on the unlock card, in German and in Arabic.
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
    }
}
#endif
