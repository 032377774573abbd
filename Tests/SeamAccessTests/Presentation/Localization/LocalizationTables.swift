import Foundation
import SeamAccess

/// The `Localizable.strings` files as committed, read from the source tree so a failure
/// names the file a translator has to fix.
enum LocalizationTables {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/SeamAccess/Resources")

    static func folders() throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: resources.path)
        return Set(names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) })
    }

    static func table(_ language: SeamLanguage) throws -> [String: String] {
        let url = resources.appendingPathComponent("\(language.resourceName).lproj/Localizable.strings")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        guard let table = plist as? [String: String] else { throw CocoaError(.propertyListReadCorrupt) }
        return table
    }

    static let categorySuffixes = Set(SeamPluralCategory.allCases.map { ".\($0.rawValue)" })

    /// `count.keys` for `count.keys.other`; `nil` for a key that is not a plural form.
    static func pluralBase(_ key: String) -> String? {
        guard let dot = key.lastIndex(of: "."), categorySuffixes.contains(String(key[dot...])),
              key.hasPrefix("count") else { return nil }
        return String(key[..<dot])
    }

    /// The format specifiers of `text` as argument positions, e.g. `[1, 2]` for
    /// "Expires %1$@ at %2$@" and for "%@ … %@"; `%%` is not a specifier.
    static func specifiers(_ text: String) -> [String] {
        var result: [String] = []
        var next = 1
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "%" else { index = text.index(after: index); continue }
            var cursor = text.index(after: index)
            guard cursor < text.endIndex else { break }
            if text[cursor] == "%" { index = text.index(after: cursor); continue }
            var digits = ""
            while cursor < text.endIndex, text[cursor].isNumber { digits.append(text[cursor]); cursor = text.index(after: cursor) }
            var position = next
            if cursor < text.endIndex, text[cursor] == "$", let explicit = Int(digits) {
                position = explicit
                cursor = text.index(after: cursor)
            } else {
                next += 1
            }
            let conversion = cursor < text.endIndex ? String(text[cursor]) : "?"
            result.append("\(position)\(conversion)")
            index = cursor < text.endIndex ? text.index(after: cursor) : cursor
        }
        return result.sorted()
    }
}
