#if canImport(AppIntents) && os(iOS)
import AppIntents
import Foundation

@available(iOS 16, *)
extension SeamKeyEntity {
    /// The entity for a key a widget shows, for the widget's Unlock button: the intent only
    /// needs the id; the name is what the system shows while it runs.
    public init(credentialId: String, name: String, location: String) {
        self.init(display: SeamKeyDisplay(credential: SeamAccessCredential(id: credentialId, name: name, location: location),
                                          now: Date()))
    }
}
#endif
