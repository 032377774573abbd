import Foundation
import SeamAccess
import Testing

/// The files a stranger needs before adopting the package: the licence, and a changelog whose
/// newest entry is the version the SDK reports (`Seam.sdkVersion`, the one place it is defined).
struct ReleaseFilesTests {
    static func text(_ name: String) throws -> String {
        try String(contentsOf: DocumentationExamplesTests.root.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theLicenceIsMIT() throws {
        let licence = try Self.text("LICENSE")
        #expect(licence.hasPrefix("MIT License"))
        #expect(licence.contains("Copyright (c) 2026 The SeamComponents authors"))
    }

    @Test func theNewestChangelogEntryIsTheSDKVersion() throws {
        let entries = try Self.text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
        let newest = try #require(entries.first)
        #expect(newest.dropFirst(3).split(separator: " ").first.map(String.init) == Seam.sdkVersion)
    }

    @Test func theReadmeSaysThisIsNotAnOfficialSeamProduct() throws {
        let readme = try Self.text("README.md").replacingOccurrences(of: "\n", with: " ")
        #expect(readme.contains("independent open-source implementation of the SeamComponents specification"))
        #expect(readme.contains("not an official Seam product"))
    }
}
