import Foundation
import SeamAccess
import SeamDemoKit
import Testing

/// `seam-demo activity --json` printed the server's lock id and method with a plain JSONEncoder,
/// so DEL, C1 controls (CSI, U+009B) and bidi overrides (U+202E) a hostile API put there reached
/// the terminal raw (security reading of #31, M1). Now they are JSON escapes, and the document
/// still reads back as the server sent it.
struct DemoActivityEscapingTests {
    @Test func controlAndBidiCharactersFromTheServerAreEscapedAndReadBack() throws {
        let hostileId = "lock\u{9B}2J\u{7F}\u{202E}kcol"
        let item = SeamLockActivity(id: "e1", kind: .unlocked, occurredAt: Date(timeIntervalSince1970: 1_800_000_000),
                                    keyId: hostileId, method: "remote\u{9B}31m")
        let document = try ActivityJSON.document([item])
        #expect(!document.unicodeScalars.contains { [0x9B, 0x7F, 0x202E].contains($0.value) })
        #expect(document.contains("\\u009b") && document.contains("\\u202e") && document.contains("\\u007f"))
        let decoded = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [[String: Any]]
        #expect(decoded?.first?["keyId"] as? String == hostileId)
        #expect(decoded?.first?["method"] as? String == "remote\u{9B}31m")
        #expect(decoded?.first?["type"] as? String == "lock.unlocked")
    }
}
