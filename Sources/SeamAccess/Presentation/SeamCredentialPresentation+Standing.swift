import Foundation

extension SeamAccessCredential.Presentation {
    /// A key's status where its error alone would say something else, without copy: for what
    /// another process draws later in its own language (the stay's Live Activity).
    package enum Standing: String, Codable, Hashable, Sendable {
        /// Its start is to come: "Not yet valid".
        case notYetValid
        /// Seam reports its lock offline: "This lock is offline".
        case lockOffline
        /// The app cannot open its lock: "Not supported in this app".
        case lockNotSupported

        /// The status this standing shows, in `locale`.
        package func status(locale: Locale) -> SeamStatusPresentation {
            switch self {
            case .notYetValid: .notYetValid(locale: locale)
            case .lockOffline: .lockOffline(locale: locale)
            case .lockNotSupported: .lockNotSupported(locale: locale)
            }
        }
    }
}
