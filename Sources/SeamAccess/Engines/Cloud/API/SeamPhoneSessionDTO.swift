import Foundation

// The parts of `POST /seam/mobile_sdk/v1/phone_sessions/get_or_create` that SeamAccess reads.
// Every field is optional and unknown keys are ignored, so additions to the API never break
// decoding; enum-like values stay plain strings so new cases pass through.

struct SeamPhoneSessionEnvelope: Decodable {
    let phoneSession: SeamPhoneSessionDTO
}

struct SeamPhoneSessionDTO: Decodable {
    let providerSessions: SeamLossyArray<SeamProviderSessionDTO>?
    let userIdentity: UserIdentity?

    struct UserIdentity: Decodable {
        let userIdentityId: String?
    }
}

struct SeamProviderSessionDTO: Decodable {
    let phoneRegistration: PhoneRegistration?
    let acsCredentials: SeamLossyArray<SeamCredentialDTO>?

    struct PhoneRegistration: Decodable {
        let providerName: String?
        let isBeingActivated: Bool?
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
    let endsAt: String?
    let errors: SeamLossyArray<Issue>?
    let warnings: SeamLossyArray<Warning>?
    let acsEntrances: SeamLossyArray<Entrance>?

    struct Issue: Decodable {
        let errorCode: String?
    }

    struct Warning: Decodable {
        let warningCode: String?
    }

    struct Entrance: Decodable {
        let displayName: String?
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
