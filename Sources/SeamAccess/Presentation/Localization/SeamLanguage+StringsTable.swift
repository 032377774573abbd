import Foundation

extension SeamLanguage {
    /// This language's `Localizable.strings` in `bundle`, parsed; empty when the bundle has no
    /// readable table for it. SeamAccess reads its own copy this way, and a module with copy of
    /// its own (the terminal demo) reads its table with the same rules:
    ///
    /// ```swift
    /// let german = SeamLanguage(locale: Locale(identifier: "de_DE")).stringsTable(in: .module)
    /// ```
    ///
    /// SwiftPM on Linux lower-cases folder names when it copies resources (`zh-hans.lproj`,
    /// `pt-br.lproj`), while Apple file systems may be case-sensitive, so both spellings are
    /// tried. Reads the file each time it is called: cache the result.
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
