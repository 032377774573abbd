import Foundation
#if canImport(Security)
import Security
#endif

/// Keeps the client session token between launches (or not). The cloud engine saves the
/// token when a session starts and deletes it when the device is deintegrated.
@_spi(SeamInternal) public protocol SeamTokenStore: Sendable {
    func save(_ token: SeamClientSessionToken) throws
    func load() -> SeamClientSessionToken?
    func delete()
}

/// The token stores SeamAccess ships.
package enum SeamTokenStores {
    /// The Keychain where there is one (iOS, macOS), memory elsewhere.
    package static var platformDefault: any SeamTokenStore {
        #if canImport(Security)
        SeamKeychainTokenStore()
        #else
        SeamMemoryTokenStore()
        #endif
    }
}

/// Keeps the token in memory only: gone when the process ends.
@_spi(SeamInternal) public final class SeamMemoryTokenStore: SeamTokenStore {
    private let token = LockIsolated<SeamClientSessionToken?>(nil)

    public init() {}

    public func save(_ token: SeamClientSessionToken) throws { self.token.withLock { $0 = token } }
    public func load() -> SeamClientSessionToken? { token.snapshot }
    public func delete() { token.withLock { $0 = nil } }
}

#if canImport(Security)
/// Keeps the token in the Keychain, readable after the first unlock, this device only.
package struct SeamKeychainTokenStore: SeamTokenStore {
    package let service: String

    /// - Parameter service: The Keychain item's service; by default
    ///   ``defaultService``.
    package init(service: String = SeamKeychainTokenStore.defaultService) {
        self.service = service
    }

    /// `SeamAccess.clientSessionToken`; on macOS prefixed with the app's bundle identifier,
    /// since apps there are not sandboxed from each other's Keychain items by default.
    package static var defaultService: String {
        #if os(macOS)
        if let bundleIdentifier = Bundle.main.bundleIdentifier { return "\(bundleIdentifier).SeamAccess.clientSessionToken" }
        #endif
        return "SeamAccess.clientSessionToken"
    }

    private var query: [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
         kSecAttrAccount as String: "default"]
    }

    package func save(_ token: SeamClientSessionToken) throws {
        delete()
        var item = query
        item[kSecValueData as String] = Data(token.rawValue.utf8)
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecSuccess else { throw SeamAPIFailure(kind: .transport("Keychain error \(status)")) }
    }

    package func load() -> SeamClientSessionToken? {
        var item = query
        item[kSecReturnData as String] = true
        item[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: AnyObject?
        guard SecItemCopyMatching(item as CFDictionary, &result) == errSecSuccess, let data = result as? Data else {
            return nil
        }
        return try? SeamClientSessionToken(validating: String(decoding: data, as: UTF8.self))
    }

    package func delete() {
        SecItemDelete(query as CFDictionary)
    }
}
#endif
