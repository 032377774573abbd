import Foundation
import SeamTestSupport
import Testing

/// A stranger's run (#30, L5): `seam-demo` made its cache folder (and `$HOME/.cache` under a
/// home that does not exist) before refusing a malformed token, and `sign-out --cache-dir` made
/// the folder it was asked to clean. Neither touches the disk now.
struct DemoCacheFolderCreationTests {
    func missingFolder() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("seam-demo-untouched-\(UUID().uuidString)/cache", isDirectory: true)
    }

    @Test func aMalformedTokenIsRefusedBeforeTheCacheFolderIsMade() async throws {
        let folder = missingFolder()
        let result = try await DemoBinary.run(["list", "--token", "seam_cst not a token", "--api-url", "http://127.0.0.1:9",
                                               "--cache-dir", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error[invalidClientSessionToken]:"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().path))

        let home = missingFolder()
        let defaulted = try await DemoBinary.run(["list", "--token", "seam_cst not a token", "--api-url", "http://127.0.0.1:9"],
                                                 environment: ["HOME": home.path])
        #expect(defaulted.status == 2)
        #expect(!FileManager.default.fileExists(atPath: home.deletingLastPathComponent().path))
    }

    @Test func signingOutOfAFolderThatDoesNotExistLeavesItSo() async throws {
        let folder = missingFolder()
        let result = try await DemoBinary.run(["sign-out", "--token", FakeSeamAPI.token, "--api-url", "http://127.0.0.1:9",
                                               "--cache-dir", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Nothing of a session was stored in \(folder.path)"), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().path))
    }
}
