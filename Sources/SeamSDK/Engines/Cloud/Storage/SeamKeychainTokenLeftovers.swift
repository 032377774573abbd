#if canImport(Security)
import Foundation
import Security

/// The Keychain item earlier versions kept the client session token in: a generic password,
/// account `default`, service `SeamAccess.clientSessionToken` (on macOS prefixed with the
/// app's bundle identifier). Only deleted: the SDK writes no token anywhere now. The decision
/// of when lives in ``SeamTokenLeftoverSweep``.
struct SeamKeychainTokenLeftovers: SeamTokenLeftovers {
    let service: String

    /// This app's item; `nil` on macOS for a process without a bundle identifier, whose
    /// unprefixed service name other apps of the user may share in the login keychain.
    static var current: SeamKeychainTokenLeftovers? {
        #if os(macOS)
        // Earlier versions wrote to the login (file-based) keychain: they did not ask for the
        // data-protection keychain, so that is where the item is deleted.
        guard let bundleIdentifier = Bundle.main.bundleIdentifier else { return nil }
        return SeamKeychainTokenLeftovers(service: "\(bundleIdentifier).SeamAccess.clientSessionToken")
        #else
        return SeamKeychainTokenLeftovers(service: "SeamAccess.clientSessionToken")
        #endif
    }

    func deleteAll() -> Bool {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: "default"]
        let status = SecItemDelete(query as CFDictionary)
        return status == errSecSuccess || status == errSecItemNotFound
    }
}
#endif
