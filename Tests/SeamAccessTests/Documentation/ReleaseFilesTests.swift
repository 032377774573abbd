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

    /// Issue #30 item 12: the README said SwiftPM "fetches all five" dependencies; it fetched
    /// six (swift-crypto needs swift-asn1). It names every package Package.resolved pins, and
    /// counts them right.
    @Test func theReadmeNamesEveryDependencySwiftPMFetches() throws {
        let resolved = try Self.text("Package.resolved")
        let identities = resolved.matches(of: /"identity" : "([^"]+)"/).map { String($0.output.1) }
        #expect(identities.count >= 6)
        let readme = try Self.text("README.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for identity in identities {
            #expect(readme.lowercased().contains("/\(identity)]") || readme.lowercased().contains("/\(identity))"),
                    "README names \(identity)")
        }
        let words = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let count = try #require(words.indices.contains(identities.count - 2) ? words[identities.count - 2] : nil)
        #expect(readme.contains("fetches all \(count) on the first build"), "the README counts \(identities.count)")
    }

    /// Issue #30 item 12: CHANGELOG said SeamIntents needs iOS 16, README (and the package)
    /// iOS 17.
    @Test func theChangelogAndTheReadmeAgreeOnEachModulesIOSVersion() throws {
        let readme = try Self.text("README.md")
        let changelog = try Self.text("CHANGELOG.md").replacingOccurrences(of: "\n  ", with: " ")
        for (module, version) in [("SeamIntents", "17"), ("SeamWidgets", "16"), ("SeamComponents", "15")] {
            #expect(readme.contains("| `\(module)` | iOS \(version)+"), "README: \(module)")
            #expect(changelog.contains("`\(module)` (iOS \(version)+"), "CHANGELOG: \(module)")
        }
    }

    @Test func theReadmeSaysThisIsNotAnOfficialSeamProduct() throws {
        let readme = try Self.text("README.md").replacingOccurrences(of: "\n", with: " ")
        #expect(readme.contains("independent open-source implementation of the SeamComponents specification"))
        #expect(readme.contains("not an official Seam product"))
    }
}
