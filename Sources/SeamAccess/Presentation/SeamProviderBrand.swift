import Foundation

/// The brand name shown on a key card for a lock provider key.
package enum SeamProviderBrand {
    /// "Salto" for `salto_space`, "ASSA ABLOY" for `assa_abloy_credential_service`, …; `nil` for
    /// a missing or unknown provider (show nothing rather than a raw key).
    package static func displayName(for provider: String?) -> String? {
        guard let provider = provider?.lowercased() else { return nil }
        let brands: [(prefix: String, name: String)] = [
            ("salto", "Salto"), ("assa_abloy", "ASSA ABLOY"), ("visionline", "ASSA ABLOY"), ("latch", "Latch"),
            ("dormakaba", "dormakaba"), ("hid", "HID"), ("brivo", "Brivo"), ("legic", "LEGIC"),
        ]
        return brands.first { provider.hasPrefix($0.prefix) }?.name
    }
}
