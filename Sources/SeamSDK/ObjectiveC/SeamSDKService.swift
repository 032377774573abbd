#if canImport(ObjectiveC)
import Foundation

/// ``Seam`` for Objective-C: the shared SDK behind selectors an Objective-C app can call.
///
/// Swift code should use ``Seam`` directly; its results are typed. Here every result is a
/// Foundation object:
///
/// - Booleans are `NSNumber`s (`boolValue`).
/// - A credential is an `NSDictionary` with string keys: `id`, `name`, `location`,
///   `isManaged`, `supportedUnlockProximities` and `errors` (arrays of names such as `touch`
///   or `userInteractionRequired.enableBluetooth`), and, when known, `providerName`,
///   `cardNumber`, `code`, `startsAt` and `expiry` (`NSDate`).
/// - A failure is its stable, non-localized name, for example `internetConnectionRequired`.
/// - A publisher is the Combine publisher ``Seam`` offers, boxed as an object: cast it back
///   in Swift (`as? AnyPublisher<SeamUnlockEvent, Never>`); Objective-C can only hold it.
///
/// Completions run on the main queue.
///
/// ```objc
/// if ([[SeamSDKService initializeWithClientSessionToken:token] boolValue]) {
///     [[SeamSDKService shared] activateWithCompletion:^(NSNumber *ok, NSString *failure) {
///         NSArray *keys = [[SeamSDKService shared] credentials];
///     }];
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
    public static let errorDomain = seamSDKServiceErrorDomain

    /// Initializes ``Seam/shared``; `true` when the token was accepted.
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

    /// Starts an unlock with the default proximity. Returns the events as an
    /// `AnyPublisher<SeamUnlockEvent, Never>`, or an `NSError` in ``errorDomain`` whose
    /// `localizedDescription` names why the SDK refused (for example `invalidCredentialId`).
    @objc(unlockWithCredentialId:timeout:)
    public func unlock(credentialId: NSString, timeout: NSNumber) -> AnyObject {
        bridge.unlock(credentialId: credentialId, timeout: timeout)
    }

    /// ``Seam/credentialsPublisher``, boxed: an `AnyPublisher<[SeamCredential], Never>`.
    @objc(credentialsPublisher)
    public func credentialsPublisher() -> AnyObject { bridge.credentialsPublisher() }

    /// ``Seam/isActivePublisher``, boxed: an `AnyPublisher<Bool, Never>`.
    @objc(isActivePublisher)
    public func isActivePublisher() -> AnyObject { bridge.isActivePublisher() }

    /// The current credentials, each an `NSDictionary` (see the keys above).
    @objc public var credentials: NSArray { bridge.credentials }

    /// Whether the session is active.
    @objc public var isActive: NSNumber { bridge.isActive }
}
#endif
