// mintlify-docs/mobile-sdks/ios/quickstart.mdx: both snippets, as written, each in a function.
import SeamSDK

func quickstartInitializeAndActivate() {
    // After obtaining your client session token:
    do {
        try Seam.initialize(clientSessionToken: "USER_TOKEN")
        print("Seam SDK initialized")
    } catch {
        print("Initialization failed: \(error)")
    }

    Task {
        do {
            try await Seam.shared.activate()
            print("Seam SDK activated")
        } catch {
            print("Activation error: \(error)")
        }
    }
}

func quickstartUnlock() async {
    // Perform unlock and handle events:
    do {
        for await event in try Seam.shared.unlock(using: "credentialId").values {
            if case .grantedAccess = event {
                print("Unlocked successfully")
            }
        }
    } catch {
        print("Unlock error: \(error)")
    }
}
