// The examples of this package's own SeamSDK documentation (Sources/SeamSDK/SeamSDK.docc), which
// a test finds here verbatim.
import Foundation
import SeamSDK

func openFirstDoor(token: String) async throws {
    try Seam.initialize(clientSessionToken: token)
    try await Seam.shared.activate()
    guard let key = Seam.shared.credentials.first(where: { $0.errors.isEmpty }) else { return }
    for await event in try Seam.shared.unlock(using: key.id).values {
        if case .grantedAccess = event { print("Unlocked \(key.displayName)") }
    }
}

func describeDoors(of key: SeamCredential) -> String {
    if let state = key.lockState {
        let locked = state.locked.map { $0 ? "locked" : "unlocked" } ?? "state not reported"
        let battery = state.batteryLevel.map { ", battery \(Int(($0 * 100).rounded())) %" } ?? ""
        return "\(key.displayName): \(locked)\(battery)"
    }
    let lifts = key.entrances.filter { $0.kind == .elevator }.map(\.name)
    return "\(key.displayName) opens \(key.entrances.map(\.name).joined(separator: ", "))"
        + (lifts.isEmpty ? "" : " (lifts: \(lifts.joined(separator: ", ")))")
}

func lockIfPossible(_ key: SeamCredential) async throws -> Bool {
    guard key.lockState?.canLock == true else { return false }
    for await event in try Seam.shared.lock(using: key.id).values where event.isTerminal {
        return event == .locked
    }
    return false
}

func lastOpened(_ key: SeamCredential) async throws -> Date? {
    let activity = try await Seam.shared.recentActivity(within: 24 * 60 * 60, of: key.id)
    return activity.first { $0.kind == .unlocked }?.occurredAt
}

let keyPushes = SeamPushRefresh(seam: .shared)

func didReceiveSeamPush(eventType: String) async -> SeamKeyChanges? {
    guard SeamPushRefresh.shouldForward(eventType: eventType) else { return nil }
    return try? await keyPushes.refresh()
}
