import Foundation
import Testing

/// A stranger's run (#30, L9): `seam-demo unlock ''` started a session and exited 2, "no key
/// has the id", as for a key that exists nowhere; an empty id is a usage error (64), said
/// before anything starts, for `lock` too.
struct DemoEmptyKeyIdTests {
    @Test(arguments: ["unlock", "lock"])
    func anEmptyKeyIdIsAUsageError(_ command: String) async throws {
        let result = try await DemoBinary.run([command, " "])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("The key id is empty"), "\(result.stderr)")
    }
}
