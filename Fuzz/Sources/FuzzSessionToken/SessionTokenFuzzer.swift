import Foundation
import FuzzSupport
@_spi(SeamInternal) import SeamAccess

/// The client session token validator, against the documented rule (trim white space; then
/// `seam_cst`, at least one more character, at most 4,096, only letters, digits, `_`, `-`),
/// and the promise that no textual form of a token shows it (each form is the same for every
/// token).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessionToken(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = fuzzText(bytes, count)
    let token = try? SeamClientSessionToken(validating: text)
    let expected = documentedRule(text)
    fuzzCheck((token?.rawValue) == expected, "validator disagrees with the documented rule")
    guard let token else { return 0 }
    // Every textual form is the same as any other token's: nothing of the token shows.
    for form in textualForms {
        fuzzCheck(form(token) == form(reference), "a textual form depends on the token: \(form(token).debugDescription)")
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

private let reference: SeamClientSessionToken = {
    guard let token = try? SeamClientSessionToken(validating: "seam_cst_reference") else { fatalError("reference token") }
    return token
}()

private let textualForms: [@Sendable (SeamClientSessionToken) -> String] = [
    { $0.description }, { $0.debugDescription }, { "\($0)" }, { String(reflecting: $0) },
    { String(describing: [$0]) }, { dumped($0) },
]

private func dumped(_ token: SeamClientSessionToken) -> String {
    var output = ""
    dump(token, to: &output)
    return output
}
