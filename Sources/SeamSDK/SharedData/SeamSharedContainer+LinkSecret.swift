import Foundation
#if canImport(Security)
import Security
#endif

extension SeamSharedContainer {
    /// The fewest bytes a link secret may have (SeamAccess's `SeamLinkFormat.minimumSecretLength`).
    package static let minimumLinkSecretLength = 32

    /// A new random secret: 32 bytes from the system's cryptographically secure generator, as
    /// 64 hexadecimal digits.
    package static func newLinkSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// The install's secret that signs links that start unlocking
    /// (`SeamLinkFormat/autoStartSecret`): read, or made (256 random bits) and saved on
    /// first use, so the app and its widget agree on it. `nil` when it cannot be kept.
    ///
    /// For an App Group it lives in the Keychain, in that App Group's access group (which iOS
    /// gives every app and extension in the group), readable after the first unlock since
    /// boot and never leaving this device (not in backups, not restored to another phone).
    /// For a plain directory (tests, other platforms) it is a file only its owner can read.
    public func linkSecret() -> String? {
        switch storage {
        #if canImport(Security)
        case .keychain(let keychain):
            return keychain.secret()
        #endif
        case .file(let url):
            return Self.fileSecret(at: url)
        case nil:
            return nil
        }
    }

    /// Forgets the secret, so every link signed with it stops starting unlocks; the next
    /// ``linkSecret()`` makes a new one. The cloud engine calls this when it signs out or
    /// deintegrates.
    public func rotateLinkSecret() {
        switch storage {
        #if canImport(Security)
        case .keychain(let keychain):
            keychain.delete()
        #endif
        case .file(let url):
            try? FileManager.default.removeItem(at: url)
        case nil:
            break
        }
    }

    static let linkSecretFileName = "link-secret"

    private enum SecretStorage {
        #if canImport(Security)
        case keychain(LinkSecretKeychain)
        #endif
        case file(URL)
    }

    private var storage: SecretStorage? {
        #if canImport(Security)
        if let identifier = appGroupIdentifier {
            // Earlier versions kept the secret in a file in the App Group: remove it.
            if let legacy = directory?.appendingPathComponent(Self.linkSecretFileName) {
                try? FileManager.default.removeItem(at: legacy)
            }
            return .keychain(LinkSecretKeychain(accessGroup: identifier))
        }
        #endif
        return directory.map { .file($0.appendingPathComponent(Self.linkSecretFileName)) }
    }

    private static func fileSecret(at url: URL) -> String? {
        if let saved = readSecret(at: url) { return saved }
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        let permissions: [FileAttributeKey: Any] = [.posixPermissions: 0o600]
        guard FileManager.default.createFile(atPath: url.path, contents: Data(SeamSharedContainer.newLinkSecret().utf8),
                                             attributes: permissions) else { return nil }
        try? FileManager.default.setAttributes(permissions, ofItemAtPath: url.path)
        // Read back: if the other process wrote at the same moment, both end up with its
        // file's secret (at worst one widget link shows the card without starting).
        return readSecret(at: url)
    }

    private static func readSecret(at url: URL) -> String? {
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { return nil }
        let secret = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return secret.utf8.count >= SeamSharedContainer.minimumLinkSecretLength ? secret : nil
    }
}

#if canImport(Security)
/// The link secret as a generic password in the App Group's Keychain access group.
private struct LinkSecretKeychain {
    let accessGroup: String

    private var query: [String: Any] {
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: "SeamAccess.linkSecret",
                                    kSecAttrAccount as String: "default",
                                    kSecAttrAccessGroup as String: accessGroup]
        #if os(macOS)
        query[kSecUseDataProtectionKeychain as String] = true
        #endif
        return query
    }

    func secret() -> String? {
        if let saved = read() { return saved }
        var item = query
        item[kSecValueData as String] = Data(SeamSharedContainer.newLinkSecret().utf8)
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(item as CFDictionary, nil)
        // errSecDuplicateItem: the app or its widget saved one at the same moment; use that.
        guard status == errSecSuccess || status == errSecDuplicateItem else { return nil }
        return read()
    }

    func delete() {
        SecItemDelete(query as CFDictionary)
    }

    private func read() -> String? {
        var item = query
        item[kSecReturnData as String] = true
        item[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: AnyObject?
        guard SecItemCopyMatching(item as CFDictionary, &result) == errSecSuccess, let data = result as? Data,
              let secret = String(data: data, encoding: .utf8),
              secret.utf8.count >= SeamSharedContainer.minimumLinkSecretLength else { return nil }
        return secret
    }
}
#endif
