import Foundation
import FuzzSupport
@_spi(SeamInternal) import SeamAccess

/// The API timestamp parser, reached through a phone session's `ends_at` (its only public
/// path), against an independent reading of the documented format: `yyyy-MM-ddTHH:mm:ss`
/// (`T`, `t` or a space), optional fraction, then `Z`/`z` or a `±hh:mm` / `±hhmm` offset
/// (hours 00–23, minutes 00–59), surrounding white space ignored.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimestamp(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = fuzzText(bytes, count)
    let body: [String: Any] = ["phone_session": ["provider_sessions": [["acs_credentials": [
        ["acs_credential_id": "k", "display_name": "Key", "ends_at": text],
    ]]]]]
    guard let data = try? JSONSerialization.data(withJSONObject: body) else { return 0 }
    let credentials: [SeamCredential]
    do {
        credentials = try SeamPhoneSession.credentials(fromResponse: data, now: fuzzNow)
    } catch {
        fuzzCheck(false, "a well-formed phone session failed to decode: \(error)")
        return 0
    }
    fuzzCheck(credentials.count == 1, "the credential was dropped")
    let parsed = credentials.first?.expiry
    let expected = ReferenceTimestamp.parse(text)
    switch (parsed, expected) {
    case (nil, nil):
        break
    case (let parsed?, let expected?):
        // Compared only where the reference's calendar is proleptic Gregorian like the API's.
        if let date = expected.date {
            fuzzCheck(abs(parsed.timeIntervalSince(date)) < 1e-5, "\(text.debugDescription) parsed as \(parsed), expected \(date)")
        }
    case (let parsed?, nil):
        fuzzCheck(false, "\(text.debugDescription) is not a documented timestamp but parsed as \(parsed)")
    case (nil, .some):
        fuzzCheck(false, "\(text.debugDescription) is a documented timestamp but did not parse")
    }
    return 0
}
