import Foundation
import SeamTestSupport
import Testing

/// The phone session carries door codes and card numbers: the cloud engine's HTTP client must
/// never leave a response (or a cookie) on disk outside the cache folder it was given.
/// (corelibs Foundation still makes two empty folders, `$XDG_CACHE_HOME/org.swift.foundation.URLCache`
/// and `~/.local/share/<executable folder>`, as soon as any `URLSessionConfiguration` exists;
/// they stay empty.)
@Suite(.serialized) struct DemoCloudHTTPCacheTests {
    @Test func aCloudRunWritesNothingOutsideItsCacheFolder() async throws {
        let api = try await FakeSeamAPI.start()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-home-\(UUID().uuidString)")
        let cache = home.appendingPathComponent("own-cache")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await DemoBinary.run(
            ["list", "--json", "--api-url", try await api.baseURL.absoluteString, "--request-timeout", "300",
             "--token", FakeSeamAPI.token, "--cache-dir", cache.path],
            environment: ["HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("xdg").path])
        await api.stop()
        #expect(result.status == 0, "\(result.stderr)")
        let files = (FileManager.default.subpaths(atPath: home.path) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: home.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue && !path.hasPrefix("own-cache/")
        }
        #expect(files.isEmpty, "no cached response (or any other file) outside the demo's own cache folder: \(files)")
    }
}
