import Foundation

extension UserDefaults {
    /// The defaults suite named `suiteName`; `UserDefaults.standard` for `nil` or a name the
    /// system refuses. The storages look it up on each call rather than keep it: `UserDefaults`
    /// is thread-safe, but not declared `Sendable` on every platform this builds for.
    package static func suite(_ suiteName: String?) -> UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }
}
