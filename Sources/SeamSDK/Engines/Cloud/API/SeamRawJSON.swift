import Foundation

/// Any JSON value, read so it can be written back as JSON text: a provider's metadata, which
/// the SDK passes to lock integrations without interpreting it (``SeamProviderMetadata``).
indirect enum SeamRawJSON: Codable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([SeamRawJSON])
    case object([String: SeamRawJSON])

    /// How deep in the whole reply a raw value may still be read: metadata sits about 6 levels
    /// down the phone session, and may go ``SeamProviderMetadata/maximumDepth`` deeper. Checked
    /// as each level is entered, so a reply nested hundreds deep is refused there, before its
    /// recursion can grow the stack of the thread decoding it (512 KiB on iOS's cooperative
    /// pool), not after it has all been read.
    static let maximumPathDepth = 8 + SeamProviderMetadata.maximumDepth

    init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count <= Self.maximumPathDepth else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "Provider metadata nested too deep"))
        }
        if var items = try? decoder.unkeyedContainer() {
            var values: [SeamRawJSON] = []
            while !items.isAtEnd { values.append(try items.decode(SeamRawJSON.self)) }
            self = .array(values)
        } else if let fields = try? decoder.container(keyedBy: SeamAnyCodingKey.self) {
            var values: [String: SeamRawJSON] = [:]
            for key in fields.allKeys { values[key.stringValue] = try fields.decode(SeamRawJSON.self, forKey: key) }
            self = .object(values)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let integer = try? value.decode(Int64.self) {
                self = .integer(integer)
            } else if let number = try? value.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var value = encoder.singleValueContainer()
            try value.encodeNil()
        case .bool(let bool):
            var value = encoder.singleValueContainer()
            try value.encode(bool)
        case .integer(let integer):
            var value = encoder.singleValueContainer()
            try value.encode(integer)
        case .number(let number):
            var value = encoder.singleValueContainer()
            try value.encode(number)
        case .string(let string):
            var value = encoder.singleValueContainer()
            try value.encode(string)
        case .array(let values):
            var items = encoder.unkeyedContainer()
            for element in values { try items.encode(element) }
        case .object(let values):
            var fields = encoder.container(keyedBy: SeamAnyCodingKey.self)
            for (key, element) in values { try fields.encode(element, forKey: SeamAnyCodingKey(key)) }
        }
    }

    /// How many arrays and objects deep the value goes (a scalar: 0).
    var depth: Int {
        switch self {
        case .array(let values): return 1 + (values.lazy.map(\.depth).max() ?? 0)
        case .object(let values): return 1 + (values.values.lazy.map(\.depth).max() ?? 0)
        default: return 0
        }
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// The value as JSON text (keys sorted, so equal values give equal text), when it is an
    /// object within ``SeamProviderMetadata``'s limits; `nil` otherwise.
    var boundedObjectJSON: Data? {
        guard isObject, depth <= SeamProviderMetadata.maximumDepth else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), data.count <= SeamProviderMetadata.maximumObjectSize else {
            return nil
        }
        return data
    }
}

/// A coding key for any name: for objects whose keys are not known in advance.
struct SeamAnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
