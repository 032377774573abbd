// mintlify-docs/mobile-sdks/ios/reference/*.mdx: every declaration the reference lists, used
// with the types it declares, so a renamed or retyped member fails this build. The closed
// enums are switched over exhaustively: a case added here would fail too.
import Foundation
import SeamSDK
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

// reference/seam.mdx
func seamReference(_ seam: Seam) async throws -> [AnyCancellable] {
    let shared: Seam = Seam.shared
    let initialize: (String) throws -> Void = Seam.initialize(clientSessionToken:)
    _ = (shared, initialize)
    let credentials: [SeamCredential] = seam.credentials
    let isActive: Bool = seam.isActive
    _ = (credentials, isActive)
    try await seam.activate()
    let refreshed: [SeamCredential] = try await seam.refresh()
    _ = refreshed
    let events: AnyPublisher<SeamUnlockEvent, Never> = try seam.unlock(using: "id")
    let near: AnyPublisher<SeamUnlockEvent, Never> = try seam.unlock(using: "id", proximity: .nearby, timeout: 10.0)
    await seam.deactivate()
    await seam.deactivate(deintegrate: true)
    return [
        seam.$credentials.sink { (_: [SeamCredential]) in },
        seam.$isActive.sink { (_: Bool) in },
        events.sink { _ in },
        near.sink { _ in },
    ]
}

// reference/seam-credential.mdx
func seamCredentialReference() -> SeamCredential {
    let credential = SeamCredential(
        id: "id", isManaged: true, name: "Room", location: "Hotel", providerName: nil, expiry: nil,
        cardNumber: nil, code: nil, supportedUnlockProximities: [.touch], errors: [])
    let id: String = credential.id
    let isManaged: Bool = credential.isManaged
    let name: String = credential.name
    let location: String = credential.location
    let providerName: String? = credential.providerName
    let expiry: Date? = credential.expiry
    let cardNumber: String? = credential.cardNumber
    let code: String? = credential.code
    let proximities: [SeamUnlockProximity] = credential.supportedUnlockProximities
    let errors: [SeamCredentialError] = credential.errors
    _ = (id, isManaged, name, location, providerName, expiry, cardNumber, code, proximities, errors)
    return credential
}

// reference/seam-error.mdx
func seamErrorReference(_ error: SeamError) -> String {
    switch error {
    case .alreadyInitialized: "alreadyInitialized"
    case .credentialErrors(let errors): "credentialErrors \(errors.count)"
    case .deactivationInProgress: "deactivationInProgress"
    case .initializationRequired: "initializationRequired"
    case .integrationNotFound: "integrationNotFound"
    case .internetConnectionRequired: "internetConnectionRequired"
    case .invalidClientSessionToken: "invalidClientSessionToken"
    case .invalidCredentialId: "invalidCredentialId"
    }
}

// reference/seam-credential-error.mdx
func seamCredentialErrorReference(_ error: SeamCredentialError) -> String {
    switch error {
    case .awaitingLocalCredential: "awaitingLocalCredential"
    case .contactSeamSupport: "contactSeamSupport"
    case .expired: "expired"
    case .unknown: "unknown"
    case .unsupportedDevice: "unsupportedDevice"
    case .userInteractionRequired(let interaction): requiredUserInteractionReference(interaction)
    }
}

func requiredUserInteractionReference(_ interaction: SeamCredentialError.RequiredUserInteraction) -> String {
    switch interaction {
    case .completeOtpAuthorization(let otpUrl): otpUrl.absoluteString
    case .enableInternet: "enableInternet"
    case .enableBluetooth: "enableBluetooth"
    case .grantBluetoothPermission: "grantBluetoothPermission"
    case .appRestartRequired: "appRestartRequired"
    }
}

// reference/seam-unlock-event.mdx
func seamUnlockEventReference(_ event: SeamUnlockEvent) -> String? {
    switch event {
    case .connectionFailed(let debugDescription): debugDescription
    case .grantedAccess: "grantedAccess"
    case .launched: "launched"
    case .timedOut: "timedOut"
    }
}

// reference/seam-unlock-proximity.mdx
func seamUnlockProximityReference(_ proximity: SeamUnlockProximity) -> String {
    switch proximity {
    case .nearby: "nearby"
    case .remote: "remote"
    case .touch: "touch"
    }
}

#if canImport(ObjectiveC)
// reference/seam-sdk-service.mdx (Objective-C runtimes only)
func seamSDKServiceReference() -> [AnyObject] {
    let service: SeamSDKService = SeamSDKService.shared
    let initialized: NSNumber = SeamSDKService.initialize(clientSessionToken: NSString(string: USER_TOKEN))
    service.activate { (ok: NSNumber, failure: NSString?) in _ = (ok, failure) }
    service.refresh { (ok: NSNumber, credentials: NSArray?) in _ = (ok, credentials) }
    let unlock: AnyObject = service.unlock(credentialId: "id", timeout: NSNumber(value: 10))
    let credentials: NSArray = service.credentials
    let isActive: NSNumber = service.isActive
    return [initialized, unlock, credentials, isActive, service.credentialsPublisher(), service.isActivePublisher()]
}
#endif

#if canImport(PassKit) && os(iOS)
import PassKit

// reference/extensions.mdx (the retroactive `String: Error` is deliberately not provided)
func passKitSuppressionResultReference(_ result: PKAutomaticPassPresentationSuppressionResult) -> String {
    result.description
}
#endif
