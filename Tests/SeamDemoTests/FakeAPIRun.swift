import Foundation
import SeamTestSupport

/// Runs `body` with a fresh in-process fake Seam API and a cache folder path for the demo;
/// both are gone afterwards, also when `body` throws.
func withFakeAPIAndCache(_ body: (FakeSeamAPI, URL) async throws -> Void) async throws {
    let api = try await FakeSeamAPI.start()
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
    do {
        try await body(api, cache)
    } catch {
        await api.stop()
        try? FileManager.default.removeItem(at: cache)
        throw error
    }
    await api.stop()
    try? FileManager.default.removeItem(at: cache)
}
