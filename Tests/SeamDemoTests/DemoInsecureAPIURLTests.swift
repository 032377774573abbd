import Foundation
import Testing

/// `--api-url` takes http only for this machine: the token must not cross a network in
/// clear text.
struct DemoInsecureAPIURLTests {
    @Test func anHTTPAddressOnAnotherHostIsAUsageError() async throws {
        for url in ["http://example.com", "http://192.168.1.10:8080"] {
            let result = try await DemoBinary.run(["list", "--api-url", url, "--token", "seam_cst_x"])
            #expect(result.status == 64, "\(url): \(result.stderr)")
            #expect(result.stderr.hasPrefix("error[usage]: --api-url must use https"), "\(url): \(result.stderr)")
        }
    }
}
