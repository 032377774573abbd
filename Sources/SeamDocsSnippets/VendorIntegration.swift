// The lock maker example of this package's SeamSDK article ("A lock maker's SDK"), which a
// test finds here verbatim: an integration against a simulated vendor client.
import Foundation
import SeamSDK

/// The fields of `assa_abloy_vostio_metadata` the vendor's SDK needs.
struct VostioKey: Decodable {
    let endpointId: String
    let keyId: String

    enum CodingKeys: String, CodingKey {
        case endpointId = "endpoint_id", keyId = "key_id"
    }
}

/// Stands in for the lock maker's SDK: it opens a door with a key it was given.
protocol VendorLockClient: Sendable {
    func open(endpoint: String, key: String, registration: String?) async throws
}

/// A simulated vendor client: it "opens" every door and remembers which keys it used.
actor SimulatedVendorClient: VendorLockClient {
    private(set) var openedKeys: [String] = []

    func open(endpoint: String, key: String, registration: String?) async throws {
        openedKeys.append(key)
    }
}

struct SimulatedVendorLock: SeamLockIntegration {
    let provider = "assa_abloy_vostio"
    let client: any VendorLockClient

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        let metadata = credential.providerMetadata
        do {
            guard let key = try metadata?.decode(VostioKey.self, forKey: "assa_abloy_vostio_metadata") else {
                return .connectionFailed(debugDescription: "the key carries no Vostio metadata")
            }
            try await client.open(endpoint: key.endpointId, key: key.keyId, registration: metadata?.phoneRegistration?.id)
            return .granted
        } catch {
            // Never the metadata itself: it may open a door.
            return .connectionFailed(debugDescription: "the vendor SDK failed: \(type(of: error))")
        }
    }
}

func registerVendorLock() {
    Seam.register(SimulatedVendorLock(client: SimulatedVendorClient()))
}
