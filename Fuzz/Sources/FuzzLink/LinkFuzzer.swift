import Foundation
import FuzzSupport
@_spi(SeamInternal) import SeamAccess

/// The unlock-link parser (``SeamLinkFormat``), with both link forms and an auto-start secret.
/// Invariants: no crash; a request's id is never empty or over the documented length; only a
/// link carrying the secret starts unlocking (and then counts as the widget's); every request
/// read from a link survives a build-and-parse round trip through both forms; a link the
/// format builds from any id is always recognised as a Seam link.
private let format = SeamLinkFormat(scheme: "myapp", universalLinkBase: URL(string: "https://example.com/app"),
                                    autoStartSecret: "s3cret-s3cret-s3cret-s3cret-s3cr")
    .honouringProofs()  // signs its own links, as the router's resolved format does

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLink(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = fuzzText(bytes, count)
    if let url = URL(string: text) {
        checkParsed(format.parse(url), from: text)
    }
    checkBuilt(fromId: text)
    return 0
}

private func checkParsed(_ result: SeamLinkFormat.ParseResult, from text: String) {
    guard case .request(let request) = result else { return }
    fuzzCheck(!request.credentialId.isEmpty, "\(text.debugDescription) gave an empty id")
    fuzzCheck(request.credentialId.count <= SeamLinkFormat.maximumCredentialIdLength,
              "\(text.debugDescription) gave an id over the maximum length")
    if request.startsUnlock {
        fuzzCheck(request.source == .widget, "\(text.debugDescription) starts unlocking from \(request.source)")
        fuzzCheck(text.contains("s3cret"), "\(text.debugDescription) starts unlocking without the secret")
    }
    for url in [format.universalLink(for: request), format.schemeURL(for: request)] {
        guard let url else {
            fuzzCheck(false, "no link could be built for the id read from \(text.debugDescription)")
            return
        }
        guard case .request(let again) = format.parse(url, source: request.source) else {
            fuzzCheck(false, "\(url) (built from \(text.debugDescription)) did not parse back")
            return
        }
        fuzzCheck(again.credentialId == request.credentialId && again.startsUnlock == request.startsUnlock,
                  "\(url) parsed back as \(again), not \(request)")
    }
}

private func checkBuilt(fromId id: String) {
    let request = SeamUnlockRequest(credentialId: id, startsUnlock: true, source: .widget)
    for url in [format.universalLink(for: request), format.schemeURL(for: request)].compactMap({ $0 }) {
        switch format.parse(url, source: .widget) {
        case .notSeamLink:
            fuzzCheck(false, "\(url), built for \(id.debugDescription), is not recognised as a Seam link")
        case .request(let parsed):
            fuzzCheck(parsed.credentialId == id, "\(url) parsed as \(parsed.credentialId.debugDescription), not \(id.debugDescription)")
            fuzzCheck(parsed.startsUnlock, "\(url) carries the secret but does not start")
        case .missingCredentialId, .invalidCredentialId, .unknownAction, .invalidStartValue:
            break  // an id the format does not accept (empty, too long, control characters)
        }
    }
}
