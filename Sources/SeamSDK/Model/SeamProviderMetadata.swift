import Foundation

/// What a lock maker's SDK needs to open a key's lock, as the phone session gives it: the
/// credential's provider metadata objects (`visionline_metadata`, `assa_abloy_vostio_metadata`,
/// `akiles_metadata`, and any `*_metadata` a later provider adds), each as the JSON the API
/// sent, and the provider session's phone registration.
///
/// It is opaque on purpose: the SDK does not interpret a vendor's fields, so a
/// ``SeamLockIntegration`` decodes the object it knows into its own `Decodable` type:
///
/// ```swift
/// struct VisionlineCard: Decodable {
///     let cardId: String
///
///     enum CodingKeys: String, CodingKey {
///         case cardId = "card_id"
///     }
/// }
///
/// let card = try credential.providerMetadata?.decode(VisionlineCard.self, forKey: "visionline_metadata")
/// ```
///
/// Treat it as a secret: it may hold what opens a door. Its description shows only its keys
/// and sizes, never a value, and it stays in the app's own storage (the key snapshot that
/// widgets read does not carry it), unless the app keeps the whole offline cache in its App
/// Group (``SeamCloudConfiguration/keepsCacheInSharedContainer``). From the API, an object larger than
/// ``maximumObjectSize`` bytes or nested deeper than ``maximumDepth`` levels is left out, and a
/// credential keeps at most ``maximumObjectCount`` objects.
public struct SeamProviderMetadata: Hashable, Sendable {
    /// The phone's registration with the provider: the provider session's `phone_registration`.
    public struct PhoneRegistration: Hashable, Sendable {
        /// `phone_registration_id`.
        public let id: String?
        /// `provider_name`.
        public let providerName: String?
        /// `is_being_activated`: the provider is still setting up this phone.
        public let isBeingActivated: Bool?
        /// `provider_state` as JSON text (an object), `nil` when the API sent none. Read it
        /// with ``providerState(as:decoder:)``.
        public let providerStateJSON: Data?

        /// A registration as the API describes it.
        ///
        /// - Parameters:
        ///   - id: ``id``.
        ///   - providerName: ``providerName``.
        ///   - isBeingActivated: ``isBeingActivated``.
        ///   - providerStateJSON: ``providerStateJSON``: JSON text, or `nil`.
        public init(id: String? = nil, providerName: String? = nil, isBeingActivated: Bool? = nil,
                    providerStateJSON: Data? = nil) {
            self.id = id
            self.providerName = providerName
            self.isBeingActivated = isBeingActivated
            self.providerStateJSON = providerStateJSON
        }

        /// ``providerStateJSON`` decoded as `type`; `nil` when there is none.
        ///
        /// - Throws: `decoder`'s error when the state is not a `type`.
        public func providerState<T: Decodable>(as type: T.Type, decoder: JSONDecoder = JSONDecoder()) throws -> T? {
            guard let providerStateJSON else { return nil }
            return try decoder.decode(type, from: providerStateJSON)
        }
    }

    /// The largest metadata object (as JSON text) kept from the API: 16 KiB.
    public static let maximumObjectSize = 16_384
    /// The most metadata objects one credential keeps from the API: 16.
    public static let maximumObjectCount = 16
    /// The deepest nesting of arrays and objects kept from the API: 16 levels.
    public static let maximumDepth = 16

    /// The credential's metadata objects by their API key, as JSON text.
    private let objects: [String: Data]
    /// The provider session's `phone_registration`; `nil` when the API sent none.
    public let phoneRegistration: PhoneRegistration?

    /// Metadata as the API describes it.
    ///
    /// - Parameters:
    ///   - objects: Each metadata object's JSON text by its API key, e.g.
    ///     `["visionline_metadata": Data(#"{"card_id":"7"}"#.utf8)]`.
    ///   - phoneRegistration: ``phoneRegistration``.
    public init(objects: [String: Data] = [:], phoneRegistration: PhoneRegistration? = nil) {
        self.objects = objects
        self.phoneRegistration = phoneRegistration
    }

    /// The metadata objects' API keys, sorted, e.g. `["visionline_metadata"]`.
    public var keys: [String] { objects.keys.sorted() }

    /// Whether it holds no metadata object and no phone registration.
    public var isEmpty: Bool { objects.isEmpty && phoneRegistration == nil }

    /// The JSON text of the metadata object under `key`; `nil` when the credential has none.
    public func json(forKey key: String) -> Data? {
        objects[key]
    }

    /// The metadata object under `key` decoded as `type`; `nil` when the credential has none.
    ///
    /// - Throws: `decoder`'s error when the object is not a `type`.
    public func decode<T: Decodable>(_ type: T.Type, forKey key: String,
                                     decoder: JSONDecoder = JSONDecoder()) throws -> T? {
        guard let json = objects[key] else { return nil }
        return try decoder.decode(type, from: json)
    }
}

// Printing it never shows a value: only the keys and how large each object is.
extension SeamProviderMetadata: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The keys and sizes, e.g. `SeamProviderMetadata(visionline_metadata: 212 bytes)`, and the
    /// registration's provider.
    public var description: String {
        var fields = keys.map { "\($0): \(objects[$0]?.count ?? 0) bytes" }
        if let phoneRegistration { fields.append("phoneRegistration: \(phoneRegistration)") }
        return "SeamProviderMetadata(\(fields.joined(separator: ", ")))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["keys": keys, "phoneRegistration": phoneRegistration as Any], displayStyle: .struct)
    }
}

extension SeamProviderMetadata.PhoneRegistration: CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable {
    /// The provider and whether it is being activated; the id and the state only as present
    /// and their size.
    public var description: String {
        var fields = [providerName ?? "no provider"]
        if id != nil { fields.append("id: <redacted>") }
        if let isBeingActivated { fields.append("isBeingActivated: \(isBeingActivated)") }
        if let providerStateJSON { fields.append("providerState: \(providerStateJSON.count) bytes") }
        return "PhoneRegistration(\(fields.joined(separator: ", ")))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["providerName": providerName as Any, "isBeingActivated": isBeingActivated as Any,
                                "id": id == nil ? "nil" : "<redacted>",
                                "providerState": providerStateJSON.map { "\($0.count) bytes" } ?? "nil"],
               displayStyle: .struct)
    }
}
