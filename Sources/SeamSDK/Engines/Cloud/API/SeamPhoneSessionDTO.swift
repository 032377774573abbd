import Foundation

// The parts of `POST /seam/mobile_sdk/v1/phone_sessions/get_or_create` that SeamAccess reads.
// Every field is optional and unknown keys are ignored, so additions to the API never break
// decoding; enum-like values stay plain strings so new cases pass through.

// Keys are spelled out (rather than `.convertFromSnakeCase`, which rewrites every key of every
// object and made decoding several times slower; see BENCHMARKS.md).

struct SeamPhoneSessionEnvelope: Decodable {
    let phoneSession: SeamPhoneSessionDTO

    enum CodingKeys: String, CodingKey {
        case phoneSession = "phone_session"
    }
}

struct SeamPhoneSessionDTO: Decodable {
    let providerSessions: SeamLossyArray<SeamProviderSessionDTO>?
    let userIdentity: UserIdentity?

    enum CodingKeys: String, CodingKey {
        case providerSessions = "provider_sessions", userIdentity = "user_identity"
    }

    struct UserIdentity: Decodable {
        let userIdentityId: String?

        enum CodingKeys: String, CodingKey {
            case userIdentityId = "user_identity_id"
        }
    }
}

struct SeamProviderSessionDTO: Decodable {
    let phoneRegistration: PhoneRegistration?
    let acsCredentials: SeamLossyArray<SeamCredentialDTO>?

    enum CodingKeys: String, CodingKey {
        case phoneRegistration = "phone_registration", acsCredentials = "acs_credentials"
    }

    struct PhoneRegistration: Decodable {
        let providerName: String?
        let isBeingActivated: Bool?
        let phoneRegistrationId: String?
        /// `provider_state` as JSON text, when it is an object within the metadata's limits.
        let providerStateJSON: Data?

        enum CodingKeys: String, CodingKey {
            case providerName = "provider_name", isBeingActivated = "is_being_activated"
            case phoneRegistrationId = "phone_registration_id", providerState = "provider_state"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            providerName = try container.decodeIfPresent(String.self, forKey: .providerName)
            isBeingActivated = try container.decodeIfPresent(Bool.self, forKey: .isBeingActivated)
            phoneRegistrationId = try? container.decodeIfPresent(String.self, forKey: .phoneRegistrationId)
            providerStateJSON = (try? container.decodeIfPresent(SeamRawJSON.self, forKey: .providerState))??
                .boundedObjectJSON
        }

        /// What a lock integration receives of it (``SeamProviderMetadata/PhoneRegistration``).
        var metadata: SeamProviderMetadata.PhoneRegistration {
            SeamProviderMetadata.PhoneRegistration(id: phoneRegistrationId, providerName: providerName,
                                                   isBeingActivated: isBeingActivated,
                                                   providerStateJSON: providerStateJSON)
        }
    }
}

struct SeamCredentialDTO: Decodable {
    let acsCredentialId: String?
    let acsSystemId: String?
    let acsUserId: String?
    let connectedAccountId: String?
    let displayName: String?
    let externalType: String?
    let code: String?
    let cardNumber: String?
    let isIssued: Bool?
    let isManaged: Bool?
    let startsAt: String?
    let endsAt: String?
    /// Only whether the API reported errors matters; their codes are free text.
    let hasErrors: Bool
    let warnings: SeamLossyArray<Warning>?
    let acsEntrances: SeamLossyArray<Entrance>?
    /// The `*_metadata` objects (`visionline_metadata`, …) as JSON text by key, within
    /// ``SeamProviderMetadata``'s limits: what a lock integration needs.
    let providerMetadata: [String: Data]

    /// The fields read, by name, and any other (`*_metadata`): any-name keys rather than an
    /// enum, so the one container the credential is read through also lists every key it has,
    /// without a second pass over the object (a second container made decoding twice as slow).
    /// The names read are below, on this file's extension of the key type.
    typealias CodingKeys = SeamAnyCodingKey

    /// Reads only what the mapping uses: the fields behind a synthetic id only when the API
    /// sent no id, the type name only when there is no display name.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        acsCredentialId = try container.decodeIfPresent(String.self, forKey: .acsCredentialId)
        displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
        let needsIdentity = acsCredentialId == nil
        let needsType = needsIdentity || (displayName ?? "").isEmpty
        acsSystemId = needsIdentity ? try container.decodeIfPresent(String.self, forKey: .acsSystemId) : nil
        acsUserId = needsIdentity ? try container.decodeIfPresent(String.self, forKey: .acsUserId) : nil
        connectedAccountId = needsIdentity ? try container.decodeIfPresent(String.self, forKey: .connectedAccountId) : nil
        externalType = needsType ? try container.decodeIfPresent(String.self, forKey: .externalType) : nil
        code = try container.decodeIfPresent(String.self, forKey: .code)
        cardNumber = try container.decodeIfPresent(String.self, forKey: .cardNumber)
        isIssued = try container.decodeIfPresent(Bool.self, forKey: .isIssued)
        isManaged = try container.decodeIfPresent(Bool.self, forKey: .isManaged)
        startsAt = try container.decodeIfPresent(String.self, forKey: .startsAt)
        endsAt = try container.decodeIfPresent(String.self, forKey: .endsAt)
        if container.contains(.errors), try !container.decodeNil(forKey: .errors) {
            let errors = try container.nestedUnkeyedContainer(forKey: .errors)
            hasErrors = errors.count.map { $0 > 0 } ?? !errors.isAtEnd
        } else {
            hasErrors = false
        }
        warnings = try container.decodeIfPresent(SeamLossyArray<Warning>.self, forKey: .warnings)
        acsEntrances = try container.decodeIfPresent(SeamLossyArray<Entrance>.self, forKey: .acsEntrances)
        providerMetadata = Self.providerMetadata(in: container)
    }

    /// Every `*_metadata` object of the credential; one that is not an object, or is over the
    /// limits, is left out, and at most ``SeamProviderMetadata/maximumObjectCount`` are kept
    /// (the first by key order, so a refresh keeps the same ones).
    private static func providerMetadata(in container: KeyedDecodingContainer<CodingKeys>) -> [String: Data] {
        // Almost no other key ends in "a": one byte settles most keys before the suffix check.
        let keys = container.allKeys.filter {
            $0.stringValue.utf8.last == UInt8(ascii: "a") && $0.stringValue.hasSuffix(Self.metadataSuffix)
        }
        guard !keys.isEmpty else { return [:] }
        var objects: [String: Data] = [:]
        for key in keys.sorted(by: { $0.stringValue < $1.stringValue }) {
            guard objects.count < SeamProviderMetadata.maximumObjectCount else { break }
            guard let json = (try? container.decode(SeamRawJSON.self, forKey: key))?.boundedObjectJSON else { continue }
            objects[key.stringValue] = json
        }
        return objects
    }

    private static let metadataSuffix = "_metadata"

    struct Warning: Decodable {
        let warningCode: String?

        enum CodingKeys: String, CodingKey {
            case warningCode = "warning_code"
        }
    }

    /// One of `acs_entrances`: its name and the few provider fields that say what sort of door
    /// it is. A hint of an unexpected shape is ignored, never a reason to drop the door.
    struct Entrance: Decodable {
        let displayName: String?
        /// Visionline's `door_category`: `guest`, `elevator reader`, `common`, `common (PMS)`, `entrance`.
        let visionlineCategory: String?
        /// ASSA ABLOY Vostio's `door_type`: `GuestDoor`, `Elevator`, `CommonDoor`, `EntranceDoor`.
        let vostioDoorType: String?
        /// Whether Hotek's metadata names a room number, or a common area.
        let hotekRoom: Bool
        let hotekCommonArea: Bool

        enum CodingKeys: String, CodingKey {
            case displayName = "display_name", visionline = "visionline_metadata", vostio = "assa_abloy_vostio_metadata"
            case hotek = "hotek_metadata"
        }

        private struct Visionline: Decodable {
            let doorCategory: String?

            enum CodingKeys: String, CodingKey {
                case doorCategory = "door_category"
            }
        }

        private struct Vostio: Decodable {
            let doorType: String?

            enum CodingKeys: String, CodingKey {
                case doorType = "door_type"
            }
        }

        private struct Hotek: Decodable {
            let roomNumber: String?
            let commonAreaName: String?
            let commonAreaNumber: String?

            enum CodingKeys: String, CodingKey {
                case roomNumber = "room_number", commonAreaName = "common_area_name", commonAreaNumber = "common_area_number"
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            displayName = try container.decodeIfPresent(String.self, forKey: .displayName)
            // Most entrances carry none of these: only a present key is decoded.
            visionlineCategory = container.contains(.visionline)
                ? (try? container.decodeIfPresent(Visionline.self, forKey: .visionline))?.doorCategory : nil
            vostioDoorType = container.contains(.vostio)
                ? (try? container.decodeIfPresent(Vostio.self, forKey: .vostio))?.doorType : nil
            let hotek = container.contains(.hotek) ? try? container.decodeIfPresent(Hotek.self, forKey: .hotek) : nil
            hotekRoom = !(hotek?.roomNumber ?? "").isEmpty
            hotekCommonArea = !(hotek?.commonAreaName ?? "").isEmpty || !(hotek?.commonAreaNumber ?? "").isEmpty
        }
    }
}

/// The API's error body: `{"error": {"type": …, "message": …}}`.
struct SeamErrorEnvelope: Decodable {
    let error: Body

    struct Body: Decodable {
        let type: String?
        let message: String?
    }
}

/// An array that drops the elements it cannot decode instead of failing as a whole, counting
/// them so the drop can be logged.
struct SeamLossyArray<Element: Decodable>: Decodable {
    let elements: [Element]
    let droppedCount: Int

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var dropped = 0
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? container.decode(SeamSkippedValue.self)
                dropped += 1
            }
        }
        self.elements = elements
        droppedCount = dropped
    }
}

/// Consumes one value of any shape.
private struct SeamSkippedValue: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// The credential fields ``SeamCredentialDTO`` reads by name.
fileprivate extension SeamAnyCodingKey {
    static let acsCredentialId = SeamAnyCodingKey("acs_credential_id"), acsSystemId = SeamAnyCodingKey("acs_system_id")
    static let acsUserId = SeamAnyCodingKey("acs_user_id"), connectedAccountId = SeamAnyCodingKey("connected_account_id")
    static let displayName = SeamAnyCodingKey("display_name"), externalType = SeamAnyCodingKey("external_type")
    static let code = SeamAnyCodingKey("code"), cardNumber = SeamAnyCodingKey("card_number"), isIssued = SeamAnyCodingKey("is_issued")
    static let isManaged = SeamAnyCodingKey("is_managed"), startsAt = SeamAnyCodingKey("starts_at"), endsAt = SeamAnyCodingKey("ends_at")
    static let errors = SeamAnyCodingKey("errors"), warnings = SeamAnyCodingKey("warnings")
    static let acsEntrances = SeamAnyCodingKey("acs_entrances")
}
