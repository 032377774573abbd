#if canImport(AppIntents) && os(iOS)
import AppIntents

/// A mobile key as Siri, Shortcuts and Spotlight see it: its name as the title, its location
/// and expiry (or its problem) as the subtitle, and a key symbol. Never a code or card number.
@available(iOS 16, *)
public struct SeamKeyEntity: AppEntity, Sendable {
    // Computed: the iOS 17 SDK does not mark these types Sendable, and the metadata
    // extractor reads literal-returning computed properties as well as stored ones.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "Key") }
    public static var defaultQuery: SeamKeyEntityQuery { SeamKeyEntityQuery() }

    public let id: String
    /// The key's display data, from SeamAccess.
    public let display: SeamKeyDisplay

    public init(display: SeamKeyDisplay) {
        id = display.id
        self.display = display
    }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(display.title)", subtitle: "\(display.subtitle)",
                              image: DisplayRepresentation.Image(systemName: display.systemImage))
    }
}
#endif
