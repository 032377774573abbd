import Foundation

extension SeamLanguage {
    /// This language's `Localizable.strings` in `bundle`, parsed; empty when the bundle has no
    /// readable table for it. SeamAccess and the terminal demo read their copy this way. Both
    /// spellings of the folder are tried: SwiftPM on Linux lower-cases resource folders
    /// (`zh-hans.lproj`) and Apple file systems may be case-sensitive. Reads the file each call: cache it.
    package func stringsTable(in bundle: Bundle) -> [String: String] {
        let url: URL? = [resourceName, resourceName.lowercased()].lazy
            .compactMap { bundle.url(forResource: "Localizable", withExtension: "strings", subdirectory: nil,
                                     localization: $0) }
            .first
        return url
            .flatMap { try? Data(contentsOf: $0) }
            .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: String] }
            ?? [:]
    }
}
