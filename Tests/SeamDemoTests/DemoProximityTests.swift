import Foundation
import SeamAccess
import SeamDemoKit
import Testing

/// `seam-demo unlock --proximity` and the proximities `list --json` shows.
struct DemoProximityTests {
    typealias ID = PreviewSeamService.Samples.ID

    @Test func aProximityTheKeyListsUnlocks() async throws {
        let result = try await DemoBinary.run(["unlock", ID.room, "--proximity", "touch", "--timeout", "300"])
        #expect(result.status == 0)
        #expect(result.stdout == "launched\ngrantedAccess\n")
    }

    @Test func aProximityTheKeyDoesNotListIsRefusedWithExitTwo() async throws {
        let result = try await DemoBinary.run(["unlock", ID.office, "--proximity", "touch"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error[unsupportedUnlockProximity.touch]: This key cannot unlock with --proximity touch; "
            + "it supports nearby. Leave --proximity out to use nearby.\n")
    }

    @Test func aKeyThatListsNoProximityIsRefusedWithoutPromisingAPreferredOne() async throws {
        let result = try await DemoBinary.run(["unlock", ID.spa, "--proximity", "touch"])
        #expect(result.status == 2)
        #expect(result.stderr == "error[unsupportedUnlockProximity.touch]: This key does not list any proximity, so "
            + "--proximity touch cannot be used with it; its lock decides how close the phone must be. "
            + "Leave --proximity out to unlock it.\n")
    }

    @Test func anExpiredKeySaysItIsExpiredWhateverTheProximity() async throws {
        let result = try await DemoBinary.run(["unlock", ID.expired, "--proximity", "touch"])
        #expect(result.stderr.hasPrefix("error[credentialErrors.expired]: "), "\(result.stderr)")
        #expect(!result.stderr.contains("--proximity"))
    }

    @Test(arguments: ["far", "", "Touch"])
    func anUnknownProximityIsAUsageError(_ value: String) async throws {
        let result = try await DemoBinary.run(["unlock", ID.room, "--proximity", value])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error[usage]: --proximity must be touch, nearby or remote."), "\(result.stderr)")
    }

    @Test func theJSONListShowsEachKeysProximitiesPreferredFirst() async throws {
        let result = try await DemoBinary.run(["list", "--json"])
        #expect(result.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        func proximities(_ id: String) -> [String]? {
            objects.first { $0["id"] as? String == id }?["supportedUnlockProximities"] as? [String]
        }
        #expect(proximities(ID.room) == ["nearby", "touch"])
        #expect(proximities(ID.gym) == ["touch"])
        #expect(proximities(ID.spa) == [])
    }
}
