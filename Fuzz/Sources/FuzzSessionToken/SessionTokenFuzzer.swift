import Foundation
import FuzzSupport
import SeamAccess

/// The client session token validator, against the documented rule (trim white space; then
/// `seam_cst`, at least one more character, at most 4,096, only letters, digits, `_`, `-`),
/// and the promise that no textual form of a token shows it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessionToken(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = fuzzText(bytes, count)
    let token = try? SeamClientSessionToken(validating: text)
    let expected = documentedRule(text)
    fuzzCheck((token?.rawValue) == expected, "validator disagrees with the documented rule")
    guard let token else { return 0 }
    let secret = String(token.rawValue.dropFirst(SeamClientSessionToken.prefix.count))
    for shown in [token.description, token.debugDescription, "\(token)", String(reflecting: token),
                  String(describing: [token]), dumped(token)] {
        // The part after the prefix is checked too once it is long enough not to occur by chance
        // (`dump` itself writes "- ").
        fuzzCheck(!shown.contains(token.rawValue) && (secret.count < 6 || !shown.contains(secret)),
                  "a textual form shows the token")
    }
    fuzzCheck((try? SeamClientSessionToken(validating: token.rawValue)) == token, "a valid token does not revalidate")
    return 0
}

private func documentedRule(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let scalars = Array(trimmed.unicodeScalars)
    guard trimmed.hasPrefix("seam_cst"), scalars.count > 8, scalars.count <= 4_096,
          scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") })
    else { return nil }
    return trimmed
}

private func dumped(_ token: SeamClientSessionToken) -> String {
    var output = ""
    dump(token, to: &output)
    return output
}
