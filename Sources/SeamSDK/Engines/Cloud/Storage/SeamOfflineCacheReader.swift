import Foundation

/// The offline cache reader, exposed to the fuzzing harness (`Fuzz/`) and tests only.
///
/// The cloud engine reads the cache from a file it wrote itself, so no public API takes a
/// cache document; this entry point runs exactly the engine's reading code on any bytes.
/// It is SPI (`@_spi(SeamInternal) import SeamAccess`): not part of the supported API, may change.
@_spi(SeamInternal)
public enum SeamOfflineCacheReader {
    /// The credentials of a session cache file's content, or `nil` when the engine would
    /// discard the file (unknown version, not JSON, corrupt).
    public static func credentials(fromCacheFile data: Data) -> [SeamCredential]? {
        try? SeamCloudStore.decode(SeamCachedSession.self, from: data, version: SeamCachedSession.currentVersion)
            .get().credentials
    }

    /// A session cache file's content for `credentials`, exactly as the engine writes it.
    public static func cacheFile(for credentials: [SeamCredential], savedAt: Date) throws -> Data {
        try SeamCloudStore.encode(SeamCachedSession(userIdentityId: nil, sessionFingerprint: "0000000000000000",
                                                    savedAt: savedAt, credentials: credentials))
    }
}
