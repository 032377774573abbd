import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamSDK
import SeamTestSupport
import Testing

/// `import SeamSDK`, as every spec snippet begins, brings the facade and its types; and the
/// spec's 10 s default for `unlock(using:)` holds through `any SeamServiceProtocol`.
@MainActor
@Suite struct SeamSDKModuleTests {
    let clock = TestClock()

    @Test func theProtocolsUnlockDefaultsToTenSecondsThroughAnyService() async throws {
        let seam = try await Fixture.activeSeam(
            Fixture.scenario([Fixture.key("ready")], lock: SeamSimulatedLock(latency: 0, outcome: .neverAnswer)),
            clock: clock)
        let service: any SeamServiceProtocol = SeamService(seam: seam)
        let events = EventRecorder(try service.unlock(using: "ready"))
        try await clock.waitForSleepers(2)
        await clock.advance(by: 9.9)
        #expect(events.values == [.launched])
        await clock.advance(by: 0.1)
        try await events.waitForFinish()
        #expect(events.values == [.launched, .timedOut])
    }

    /// Seam's quickstart iterates an unlock with `for await … in try Seam.shared.unlock(using:).values`;
    /// on Linux that is OpenCombine's async sequence, and it ends with the terminal event.
    @Test func anUnlockIteratesAsAnAsyncSequence() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("ready")]), clock: clock)
        let iteration = Task { @MainActor in
            var seen: [SeamUnlockEvent] = []
            for await event in try seam.unlock(using: "ready").values {
                seen.append(event)
            }
            return seen
        }
        try await clock.waitForSleepers(2)
        await clock.advance(by: 1)
        #expect(try await iteration.value == [.launched, .grantedAccess])
    }

    @Test func theDefaultThrowsWhatTheRequirementThrows() async throws {
        let seam = try await Fixture.activeSeam(Fixture.scenario([Fixture.key("ready")]), clock: clock)
        let service: any SeamServiceProtocol = SeamService(seam: seam)
        #expect(throws: SeamError.invalidCredentialId) { try service.unlock(using: "nope") }
        // Concrete services keep their own default without ambiguity.
        let concrete = SeamService(seam: seam)
        #expect(throws: SeamError.invalidCredentialId) { try concrete.unlock(using: "nope") }
    }

    @Test func theSpecSnippetsImportSeamSDKVerbatim() throws {
        let folder = DocumentationExamplesTests.root.appendingPathComponent("Sources/SeamSpecSnippets")
        let quickstart = try String(contentsOf: folder.appendingPathComponent("Quickstart.swift"), encoding: .utf8)
        #expect(quickstart.contains("import SwiftUI\nimport Combine\nimport SeamSDK           // Seam SDK V3\n"
            + "import SeamComponents    // UI components\n"))
        let reference = try String(contentsOf: folder.appendingPathComponent("ReferenceImplementation.swift"),
                                   encoding: .utf8)
        #expect(reference.contains("import SwiftUI\nimport Combine\nimport SeamSDK\nimport SeamComponents\n"))
    }
}
