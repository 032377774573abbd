import Foundation
import PropertyBased
import SeamAccess

/// Generators for property tests: credentials with the names, expiries and errors that make
/// ordering and presentation interesting (numbers, case, accents, ties, lapsed expiries).
enum CredentialGen {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    static let names = [
        "Room 9", "Room 10", "room 9", "Room 09", "Room 100", "ROOM 9", "Ärger", "Zebra", "apple", "Éclair", "éclair",
        "10", "9", "", "Pool Gate", "pool gate", "Straße", "STRASSE", "東京", "Room 9a", "Room 9 ",
    ]

    static let errors: [SeamCredentialError] = [
        .expired, .awaitingLocalCredential, .contactSeamSupport, .unsupportedDevice, .unknown,
        .userInteractionRequired(.enableBluetooth), .userInteractionRequired(.appRestartRequired),
    ]

    /// One credential's choices: name, suffix, expiry kind, hour slot, any offset, error mask.
    static let spec = zip(Gen.int(in: 0...(names.count - 1)), Gen.letterOrNumber.string(of: 0...2), Gen.int(in: 0...3),
                          Gen.int(in: -3...3), Gen.int(in: -34_560_000...34_560_000), Gen.int(in: 0...127))

    /// 0 to 12 credentials with unique ids (`id0`, `id1`, …).
    static let credentials = spec.array(of: 0...12).map { specs in
        specs.enumerated().map { index, spec in
            let (name, suffix, kind, slot, seconds, mask) = spec
            let expiry: Date? = switch kind {
            case 0: nil
            case 1: now.addingTimeInterval(TimeInterval(slot) * 3_600)  // few values: ties happen
            default: now.addingTimeInterval(TimeInterval(seconds))
            }
            // Some keys start later (or started already): a start still to come makes a key unusable.
            let startsAt: Date? = kind == 2 ? now.addingTimeInterval(TimeInterval(slot) * 1_800) : nil
            return SeamAccessCredential(
                id: "id\(index)", name: names[name] + (kind == 3 ? suffix : ""), location: "", startsAt: startsAt,
                expiry: expiry,
                errors: errors.indices.filter { mask & (1 << $0) != 0 }.map { errors[$0] }, provider: "p")
        }
    }
}
