import Foundation

// Printing a key, interpolating it into a log line or `dump`ing it never shows its door code,
// its card number or a verification link: those stay in the fields the app reads on purpose.

extension SeamCredential: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key's id, name, place, provider, dates, proximities, error codes, doors and lock
    /// state; the code and card number only as `<redacted>` when present, and the provider
    /// metadata only as its keys and sizes.
    public var description: String { redactedDescription(typeName: "SeamCredential", providerLabel: "providerName") }

    public var debugDescription: String { description }

    /// What `dump` and debuggers show: the fields of ``description``.
    public var customMirror: Mirror { redactedMirror(of: self, providerLabel: "providerName") }

    /// ``description`` under another type's name and provider label (the UI model's).
    package func redactedDescription(typeName: String, providerLabel: String) -> String {
        var fields = ["id: \(id)", "name: \(name)", "location: \(location)", "isManaged: \(isManaged)"]
        if let providerName { fields.append("\(providerLabel): \(providerName)") }
        if let startsAt { fields.append("startsAt: \(startsAt)") }
        if let expiry { fields.append("expiry: \(expiry)") }
        if code != nil { fields.append("code: <redacted>") }
        if cardNumber != nil { fields.append("cardNumber: <redacted>") }
        fields.append("supportedUnlockProximities: \(supportedUnlockProximities.map(\.rawValue))")
        fields.append("errors: \(errors.map(\.code))")
        if !entrances.isEmpty { fields.append("entrances: \(entrances.map(\.name))") }
        if let lockState { fields.append("lockState: \(lockState)") }
        if let providerMetadata { fields.append("providerMetadata: \(providerMetadata)") }
        return "\(typeName)(\(fields.joined(separator: ", ")))"
    }

    /// ``customMirror`` for `subject` (this key or the UI model of it).
    package func redactedMirror(of subject: Any, providerLabel: String) -> Mirror {
        Mirror(subject, children: [
            "id": id, "name": name, "location": location, "isManaged": isManaged,
            providerLabel: providerName as Any, "startsAt": startsAt as Any, "expiry": expiry as Any,
            "code": code == nil ? "nil" : "<redacted>", "cardNumber": cardNumber == nil ? "nil" : "<redacted>",
            "supportedUnlockProximities": supportedUnlockProximities.map(\.rawValue), "errors": errors.map(\.code),
            "entrances": entrances.map(\.name), "lockState": lockState as Any,
            "providerMetadata": providerMetadata as Any,
        ], displayStyle: .struct)
    }
}

extension SeamCredentialError: CustomStringConvertible, CustomReflectable {
    /// ``code``, e.g. `userInteractionRequired.completeOtpAuthorization`: never the link itself.
    public var description: String { code }

    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}

extension SeamCredentialError.RequiredUserInteraction: CustomStringConvertible, CustomReflectable {
    /// ``code``, e.g. `completeOtpAuthorization`: never the link itself.
    public var description: String { code }

    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .enum) }
}
