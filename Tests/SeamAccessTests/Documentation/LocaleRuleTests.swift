import Foundation
@_spi(SeamInternal) import SeamAccess
import Testing

/// Locale reaches code one way (CONTRIBUTING.md, "Locale"): as an argument, from the SwiftUI
/// environment in a view and from the app's language
/// (`SeamExtensionConfiguration.AppProcess.preferredLocale()`) anywhere else. No library code
/// picks one by itself, so a default can never silently win over the caller's.
struct LocaleRuleTests {
    /// Every Swift file of the libraries, the demo and the example app, without comment lines.
    static func code() throws -> [(path: String, lines: [String])] {
        let folders = ["Sources", "Examples"]
        return try folders.flatMap { try DocumentationExamplesTests.swiftFiles(in: $0) }.map { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            let path = url.path.replacingOccurrences(of: DocumentationExamplesTests.root.path + "/", with: "")
            return (path, lines)
        }
    }

    /// The ways to read the process's locale or languages.
    static let processLocale = #"(?<![A-Za-z])(NS)?Locale\.(current|autoupdatingCurrent|preferredLanguages)"#

    @Test func onlyTheAppsLanguageReadsTheProcessLocale() throws {
        let files = try Self.code()
        #expect(files.count > 100)
        let readers = files.filter { file in file.lines.contains { $0.range(of: Self.processLocale, options: .regularExpression) != nil } }.map(\.path)
        #expect(readers == ["Sources/SeamAccess/Extensions/SeamAppProcess.swift"])
        for file in files {
            for line in file.lines
            where line.range(of: #"locale\s*[:=]\s*\.(current|autoupdatingCurrent)\b"#, options: .regularExpression) != nil {
                Issue.record("\(file.path): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }

    @Test func noLocaleParameterHasADefault() throws {
        for file in try Self.code() where !file.path.contains("/Previews/") {
            for line in file.lines where line.range(of: #"locale: Locale\??\s*="#, options: .regularExpression) != nil {
                Issue.record("\(file.path): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }
}
