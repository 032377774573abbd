import Foundation
import FuzzSupport
@_spi(SeamInternal) import SeamAccess

/// The phone session decoder and mapping, through the public API the cloud engine also uses:
/// any bytes either decode to credentials that satisfy ``CredentialInvariants`` or throw.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhoneSession(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = fuzzData(bytes, count)
    guard let credentials = try? SeamPhoneSession.credentials(fromResponse: data, now: fuzzNow) else { return 0 }
    CredentialInvariants.check(credentials)
    return 0
}
