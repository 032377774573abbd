import Foundation
@_spi(SeamInternal) import SeamAccess

/// What must hold for any credential list SeamAccess produced, whatever the input was.
public enum CredentialInvariants {
    /// Ids are unique, every credential can be presented, sorting is a permutation, and the
    /// list survives the offline cache unchanged.
    public static func check(_ keys: [SeamCredential]) {
        let credentials = keys.map(SeamAccessCredential.init)
        let ids = credentials.map(\.id)
        fuzzCheck(Set(ids).count == ids.count, "duplicate credential ids")
        for credential in credentials {
            fuzzCheck(Set(credential.errors).count == credential.errors.count, "duplicate errors in \(credential.errors)")
            let presentation = SeamAccessCredential.Presentation(credential: credential, now: fuzzNow, locale: locale,
                                                          timeZone: utc)
            fuzzCheck(presentation.isUsable == credential.isUsable(at: fuzzNow), "presentation disagrees on usability")
            fuzzCheck(presentation.primaryError == credential.effectiveErrors(at: fuzzNow).first,
                      "presentation shows another error than the most severe")
        }
        let sorted = SeamCredentialOrdering.sorted(credentials, now: fuzzNow, locale: locale)
        fuzzCheck(sorted.map(\.id).sorted() == ids.sorted(), "sorting lost or duplicated keys")
        checkCacheRoundTrip(keys)
    }

    /// Writing `credentials` to the offline cache and reading them back gives them unchanged.
    public static func checkCacheRoundTrip(_ credentials: [SeamCredential]) {
        do {
            let file = try SeamOfflineCacheReader.cacheFile(for: credentials, savedAt: fuzzNow)
            let read = SeamOfflineCacheReader.credentials(fromCacheFile: file)
            fuzzCheck(read == credentials, "cache round trip changed the credentials: \(credentials) → \(String(describing: read))")
        } catch {
            fuzzCheck(false, "could not write the cache: \(error)")
        }
    }

    private static let locale = Locale(identifier: "en_US")
    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone.current
}
