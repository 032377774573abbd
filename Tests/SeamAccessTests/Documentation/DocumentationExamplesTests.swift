import Foundation
import Testing

/// The DocC articles and the README may only show code that the iOS build compiles: every
/// ```swift block must appear, line for line, in the examples or spec-snippet targets.
struct DocumentationExamplesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(in folder: String) throws -> [URL] {
        let directory = root.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    static func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current.map { $0.joined(separator: "\n") } ?? "")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func compiledCode() throws -> String {
        let files = try swiftFiles(in: "Sources/SeamComponentsExamples") + swiftFiles(in: "Sources/SeamSpecSnippets")
            + swiftFiles(in: "Sources/SeamDocsSnippets")
        return try files.map { normalized(try String(contentsOf: $0, encoding: .utf8)) }.joined(separator: "\n")
    }

    static func documents() throws -> [URL] {
        let docc = root.appendingPathComponent("Sources/SeamComponents/SeamComponents.docc")
        let articles = try FileManager.default.contentsOfDirectory(at: docc, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "md" }
        return articles + [root.appendingPathComponent("README.md"),
                           root.appendingPathComponent("Sources/SeamAccess/SeamAccess.docc/SeamAccess.md"),
                           root.appendingPathComponent("Sources/SeamSDK/SeamSDK.docc/SeamSDK.md")]
    }

    @Test func everyArticleAndReadmeExampleIsCompiledCode() throws {
        let compiled = try Self.compiledCode()
        #expect(compiled.count > 1_000)
        var checked = 0
        for document in try Self.documents() {
            let markdown = try String(contentsOf: document, encoding: .utf8)
            for block in Self.swiftBlocks(in: markdown) where !block.hasPrefix("// Package.swift") {
                checked += 1
                #expect(compiled.contains(Self.normalized(block)),
                        "\(document.lastPathComponent) shows code the build does not compile:\n\(block)")
            }
        }
        #expect(checked >= 12)
    }

    @Test func theFourArticlesExist() throws {
        let names = Set(try Self.documents().map(\.lastPathComponent))
        for article in ["GettingStarted.md", "Theming.md", "CustomIntegration.md", "ErrorHandling.md"] {
            #expect(names.contains(article))
        }
    }
}
