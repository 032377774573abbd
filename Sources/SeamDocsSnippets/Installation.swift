// mintlify-docs/mobile-sdks/ios/installation.mdx, in a function.
import SeamSDK

func installationSnippet() async throws {
    // seam-docs: the page writes `let seam = Seam.initialize(...)` without `try`; the static
    // `initialize` throws and returns nothing, as the page's reference declares, so it reads:
    try Seam.initialize(clientSessionToken: CLIENT_SESSION_TOKEN)

    // Activate Seam.
    try await Seam.shared.activate()

    // Perform unlock.
    let publisher = try Seam.shared.unlock(using: Seam.shared.credentials.first!.id)
    _ = publisher  // seam-docs: the page leaves `publisher` unused
}
