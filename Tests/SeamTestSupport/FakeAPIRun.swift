// Test support runs where the tests run (Linux, macOS); compiled out for the iOS check.
#if !os(iOS)
import Foundation
import SeamFakeAPI

/// Runs `body` with a fresh in-process fake Seam API (serving `payload`, or its default
/// session) and the path of a folder of its own for a cache (not created); both are gone
/// afterwards, also when `body` throws. The cloud tests and the demo's tests start from it.
/// `body` runs on the caller's actor (a main-actor test drives a view model in it).
package func withFakeSeamAPI(
    payload: Data? = nil,
    directoryPrefix: String = "seam-tests",
    isolation: isolated (any Actor)? = #isolation,
    _ body: (FakeSeamAPI, URL) async throws -> Void
) async throws {
    let api = try await FakeSeamAPI.start(payload: payload)
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(directoryPrefix)-\(UUID().uuidString)", isDirectory: true)
    do {
        try await body(api, directory)
    } catch {
        await api.stop()
        try? FileManager.default.removeItem(at: directory)
        throw error
    }
    await api.stop()
    try? FileManager.default.removeItem(at: directory)
}
#endif
