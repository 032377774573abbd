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

    /// Starts the unlock at once (see ``SeamObjectiveCUnlockRun``), or says why the SDK refused
    /// to start it (an unknown key, an inactive session, a key with errors) as an `NSError`.
    package func unlock(credentialId: NSString, timeout: NSNumber) -> Result<SeamObjectiveCUnlockRun, NSError> {
        do {
            let events = try seam.unlock(using: String(credentialId), timeout: timeout.doubleValue)
            return .success(SeamObjectiveCUnlockRun(events: events, deliver: deliver))
        } catch {
            return .failure(Self.error(for: error))
        }
    }

    /// `AnyPublisher<[SeamCredential], Never>`, erased to an object.
    package func credentialsPublisher() -> AnyObject { seam.credentialsPublisher as AnyObject }

    /// `AnyPublisher<Bool, Never>`, erased to an object.
    package func isActivePublisher() -> AnyObject { seam.isActivePublisher as AnyObject }

    /// Hands `observer` the credentials (each as ``dictionary(for:)``) now and on every change,
    /// through `deliver`, until the observation is cancelled or released.
    package func observeCredentials(_ observer: @escaping @Sendable (NSArray) -> Void) -> Observation {
        let deliver = deliver
        return Observation(seam.credentialsPublisher.sink { credentials in
            deliver { observer(Self.array(of: credentials)) }
        })
    }

    /// Hands `observer` whether the session is active now and on every change, through `deliver`.
    package func observeIsActive(_ observer: @escaping @Sendable (NSNumber) -> Void) -> Observation {
        let deliver = deliver
        return Observation(seam.isActivePublisher.sink { isActive in
            deliver { observer(NSNumber(value: isActive)) }
        })
    }

    /// A subscription an Objective-C caller holds; cancelled by ``cancel()`` or when released.
    package final class Observation: Sendable {
        // `AnyCancellable.cancel()` is not safe to call from two threads at once, so the
        // subscription is taken out under the lock and cancelled by whoever took it.
        private let subscription: LockIsolated<AnyCancellable?>

        package init(_ subscription: AnyCancellable) {
            self.subscription = LockIsolated(subscription)
        }

        package func cancel() {
            let taken = subscription.withLock { current -> AnyCancellable? in
                defer { current = nil }
                return current
            }
            taken?.cancel()
        }
    }

    /// The current credentials, each as ``dictionary(for:)``.
    package var credentials: NSArray { Self.array(of: seam.credentials) }

    /// Whether the session is active, as a Boolean number.
    package var isActive: NSNumber { NSNumber(value: seam.isActive) }

    // MARK: Foundation values

    /// One credential for Objective-C: an `NSDictionary` with string keys. Always present:
    /// `id`, `name`, `location` (`NSString`), `isManaged`, `hasCode`, `hasCardNumber` (Boolean
    /// `NSNumber`), `supportedUnlockProximities` (`touch`, `nearby`, `remote`) and `errors` (each
    /// ``SeamCredentialError/code``, for example `userInteractionRequired.enableBluetooth`),
    /// both `NSArray` of `NSString`. Present only when known: `providerName` (`NSString`),
    /// `startsAt`, `expiry` (`NSDate`).
    ///
    /// The door code and card number are not in it: Objective-C apps log dictionaries whole
    /// (`NSLog(@"%@", keys)`), so they are read one at a time with ``code(forCredentialId:)``
    /// and ``cardNumber(forCredentialId:)``.
    package static func dictionary(for credential: SeamCredential) -> NSDictionary {
        var fields: [String: Any] = [
            "id": credential.id,
            "name": credential.name,
            "location": credential.location,
            "isManaged": NSNumber(value: credential.isManaged),
            "hasCode": NSNumber(value: credential.code != nil),
            "hasCardNumber": NSNumber(value: credential.cardNumber != nil),
            "supportedUnlockProximities": credential.supportedUnlockProximities.map(\.rawValue) as NSArray,
            "errors": credential.errors.map(\.code) as NSArray,
        ]
        fields["providerName"] = credential.providerName
        fields["startsAt"] = credential.startsAt
        fields["expiry"] = credential.expiry
        return NSDictionary(dictionary: fields)
    }

    /// The door code of the current credential `id`, or `nil` (no such key, or no code).
    package func code(forCredentialId id: NSString) -> NSString? {
        seam.credentials.first { $0.id == String(id) }?.code.map { NSString(string: $0) }
    }

    /// The card number of the current credential `id`, or `nil` (no such key, or no number).
    package func cardNumber(forCredentialId id: NSString) -> NSString? {
        seam.credentials.first { $0.id == String(id) }?.cardNumber.map { NSString(string: $0) }
    }

    /// `credentials` in order, each as ``dictionary(for:)``.
    package static func array(of credentials: [SeamCredential]) -> NSArray {
        NSArray(array: credentials.map(dictionary(for:)))
    }

    /// `error` as an `NSError` in the `SeamSDKService` domain: its code is ``errorCode(for:)``,
    /// its localized description an English sentence (the SDK carries no translations; the UI
    /// layer does), and `userInfo["SeamFailure"]` the failure's stable name
    /// (``SeamFailure/description``). Never a token, a door code or a card number.
    package static func error(for error: any Error) -> NSError {
        let failure = SeamFailure(error)
        return NSError(domain: seamSDKServiceErrorDomain, code: errorCode(for: failure), userInfo: [
            NSLocalizedDescriptionKey: message(for: failure),
            seamSDKServiceFailureKey: failure.description,
        ])
    }

    /// One code per failure, stable across releases: 1 `internetConnectionRequired`,
    /// 2 `initializationRequired`, 3 `invalidClientSessionToken`, 4 `deactivationInProgress`,
    /// 5 `alreadyInitialized`, 6 `invalidCredentialId`, 7 `integrationNotFound`,
    /// 8 `credentialErrors`, 9 `serviceUnavailable`, 10 `unsupportedUnlockProximity`.
    package static func errorCode(for failure: SeamFailure) -> Int {
        switch failure {
        case .seam(.internetConnectionRequired): 1
        case .seam(.initializationRequired): 2
        case .seam(.invalidClientSessionToken): 3
        case .seam(.deactivationInProgress): 4
        case .seam(.alreadyInitialized): 5
        case .seam(.invalidCredentialId): 6
        case .seam(.integrationNotFound): 7
        case .seam(.credentialErrors): 8
        case .serviceUnavailable: 9
        case .unsupportedUnlockProximity: 10
        }
    }

    /// A plain English sentence for a developer or a fallback alert.
    package static func message(for failure: SeamFailure) -> String {
        switch failure {
        case .seam(.internetConnectionRequired): "An internet connection is required."
        case .seam(.initializationRequired): "The Seam SDK is not initialized and activated."
        case .seam(.invalidClientSessionToken): "The client session token is not valid."
        case .seam(.deactivationInProgress): "The Seam SDK is being deactivated."
        case .seam(.alreadyInitialized): "The Seam SDK is already initialized."
        case .seam(.invalidCredentialId): "No credential has this id."
        case .seam(.integrationNotFound): "No lock integration can open this credential."
        case .seam(.credentialErrors(let errors)):
            "The credential cannot be used yet (\(errors.map(\.code).joined(separator: ", ")))."
        case .serviceUnavailable: "The Seam service is unavailable. Try again later."
        case .unsupportedUnlockProximity(let proximity):
            "The credential cannot be used at this distance (\(proximity.rawValue))."
        }
    }
}

/// The domain of the `NSError` that `SeamSDKService.unlock(credentialId:timeout:)` returns
/// when the SDK refuses to start an unlock.
package let seamSDKServiceErrorDomain = "SeamSDKService"

/// The `userInfo` key of a `SeamSDKService` error's stable failure name.
package let seamSDKServiceFailureKey = "SeamFailure"
