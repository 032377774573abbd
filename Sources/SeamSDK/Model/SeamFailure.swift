import Foundation

/// Why a call to the SDK failed, as one value: one of ``SeamError``'s eight cases, or one of the
/// two failures with error types of their own.
///
/// What is thrown stays the specific type (`SeamError`, ``SeamServiceUnavailableError``,
/// ``SeamUnsupportedUnlockProximityError``); this is for keeping a failure in state that must
/// be `Hashable`, such as ``Seam/SessionState/failed(_:)``, and for showing it.
///
/// ```swift
/// do {
///     try await Seam.shared.activate()
/// } catch {
///     let failure = SeamFailure(error)   // .seam(.internetConnectionRequired), .serviceUnavailable, …
///     showProblem(failure)
/// }
/// ```
///
/// Each of ``SeamError``'s cases has a shorthand here (`SeamFailure.internetConnectionRequired`
/// is `.seam(.internetConnectionRequired)`), so a failure compares with them directly.
public enum SeamFailure: Hashable, Sendable {
    /// One of Seam's eight ``SeamError`` cases.
    case seam(SeamError)
    /// ``SeamServiceUnavailableError``.
    case serviceUnavailable
    /// ``SeamUnsupportedUnlockProximityError`` for this proximity.
    case unsupportedUnlockProximity(SeamUnlockProximity)

    /// Classifies a thrown error. Anything that is none of the SDK's errors (a transport error,
    /// a custom service's own error) means the call could not be completed online, which
    /// ``SeamError/internetConnectionRequired`` tells people; a cancellation means a
    /// deactivation interrupted the call; a ``SeamCredentialError`` thrown on its own (a custom
    /// service may) is ``SeamError/credentialErrors(_:)`` with that one error.
    public init(_ error: any Error) {
        switch error {
        case let seamError as SeamError: self = .seam(seamError)
        case let credentialError as SeamCredentialError: self = .seam(.credentialErrors([credentialError]))
        case is SeamServiceUnavailableError: self = .serviceUnavailable
        case let proximity as SeamUnsupportedUnlockProximityError: self = .unsupportedUnlockProximity(proximity.proximity)
        case is CancellationError: self = .seam(.deactivationInProgress)
        default: self = .seam(.internetConnectionRequired)
        }
    }

    /// The failure `error` is when it is one of the SDK's own errors, `nil` for anything else.
    package init?(sdkError error: any Error) {
        guard error is SeamError || error is SeamCredentialError || error is SeamServiceUnavailableError
                || error is SeamUnsupportedUnlockProximityError
        else { return nil }
        self.init(error)
    }

    /// The error the SDK throws for this failure: the ``SeamError``, a
    /// ``SeamServiceUnavailableError`` or a ``SeamUnsupportedUnlockProximityError``.
    public var error: any Error {
        switch self {
        case .seam(let error): error
        case .serviceUnavailable: SeamServiceUnavailableError()
        case .unsupportedUnlockProximity(let proximity):
            SeamUnsupportedUnlockProximityError(proximity: proximity)
        }
    }

    /// The ``SeamError`` when this is one of its eight cases.
    public var seamError: SeamError? {
        if case .seam(let error) = self { return error }
        return nil
    }

    /// Whether trying the same call again later can succeed without the person changing
    /// anything in the app (see ``SeamError/isRetryable``); a service outage can pass.
    public var isRetryable: Bool {
        switch self {
        case .seam(let error): error.isRetryable
        case .serviceUnavailable: true
        case .unsupportedUnlockProximity: false
        }
    }
}

extension SeamFailure {
    /// `.seam(.internetConnectionRequired)`.
    public static let internetConnectionRequired = SeamFailure.seam(.internetConnectionRequired)
    /// `.seam(.initializationRequired)`.
    public static let initializationRequired = SeamFailure.seam(.initializationRequired)
    /// `.seam(.invalidClientSessionToken)`.
    public static let invalidClientSessionToken = SeamFailure.seam(.invalidClientSessionToken)
    /// `.seam(.deactivationInProgress)`.
    public static let deactivationInProgress = SeamFailure.seam(.deactivationInProgress)
    /// `.seam(.alreadyInitialized)`.
    public static let alreadyInitialized = SeamFailure.seam(.alreadyInitialized)
    /// `.seam(.invalidCredentialId)`.
    public static let invalidCredentialId = SeamFailure.seam(.invalidCredentialId)
    /// `.seam(.integrationNotFound)`.
    public static let integrationNotFound = SeamFailure.seam(.integrationNotFound)
    /// `.seam(.credentialErrors(errors))`.
    public static func credentialErrors(_ errors: [SeamCredentialError]) -> SeamFailure {
        .seam(.credentialErrors(errors))
    }
}

extension SeamFailure: CustomStringConvertible {
    /// The failure's stable, non-localized name: ``SeamError/description`` for the eight,
    /// `serviceUnavailable`, `unsupportedUnlockProximity [touch]`.
    public var description: String {
        switch self {
        case .seam(let error): error.description
        case .serviceUnavailable: SeamServiceUnavailableError().description
        case .unsupportedUnlockProximity(let proximity):
            SeamUnsupportedUnlockProximityError(proximity: proximity).description
        }
    }
}
