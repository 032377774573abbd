import Foundation

/// What `SeamSDKService` does, written without the Objective-C runtime so that Linux tests
/// can check it: the SDK's Swift values turned into Foundation objects an Objective-C caller
/// can read, and each call's outcome handed to a completion on a chosen queue.
///
/// `SeamSDKService` itself exists only where Objective-C does; every member forwards here.
package struct SeamObjectiveCBridge: Sendable {
    /// The SDK instance the calls go to (``Seam/shared`` for `SeamSDKService.shared`).
    package let seam: Seam
    /// Runs a completion; the service hands completions to the main queue.
    package let deliver: @Sendable (@escaping @Sendable () -> Void) -> Void

    package init(seam: Seam, deliver: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) {
        self.seam = seam
        self.deliver = deliver
    }

    /// `true` when `clientSessionToken` was accepted, `false` when ``Seam/initialize(clientSessionToken:backend:)-swift.method``
    /// threw (its error has no Objective-C form here; Swift callers catch it directly).
    package func initialize(clientSessionToken: NSString) -> NSNumber {
        do {
            try seam.initialize(clientSessionToken: String(clientSessionToken))
            return NSNumber(value: true)
        } catch {
            return NSNumber(value: false)
        }
    }

    /// Activates, then calls `completion` with `true` and `nil`, or `false` and the failure's
    /// stable name (``SeamFailure/description``, for example `internetConnectionRequired`).
    package func activate(_ completion: @escaping @Sendable (NSNumber, NSString?) -> Void) {
        let seam = seam, deliver = deliver
        Task {
            do {
                try await seam.activate()
                deliver { completion(NSNumber(value: true), nil) }
            } catch {
                let name = SeamFailure(error).description
                deliver { completion(NSNumber(value: false), NSString(string: name)) }
            }
        }
    }

    /// Refreshes, then calls `completion` with `true` and the credentials (see
    /// ``dictionary(for:)``), or `false` and `nil`.
    package func refresh(_ completion: @escaping @Sendable (NSNumber, NSArray?) -> Void) {
        let seam = seam, deliver = deliver
        Task {
            do {
                let credentials = try await seam.refresh()
                deliver { completion(NSNumber(value: true), Self.array(of: credentials)) }
            } catch {
                deliver { completion(NSNumber(value: false), nil) }
            }
        }
    }

    /// The unlock's `AnyPublisher<SeamUnlockEvent, Never>`, or an `NSError` in
    /// `SeamSDKService` whose description is the failure's stable name when the
    /// SDK refuses to start (an unknown key, an inactive session, a key with errors).
    package func unlock(credentialId: NSString, timeout: NSNumber) -> AnyObject {
        do {
            let events = try seam.unlock(using: String(credentialId), timeout: timeout.doubleValue)
            return events as AnyObject
        } catch {
            return Self.error(for: error)
        }
    }

    /// `AnyPublisher<[SeamCredential], Never>`, erased to an object.
    package func credentialsPublisher() -> AnyObject { seam.credentialsPublisher as AnyObject }

    /// `AnyPublisher<Bool, Never>`, erased to an object.
    package func isActivePublisher() -> AnyObject { seam.isActivePublisher as AnyObject }

    /// The current credentials, each as ``dictionary(for:)``.
    package var credentials: NSArray { Self.array(of: seam.credentials) }

    /// Whether the session is active, as a Boolean number.
    package var isActive: NSNumber { NSNumber(value: seam.isActive) }

    // MARK: Foundation values

    /// One credential for Objective-C: an `NSDictionary` with string keys. Always present:
    /// `id`, `name`, `location` (`NSString`), `isManaged` (Boolean `NSNumber`),
    /// `supportedUnlockProximities` (`touch`, `nearby`, `remote`) and `errors` (each
    /// ``SeamCredentialError/code``, for example `userInteractionRequired.enableBluetooth`),
    /// both `NSArray` of `NSString`. Present only when known: `providerName`, `cardNumber`,
    /// `code` (`NSString`), `startsAt`, `expiry` (`NSDate`).
    package static func dictionary(for credential: SeamCredential) -> NSDictionary {
        var fields: [String: Any] = [
            "id": credential.id,
            "name": credential.name,
            "location": credential.location,
            "isManaged": NSNumber(value: credential.isManaged),
            "supportedUnlockProximities": credential.supportedUnlockProximities.map(\.rawValue) as NSArray,
            "errors": credential.errors.map(\.code) as NSArray,
        ]
        fields["providerName"] = credential.providerName
        fields["cardNumber"] = credential.cardNumber
        fields["code"] = credential.code
        fields["startsAt"] = credential.startsAt
        fields["expiry"] = credential.expiry
        return NSDictionary(dictionary: fields)
    }

    /// `credentials` in order, each as ``dictionary(for:)``.
    package static func array(of credentials: [SeamCredential]) -> NSArray {
        NSArray(array: credentials.map(dictionary(for:)))
    }

    /// The stable, non-localized name of what went wrong: never a token, a code or a card number.
    package static func failureName(_ error: any Error) -> NSString {
        NSString(string: SeamFailure(error).description)
    }

    /// `error` as an `NSError` in `SeamSDKService` (code 0) carrying
    /// ``failureName(_:)`` as its localized description.
    package static func error(for error: any Error) -> NSError {
        NSError(domain: seamSDKServiceErrorDomain, code: 0,
                userInfo: [NSLocalizedDescriptionKey: String(failureName(error))])
    }
}

/// The domain of the `NSError` that `SeamSDKService.unlock(credentialId:timeout:)` returns
/// when the SDK refuses to start an unlock.
package let seamSDKServiceErrorDomain = "SeamSDKService"
