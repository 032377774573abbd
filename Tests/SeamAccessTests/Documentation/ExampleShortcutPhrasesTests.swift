import Foundation
import Testing

/// The example app's Siri phrases: every phrase in the App Shortcuts provider is translated
/// in English, Spanish, French and German, and every translation keeps the app name and the
/// key parameter, without which Siri would not recognise it.
struct ExampleShortcutPhrasesTests {
    static let example = DocumentationExamplesTests.root.appendingPathComponent("Examples/SeamKeysExample")

    static func phrasesInCode() throws -> Set<String> {
        let source = try String(contentsOf: example.appendingPathComponent("App/ExampleAppIntents.swift"), encoding: .utf8)
        var phrases = Set<String>()
        for line in source.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\","), trimmed.contains("applicationName") else { continue }
            let phrase = String(trimmed.dropFirst().dropLast(2))
                .replacingOccurrences(of: "\\(\\.$key)", with: "${key}")
                .replacingOccurrences(of: "\\(.applicationName)", with: "${applicationName}")
            phrases.insert(phrase)
        }
        return phrases
    }

    static func table(_ language: String) throws -> [String: String] {
        let url = example.appendingPathComponent("App/Resources/\(language).lproj/AppShortcuts.strings")
        let data = try Data(contentsOf: url)
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    }

    @Test func everyPhraseIsTranslatedAndKeepsItsPlaceholders() throws {
        let phrases = try Self.phrasesInCode()
        #expect(phrases.count >= 5)
        for language in ["en", "es", "fr", "de"] {
            let table = try Self.table(language)
            #expect(Set(table.keys) == phrases, "\(language) does not translate exactly the provider's phrases")
            for (phrase, translation) in table {
                #expect(translation.contains("${applicationName}"), "\(language): \(translation)")
                #expect(phrase.contains("${key}") == translation.contains("${key}"), "\(language): \(translation)")
            }
        }
    }
}
