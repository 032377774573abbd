import Foundation

// As the SDK's `SeamCredential`: printing, interpolating or dumping a key never shows its door
// code, card number or a verification link.
extension SeamAccessCredential: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The SDK model's description (the code and card number only as `<redacted>`), under this type's name.
    public var description: String {
        sdkCredential.redactedDescription(typeName: "SeamAccessCredential", providerLabel: "provider")
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror { sdkCredential.redactedMirror(of: self, providerLabel: "provider") }
}
