// The examples of this package's own SeamSDK documentation (Sources/SeamSDK/SeamSDK.docc), which
// a test finds here verbatim.
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
