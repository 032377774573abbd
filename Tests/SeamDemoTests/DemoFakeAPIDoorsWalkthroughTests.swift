import Foundation
import SeamAccess
import SeamTestSupport
import Testing

/// What a newcomer sees of doors and lock states when they run `seam-demo` against
/// `seam-fake-api`: the room key's doors, each lock's state, and a lock that reports itself
/// unlocked once it opened. Real executables, as in the README's walkthrough.
@Suite(.serialized) struct DemoFakeAPIDoorsWalkthroughTests {
    typealias Scenario = FakeSeamScenario

    @Test func listShowsTheDoorsAndTheLockStatesAndAnUnlockChangesTheState() async throws {
        let fake = try await FakeAPIBinary.start(["--open-after", "0"])
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        defer {
            fake.stop()
            try? FileManager.default.removeItem(at: cache)
        }
        let options = ["--token", Scenario.token, "--api-url", fake.url.absoluteString, "--request-timeout", "300",
                       "--cache-dir", cache.path, "--locale", "en", "--plain"]

        let list = try await DemoBinary.run(["list"] + options)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("Opens Room 101, Lift, and Pool"), "\(list.stdout)")
        #expect(list.stdout.contains("Opens Guest Room 1205, Lift, and Pool"))
        #expect(list.stdout.contains("Locked · Door closed · Battery 80%"))
        #expect(list.stdout.contains("Battery low (15%)"))

        let json = try await DemoBinary.run(["list", "--json"] + options)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        func object(_ id: String) -> [String: Any]? { objects.first { $0["id"] as? String == id } }
        #expect(object(Scenario.mobileKey)?["entrances"] as? [String] == ["Room 101", "Lift", "Pool"])
        #expect(object(Scenario.mobileKey)?["lock"] is NSNull)
        let front = try #require(object(Scenario.frontDoor)?["lock"] as? [String: Any])
        #expect(front["locked"] as? Bool == true && front["doorOpen"] as? Bool == false)
        #expect(front["batteryLevel"] as? Double == 0.8 && front["canLock"] as? Bool == true)
        #expect(object(Scenario.frontDoor)?["entrances"] == nil)
        let garage = try #require(object(Scenario.garage)?["lock"] as? [String: Any])
        #expect(garage["doorOpen"] is NSNull && garage["batteryLevel"] is NSNull && garage["canLock"] as? Bool == false)

        let opened = try await DemoBinary.run(["unlock", Scenario.frontDoor] + options)
        #expect(opened.status == 0, "\(opened.stderr)")
        let after = try await DemoBinary.run(["list", "--json"] + options)
        let again = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [[String: Any]])
        let frontAfter = try #require(again.first { $0["id"] as? String == Scenario.frontDoor }?["lock"] as? [String: Any])
        #expect(frontAfter["locked"] as? Bool == false, "the lock reports itself unlocked once it opened")
    }
}

/// The fake API's hotel Bluetooth key: its provider has no integration in the demo, so it says
/// so before any tap, and `unlock` refuses it before any request.
@Suite(.serialized) struct DemoFakeAPIHotelKeyTests {
    typealias Scenario = FakeSeamScenario

    @Test func theHotelKeyIsListedAsNotSupportedAndItsUnlockIsRefusedBeforeAnyRequest() async throws {
        let fake = try await FakeAPIBinary.start(["--open-after", "0"])
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("seam-demo-\(UUID().uuidString)")
        defer {
            fake.stop()
            try? FileManager.default.removeItem(at: cache)
        }
        let options = ["--token", Scenario.token, "--api-url", fake.url.absoluteString, "--request-timeout", "300",
                       "--cache-dir", cache.path, "--locale", "en", "--plain"]
        let list = try await DemoBinary.run(["list"] + options)
        #expect(list.status == 0, "\(list.stderr)")
        let line = try #require(list.stdout.split(separator: "\n").first { $0.contains("Room 1208") && !$0.contains("Opens") })
        #expect(line.contains("Not supported in this app") && !line.contains("Ready"), "\(list.stdout)")

        let json = try await DemoBinary.run(["list", "--json"] + options)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let hotel = try #require(objects.first { $0["id"] as? String == Scenario.hotelKey })
        #expect(hotel["provider"] as? String == Scenario.hotelProvider)
        #expect(hotel["errors"] as? [String] == [] && hotel["unlockable"] as? Bool == false)
        #expect(!json.stdout.contains("vostio-key-55"), "the provider metadata is not printed")
        #expect(objects.first { $0["id"] as? String == Scenario.frontDoor }?["unlockable"] as? Bool == true)

        let before = fake.output.text.count
        let unlock = try await DemoBinary.run(["unlock", Scenario.hotelKey] + options)
        #expect(unlock.status == 2)
        #expect(unlock.stdout.isEmpty)
        #expect(unlock.stderr.contains("error[integrationNotFound]"), "\(unlock.stderr)")
        #expect(!fake.output.text.dropFirst(before).contains("unlock_door"), "nothing was sent to unlock it")
    }
}
