import Foundation

/// How much a deactivation forgets, least first. A caller that asks for more joins a running
/// deactivation and raises it; the deactivation does the rest before it ends.
enum SeamDeactivationScope: Int, Comparable, Sendable, CustomStringConvertible {
    /// The backend ended the session (revoked, or expired and not renewed): its keys and token
    /// go, the favourites stay (the same person usually comes back with a fresh token).
    case sessionEnded
    /// The app signed the user out (``Seam/deactivate(deintegrate:)``): also the favourites.
    case signOut
    /// The app deintegrated this device: also what the next sign-in would have reused (the
    /// installation id).
    case deintegration

    init(deintegrate: Bool) {
        self = deintegrate ? .deintegration : .signOut
    }

    var deintegrates: Bool { self == .deintegration }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String {
        switch self {
        case .sessionEnded: "the session ended"
        case .signOut: "signed out"
        case .deintegration: "signed out and deintegrated"
        }
    }
}
