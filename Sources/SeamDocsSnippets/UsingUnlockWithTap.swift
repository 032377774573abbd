// mintlify-docs/capability-guides/mobile-access/mobile-device-sdks/using-unlock-with-tap.mdx:
// the six snippets, each in a function (the page's top-level `let`s become locals).
import Foundation
import SeamSDK
#if canImport(Combine)  // seam-docs: the page imports Combine; Linux has OpenCombine
import Combine
#else
import OpenCombine
import OpenCombineFoundation  // seam-docs: `RunLoop.main` as a scheduler, on Linux
#endif

func unlockWithTapCredentials() -> AnyCancellable {  // seam-docs: returns the subscription the page keeps in a `let`
    // Access credentials
    let credentials = Seam.shared.credentials
    _ = credentials  // seam-docs: the page leaves `credentials` unused here

    // Observe updates with Combine
    let credentialsSubscription = Seam.shared.$credentials
    .sink { creds in
    // Update UI with new credentials array.
    }
    return credentialsSubscription  // seam-docs: added, see above
}

func unlockWithTapErrors() -> AnyCancellable {  // seam-docs: as above
    let errorSubscription = Seam.shared.$credentials
    .flatMap { creds in creds.publisher }
    .map { $0.errors }
    .sink { errors in
    // Handle errors, for example, `.userInteractionRequired`, `.expired`, etc.
    }
    return errorSubscription  // seam-docs: added
}

func unlockWithTapUnlock(credentials: [SeamCredential]) {  // seam-docs: `credentials` is the first snippet's
    let credentialId = credentials.first!.id

    // Async/Await example
    Task {
        do {
            for try await event in try Seam.shared.unlock(using: credentialId).values {
                switch event {
                case .grantedAccess:
                    // The lock granted access. Show a success indicator.
                    break  // seam-docs: Swift needs a statement in every case
                default:
                    print("Unlock event: \(event)")
                    // Access wasn't granted. Inform the user and offer retry.
                }
            }
        } catch {
            // Handle unlock error, for example, invalid credential or SDK error
            print("Unlock error: \(error)")
        }
    }

    // Combine example
    do {
        let unlockPublisher = try Seam.shared.unlock(using: credentialId)
        let unlockSubscription = unlockPublisher.sink(
            receiveCompletion: { _ in
                // Unlock completed.
            },
            receiveValue: { event in
                switch event {
                case .grantedAccess:
                    // The lock granted access—show a success indicator.
                    break  // seam-docs: Swift needs a statement in every case
                default:
                    // Access wasn't granted, inform the user and offer retry.
                    print("Unlock event: \(event)")
                }
            }
        )
        // Retain `unlockSubscription`; discarding it will cancel the unlock attempt.
        _ = unlockSubscription  // seam-docs: the page leaves it unused
    } catch {
        // Handle unlock initialization error.
        print("Unlock error: \(error)")
    }
}

func unlockWithTapEventsAsync() {
    Task {
        do {
            // seam-docs: the page iterates `Seam.shared.unlock(using: credentialID)` itself; the
            // unlock throws and returns a publisher, so it takes `try` and `.values`.
            for try await event in try Seam.shared.unlock(using: credentialID).values {
                switch event {
                case .launched:
                    // Show scanning indicator.
                    break  // seam-docs: Swift needs a statement in every case (and below)
                case .grantedAccess:
                    // Show access granted.
                    break
                case .timedOut:
                    // Show timeout and offer retry.
                    break
                case .connectionFailed(let debugDescription):
                    // Show error with debugDescription.
                    _ = debugDescription
                }
            }
        } catch {
            // Handle thrown errors.
        }
    }
}

func unlockWithTapEventsCombine() -> AnyCancellable? {  // seam-docs: returns the subscription it is told to retain
    do {
        let unlockPublisher = try Seam.shared.unlock(using: credentialID)
        let unlockSubscription = unlockPublisher
            .receive(on: RunLoop.main)
            .sink(
                receiveCompletion: { _ in
                    // unlock completed.
                },
                receiveValue: { event in
                    switch event {
                    case .launched:
                        // Show scanning indicator.
                        break  // seam-docs: Swift needs a statement in every case (and below)
                    case .grantedAccess:
                        // Show success indicator.
                        break
                    case .timedOut:
                        // Operation timed out—offer retry.
                        break
                    case .connectionFailed(let debugDescription):
                        // Show debugDescription details.
                        _ = debugDescription
                    }
                }
            )
        // Retain `unlockSubscription` as a property and cancel when appropriate (for example, in deinit or viewWillDisappear).
        return unlockSubscription  // seam-docs: added, see above
    } catch {
        // Handle unlock initialization error.
        print("Unlock initialization error: \(error)")
        return nil  // seam-docs: added
    }
}

func unlockWithTapCancel(_ unlockSubscription: AnyCancellable) {  // seam-docs: the subscription above
    // For Combine
    unlockSubscription.cancel()

    // For Async/Await, cancel the Task as needed.
}
