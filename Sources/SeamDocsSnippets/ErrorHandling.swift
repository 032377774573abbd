// mintlify-docs/mobile-sdks/ios/error-handling.mdx: the four snippets, each in a function.
import SeamSDK
#if canImport(Combine)  // seam-docs: the page's snippets assume Combine; Linux has OpenCombine
import Combine
#else
import OpenCombine
#endif

func errorHandlingUserInteraction(_ error: SeamCredentialError) {  // seam-docs: `error` is one of a key's errors
    if case .userInteractionRequired(let action) = error {
        switch action {
        case .enableBluetooth:
            showBluetoothEnableAlert()
        case .completeOtpAuthorization:
            navigateToOtpScreen()
        default:
            break
        }
    }
}

func errorHandlingCombine() throws -> AnyCancellable {  // seam-docs: returns the subscription the page leaves unused
    let unlockPublisher = try Seam.shared.unlock(using: credential.id)

    return unlockPublisher  // seam-docs: `return`
        .sink(
            receiveCompletion: { _ in
                print("Unlock finished")
            },
            receiveValue: { event in
                // Handle unlock events
            }
        )
}

func errorHandlingAsync() async throws {
    do {
        let events = try Seam.shared.unlock(using: credential.id)
        for await event in events.values {
            // Handle unlock events
            _ = event  // seam-docs: the page leaves `event` unused
        }
    } catch let error as SeamError {
        // Handle SDK-level errors
        _ = error  // seam-docs: the page leaves `error` unused
    }
}

func handleError(_ error: Error) {
    switch error {
    case let sdkError as SeamError:
        // Map to user-friendly messages
        _ = sdkError  // seam-docs: the page leaves `sdkError` unused
        break
    case let credError as SeamCredentialError:
        // Prompt user based on error type
        _ = credError  // seam-docs: the page leaves `credError` unused
        break
    default:
        // Generic fallback
        break
    }
}
