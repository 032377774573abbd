import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// `list` and `list --json` put favourites first and say which they are.
@Suite(.serialized) struct DemoListFavouritesTests {
    func objects(_ stdout: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]])
    }

    @Test func favouritesAreMarkedInBothLists() async throws {
        try await withFakeSeamAPI(directoryPrefix: "seam-demo") { api, cache in
            let url = try await api.baseURL
            let arguments = ["--api-url", url.absoluteString, "--request-timeout", "300", "--token", FakeSeamAPI.token,
                             "--cache-dir", cache.path]
            let before = try objects(try await DemoBinary.run(["list", "--json"] + arguments).stdout)
            #expect(before.allSatisfy { $0["favourite"] as? Bool == false })
            let guest = try #require(before.first { $0["name"] as? String == "Guest Room 1205" }?["id"] as? String)
            // What `f` on the interactive screen stores for this cache folder.
            SeamFileFavouritesStorage(url: cache.appendingPathComponent("favourites.json")).save([guest])

            let json = try objects(try await DemoBinary.run(["list", "--json"] + arguments).stdout)
            #expect(json.first?["id"] as? String == guest, "favourites first")
            #expect(json.map { $0["favourite"] as? Bool } == [true] + Array(repeating: false, count: json.count - 1))

            let text = try await DemoBinary.run(["list"] + arguments, environment: ["NO_COLOR": "1"]).stdout
            #expect(text.contains("★ Guest Room 1205"), "\(text)")
            #expect(!text.contains("★ Room 101"))
        }
    }
}
