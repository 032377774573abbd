import Foundation

/// A door a key opens: a guest room, a lift (elevator reader), a pool gate, a building's
/// entrance.
///
/// A hotel guest's one key usually opens several: the room, the lift and the pool. The cloud
/// backend reads them from the credential's `acs_entrances`, in the API's order; a key whose
/// access system lists none has an empty ``SeamCredential/entrances``.
///
/// ```swift
/// let key = SeamCredential(
///     id: "room-1208", name: "Room 1208", location: "",
///     entrances: [SeamEntrance(name: "Room 1208", kind: .guestRoom),
///                 SeamEntrance(name: "Lift", kind: .elevator),
///                 SeamEntrance(name: "Pool", kind: .commonArea)])
/// key.entrances.map(\.name)   // ["Room 1208", "Lift", "Pool"]
/// ```
public struct SeamEntrance: Hashable, Sendable, Codable {
    /// What sort of door it is, where the access system says so.
    ///
    /// An open set of values (not an enum), so kinds added later never break a `switch`:
    /// compare with ``guestRoom``, ``elevator`` and ``commonArea``, and treat any other value
    /// as a door like any other.
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable {
        public let rawValue: String

        /// A kind by its raw value, e.g. `"guestRoom"`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// A guest's own room (Visionline `door_category` `guest`, ASSA ABLOY Vostio `GuestDoor`,
        /// a Hotek room number).
        public static let guestRoom = Kind(rawValue: "guestRoom")
        /// A lift's reader (Visionline `elevator reader`, Vostio `Elevator`).
        public static let elevator = Kind(rawValue: "elevator")
        /// A door every guest or tenant shares: a pool, a gym, the building's entrance
        /// (Visionline `common`, `common (PMS)` and `entrance`; Vostio `CommonDoor` and
        /// `EntranceDoor`; a Hotek common area).
        public static let commonArea = Kind(rawValue: "commonArea")

        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// The door's name as the access system shows it, e.g. "Room 1208" or "Pool".
    public let name: String
    /// What sort of door it is; `nil` when the access system does not say.
    public let kind: Kind?

    /// A door named `name`, of `kind` when known.
    public init(name: String, kind: Kind? = nil) {
        self.name = name
        self.kind = kind
    }
}
