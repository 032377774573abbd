import Foundation
import FuzzSupport
@_spi(SeamInternal) import SeamAccess

/// The offline cache reader, on any file content: it is either discarded (`nil`) or yields
/// credentials that satisfy ``CredentialInvariants`` (which include a write and re-read).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOfflineCache(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = fuzzData(bytes, count)
    guard let credentials = SeamOfflineCacheReader.credentials(fromCacheFile: data) else { return 0 }
    // A cache written by an older build may hold duplicate ids; the engine shows what it read.
    CredentialInvariants.checkCacheRoundTrip(credentials)
    for credential in credentials {
        _ = SeamAccessCredential.Presentation(credential: SeamAccessCredential(credential), now: fuzzNow, locale: Locale(identifier: "en_US"))
    }
    return 0
}
