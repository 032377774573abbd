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
