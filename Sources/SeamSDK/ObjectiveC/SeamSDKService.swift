#if canImport(ObjectiveC)
import Foundation

/// ``Seam`` for Objective-C (and React Native modules): the shared SDK behind the selectors of
/// Seam's reference. Swift code should use ``Seam`` directly; its results are typed. Here every
/// result is a Foundation object:
///
/// - Booleans are `NSNumber`s (`boolValue`).
/// - A credential is an `NSDictionary` with string keys: `id`, `name`, `location`,
///   `isManaged`, `hasCode`, `hasCardNumber`, `supportedUnlockProximities` and `errors`
///   (arrays of names such as `touch` or `userInteractionRequired.enableBluetooth`), and, when
///   known, `providerName`, `startsAt` and `expiry` (`NSDate`). The door code and card number
///   are read one at a time (``code(forCredentialId:)``, ``cardNumber(forCredentialId:)``), so
///   logging a key never prints them.
/// - `activateWithCompletion:` reports a failure by its stable name, for example
///   `internetConnectionRequired`; a refused unlock is an `NSError` in ``errorDomain`` with a
///   ``SeamSDKServiceErrorCode``.
/// - `unlockWithCredentialId:timeout:` starts the unlock at once and returns a ``SeamSDKUnlock``
///   to observe or cancel it.
/// - `credentialsPublisher` and `isActivePublisher` return ``Seam``'s Combine publishers boxed,
///   for Swift bridge code (`as? AnyPublisher<[SeamCredential], Never>`); Objective-C observes
///   with ``observeCredentials(_:)`` instead.
///
/// Completions and observers run on the main queue. Like ``Seam/unlock(using:proximity:timeout:)``,
/// an unlock started here asks for no confirmation: apps that require Face ID first check it
/// before calling.
///
/// ```objc
/// if ([[SeamSDKService initializeWithClientSessionToken:token] boolValue]) {
///     [[SeamSDKService shared] activateWithCompletion:^(NSNumber *ok, NSString *failure) {
///         NSArray *keys = [[SeamSDKService shared] credentials];
///     }];
/// }
/// id result = [[SeamSDKService shared] unlockWithCredentialId:keyId timeout:@10];
/// if ([result isKindOfClass:[SeamSDKUnlock class]]) {
///     [result observeEvents:^(NSString *event, NSString *detail) { NSLog(@"%@", event); }];
/// }
/// ```
@objc(SeamSDKService)
public final class SeamSDKService: NSObject, Sendable {
    private let bridge: SeamObjectiveCBridge

    private init(seam: Seam) {
        bridge = SeamObjectiveCBridge(seam: seam, deliver: { DispatchQueue.main.async(execute: $0) })
    }

    /// The service over ``Seam/shared``.
    @objc(shared) public static let shared = SeamSDKService(seam: .shared)

    /// The `NSError` domain of a refused ``unlock(credentialId:timeout:)``.
    @objc public static let errorDomain = seamSDKServiceErrorDomain

    /// The `userInfo` key under which a refused unlock's error carries the failure's stable name.
    @objc public static let failureKey = seamSDKServiceFailureKey

    /// Initializes ``Seam/shared``: `true` when the token was accepted, `false` when it is
    /// malformed or the SDK is already initialized (deactivate first).
    @objc(initializeWithClientSessionToken:)
    public class func initialize(clientSessionToken: NSString) -> NSNumber {
        shared.bridge.initialize(clientSessionToken: clientSessionToken)
    }

    /// Activates the session; `completion` gets `true` and `nil`, or `false` and the failure's name.
    @objc(activateWithCompletion:)
    public func activate(_ completion: @escaping @Sendable (NSNumber, NSString?) -> Void) {
        bridge.activate(completion)
    }

    /// Refreshes the credentials; `completion` gets `true` and the credentials, or `false` and `nil`.
    @objc(refreshWithCompletion:)
    public func refresh(_ completion: @escaping @Sendable (NSNumber, NSArray?) -> Void) {
        bridge.refresh(completion)
    }

    /// Starts an unlock with the key's preferred proximity and returns a ``SeamSDKUnlock`` (the
    /// unlock runs to its end even if you drop it), or an `NSError` in ``errorDomain`` when
    /// the SDK refuses to start: see ``SeamSDKServiceErrorCode``.
    @objc(unlockWithCredentialId:timeout:)
    public func unlock(credentialId: NSString, timeout: NSNumber) -> AnyObject {
        switch bridge.unlock(credentialId: credentialId, timeout: timeout) {
        case .success(let run): SeamSDKUnlock(run: run)
        case .failure(let error): error
        }
    }

    /// ``Seam/credentialsPublisher``, boxed: an `AnyPublisher<[SeamCredential], Never>`.
    @objc(credentialsPublisher)
    public func credentialsPublisher() -> AnyObject { bridge.credentialsPublisher() }

    /// ``Seam/isActivePublisher``, boxed: an `AnyPublisher<Bool, Never>`.
    @objc(isActivePublisher)
    public func isActivePublisher() -> AnyObject { bridge.isActivePublisher() }

    /// Calls `observer` on the main queue with the credentials (each an `NSDictionary`) now and
    /// on every change; the returned object stops it with `cancel` (or when released).
    @objc(observeCredentials:)
    public func observeCredentials(_ observer: @escaping @Sendable (NSArray) -> Void) -> SeamSDKObservation {
        SeamSDKObservation(bridge.observeCredentials(observer))
    }

    /// Calls `observer` on the main queue with whether the session is active, now and on every
    /// change; the returned object stops it with `cancel` (or when released).
    @objc(observeIsActive:)
    public func observeIsActive(_ observer: @escaping @Sendable (NSNumber) -> Void) -> SeamSDKObservation {
        SeamSDKObservation(bridge.observeIsActive(observer))
    }

    /// The current credentials, each an `NSDictionary` (see the keys above).
    @objc public var credentials: NSArray { bridge.credentials }

    /// Whether the session is active.
    @objc public var isActive: NSNumber { bridge.isActive }

    /// The door code of credential `credentialId`, or `nil`. Show it; never log it.
    @objc(codeForCredentialId:)
    public func code(forCredentialId credentialId: NSString) -> NSString? { bridge.code(forCredentialId: credentialId) }

    /// The card number of credential `credentialId`, or `nil`. Show it; never log it.
    @objc(cardNumberForCredentialId:)
    public func cardNumber(forCredentialId credentialId: NSString) -> NSString? {
        bridge.cardNumber(forCredentialId: credentialId)
    }
}

/// Why ``SeamSDKService`` refused to start an unlock: the `code` of its `NSError`.
@objc(SeamSDKServiceErrorCode)
public enum SeamSDKServiceErrorCode: Int, Sendable {
    case internetConnectionRequired = 1
    case initializationRequired = 2
    case invalidClientSessionToken = 3
    case deactivationInProgress = 4
    case alreadyInitialized = 5
    case invalidCredentialId = 6
    case integrationNotFound = 7
    case credentialErrors = 8
    case serviceUnavailable = 9
    case unsupportedUnlockProximity = 10
}

/// An unlock started by ``SeamSDKService``: its events so far, a way to hear the rest, and a
/// way to stop it. Events are named `launched`, `grantedAccess`, `timedOut` and
/// `connectionFailed` (with a debug description as the detail); the last three end the unlock.
@objc(SeamSDKUnlock)
public final class SeamSDKUnlock: NSObject, Sendable {
    private let run: SeamObjectiveCUnlockRun

    init(run: SeamObjectiveCUnlockRun) {
        self.run = run
    }

    /// Calls `handler` on the main queue with every event so far, then each new one.
    @objc(observeEvents:)
    public func observeEvents(_ handler: @escaping @Sendable (NSString, NSString?) -> Void) {
        run.observe { event in
            let named = SeamObjectiveCUnlockRun.name(of: event)
            handler(NSString(string: named.name), named.detail.map { NSString(string: $0) })
        }
    }

    /// The names of the events so far, in order.
    @objc public var events: NSArray { NSArray(array: run.events.map { SeamObjectiveCUnlockRun.name(of: $0).name }) }

    /// Whether the unlock has ended or was cancelled.
    @objc public var isFinished: NSNumber { NSNumber(value: run.isFinished) }

    /// Stops the unlock; observers hear nothing more.
    @objc public func cancel() { run.cancel() }
}

/// A running ``SeamSDKService`` observation; `cancel` (or releasing it) stops it.
@objc(SeamSDKObservation)
public final class SeamSDKObservation: NSObject, Sendable {
    private let cancellable: SeamObjectiveCBridge.Observation

    init(_ cancellable: SeamObjectiveCBridge.Observation) {
        self.cancellable = cancellable
    }

    /// Stops the observation.
    @objc public func cancel() { cancellable.cancel() }
}
#endif
