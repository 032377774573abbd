import Foundation

/// The sandbox's sample keys: deterministic, one for each state the UI must handle.
///
/// SeamAccess also names them `PreviewSeamService.Samples`.
public enum SeamSandboxSamples {
    /// A token the sandbox accepts (any well-formed `seam_cst…` token works).
    public static let token = "seam_cst_sandbox_demo"

    /// The sample credentials' identifiers.
    public enum ID {
        /// Room 101: ready to unlock.
        public static let room = "sandbox-room-101"
        /// The office entrance: ready to unlock.
        public static let office = "sandbox-office-entrance"
        /// The fitness center: ready to unlock (the example app's stay).
        public static let gym = "sandbox-fitness-center"
        /// The parking garage: ready to unlock.
        public static let garage = "sandbox-parking-garage"
        /// The spa suite: its lock maker (``Provider/hid``) has no integration, so it is not
        /// supported in the app and unlocking it throws `integrationNotFound`.
        public static let spa = "sandbox-spa-suite"
        /// Room 1205: still being prepared for this phone.
        public static let awaiting = "sandbox-room-1205"
        /// The pool gate: expired.
        public static let expired = "sandbox-pool-gate"
        /// The rooftop lounge: needs the property's support.
        public static let contactSupport = "sandbox-rooftop-lounge"
        /// The east annex: this device cannot use it.
        public static let unsupportedDevice = "sandbox-east-annex"
        /// The storage room: an unknown problem.
        public static let unknown = "sandbox-storage-room"
        /// The conference room: asks for a one-time password first.
        public static let otp = "sandbox-conference-room"
        /// The business center: needs an internet connection.
        public static let enableInternet = "sandbox-business-center"
        /// Wing B: needs Bluetooth turned on.
        public static let enableBluetooth = "sandbox-wing-b"
        /// The laundry: needs Bluetooth permission.
        public static let bluetoothPermission = "sandbox-laundry"
        /// The library: needs the app restarted.
        public static let restart = "sandbox-library"
        /// Not valid yet: it starts two minutes after the samples are made, and becomes usable
        /// then by itself.
        public static let notYetValid = "sandbox-penthouse"
        /// The front door of a flat: a Seam-connected smart lock opened over the internet
        /// (``SeamRemoteUnlock/provider``, proximity ``SeamUnlockProximity/remote``), as the
        /// Seam cloud lists such locks. Locked at first; it unlocks and locks
        /// (``Seam/lock(using:timeout:)``) after 1 s, its ``SeamCredential/lockState`` follows,
        /// and ``Seam/recentActivity(within:of:)`` lists a few earlier events and what this
        /// session did to it.
        public static let frontDoor = "sandbox-front-door"
    }

    /// How long after the samples are made the not-yet-valid key (``ID/notYetValid``) starts.
    public static let notYetValidStartsAfter: TimeInterval = 120

    /// The simulated providers.
    public enum Provider {
        /// Grants access after 1.2 s, or 0.5 s to a phone held at the reader.
        public static let salto = "salto_space"
        /// Grants access after 0.8 s, or 0.4 s to a phone held at the reader.
        public static let assaAbloy = "assa_abloy_credential_service"
        /// Fails to connect after 1.5 s.
        public static let latch = "latch"
        /// Never answers: unlocks time out.
        public static let dormakaba = "dormakaba_ambiance"
        /// Has no integration: unlocking throws `integrationNotFound`.
        public static let hid = "hid_origo_credential_service"
    }

    /// The OTP link of the verification sample.
    public static let otpURL = URL(string: "https://example.com/seam-sandbox/verify")

    package static let locks: [String: SeamSimulatedLock] = [
        Provider.salto: SeamSimulatedLock(latency: 1.2, outcome: .grant, touchLatency: 0.5),
        Provider.assaAbloy: SeamSimulatedLock(latency: 0.8, outcome: .grant, touchLatency: 0.4),
        Provider.latch: SeamSimulatedLock(latency: 1.5, outcome: .fail(debugDescription: "BLE GATT write failed (sandbox)")),
        Provider.dormakaba: SeamSimulatedLock(latency: 0, outcome: .neverAnswer),
        // The front door's smart lock, unlocked and locked over the (simulated) Seam API.
        SeamRemoteUnlock.provider: SeamSimulatedLock(latency: 1, outcome: .grant),
    ]

    /// What a vendor's SDK would receive for a key of a simulated `provider`
    /// (``SeamCredential/providerMetadata``): the phone's registration with the provider and,
    /// for the ASSA ABLOY keys, `visionline_metadata` as a Visionline hotel sends it. `nil`
    /// for a provider the sandbox does not simulate, and for smart locks opened over the
    /// internet (``SeamRemoteUnlock/provider``), which no lock maker's SDK opens.
    public static func providerMetadata(provider: String, credentialId: String) -> SeamProviderMetadata? {
        guard locks[provider] != nil, provider != SeamRemoteUnlock.provider else { return nil }
        let registration = SeamProviderMetadata.PhoneRegistration(
            id: "sandbox-registration-\(provider)", providerName: provider, isBeingActivated: false,
            providerStateJSON: Data(#"{"endpoint_id":"sandbox-endpoint-\#(provider)"}"#.utf8))
        guard provider == Provider.assaAbloy else { return SeamProviderMetadata(phoneRegistration: registration) }
        let visionline = #"{"auto_join":false,"card_function_type":"guest","card_id":"sandbox-card-\#(credentialId)","#
            + #""credential_id":"sandbox-credential-\#(credentialId)","is_valid":true}"#
        return SeamProviderMetadata(objects: ["visionline_metadata": Data(visionline.utf8)], phoneRegistration: registration)
    }

    /// The sample keys as of `now`. Their proximities (``SeamCredential/supportedUnlockProximities``):
    /// Room 101 both, nearby first; Main Entrance nearby only; Fitness Center touch only;
    /// Parking Garage both, touch first; Front Door (``ID/frontDoor``) remote; every other key
    /// lists none.
    @Sendable
    public static func credentials(now: Date) -> [SeamCredential] {
        let hour: TimeInterval = 3_600, day = 24 * hour
        let marina = "Hotel Marina", hq = "Acme HQ"
        func key(_ id: String, _ name: String, _ location: String, _ expiry: TimeInterval?,
                 _ provider: String, _ errors: [SeamCredentialError] = [],
                 proximities: [SeamUnlockProximity] = []) -> SeamCredential {
            SeamCredential(
                id: id,
                name: name,
                location: location,
                providerName: provider,
                expiry: expiry.map { now.addingTimeInterval($0) },
                supportedUnlockProximities: proximities,
                errors: errors,
                providerMetadata: providerMetadata(provider: provider, credentialId: id)
            )
        }
        var keys = [
            key(ID.room, "Room 101", marina, 2 * day, Provider.salto, proximities: [.nearby, .touch]),
            key(ID.office, "Main Entrance", hq, nil, Provider.assaAbloy, proximities: [.nearby]),
            key(ID.gym, "Fitness Center", marina, 6 * hour, Provider.latch, proximities: [.touch]),
            key(ID.garage, "Parking Garage", marina, 3 * day, Provider.dormakaba, proximities: [.touch, .nearby]),
            key(ID.spa, "Spa Suite", marina, 1 * day, Provider.hid),
            key(ID.awaiting, "Room 1205", marina, 4 * day, Provider.assaAbloy, [.awaitingLocalCredential]),
            key(ID.expired, "Pool Gate", marina, -3 * day, Provider.salto, [.expired]),
            key(ID.contactSupport, "Rooftop Lounge", marina, 5 * day, Provider.salto, [.contactSeamSupport]),
            key(ID.unsupportedDevice, "East Annex", hq, nil, Provider.assaAbloy, [.unsupportedDevice]),
            key(ID.unknown, "Storage Room", hq, nil, Provider.salto, [.unknown]),
            key(ID.enableInternet, "Business Center", hq, 7 * day, Provider.salto,
                [.userInteractionRequired(.enableInternet)]),
            key(ID.enableBluetooth, "Wing B", hq, 7 * day, Provider.salto, [.userInteractionRequired(.enableBluetooth)]),
            key(ID.bluetoothPermission, "Laundry", marina, 2 * day, Provider.salto,
                [.userInteractionRequired(.grantBluetoothPermission)]),
            key(ID.restart, "Library", hq, 7 * day, Provider.assaAbloy, [.userInteractionRequired(.appRestartRequired)]),
            SeamCredential(
                id: ID.notYetValid,
                name: "Penthouse Suite",
                location: marina,
                providerName: Provider.salto,
                startsAt: now.addingTimeInterval(notYetValidStartsAfter),
                expiry: now.addingTimeInterval(3 * day),
                providerMetadata: providerMetadata(provider: Provider.salto, credentialId: ID.notYetValid)
            ),
            SeamCredential(
                id: ID.frontDoor,
                name: "Front Door",
                location: "Harbour Flat",
                providerName: SeamRemoteUnlock.provider,
                supportedUnlockProximities: [.remote],
                lockState: SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.8, canLock: true)
            ),
        ]
        if let otpURL {
            keys.append(key(ID.otp, "Conference Room", hq, 7 * day, Provider.assaAbloy,
                            [.userInteractionRequired(.completeOtpAuthorization(otpUrl: otpURL))]))
        }
        return keys
    }

    /// The front door's (``ID/frontDoor``) lock events before `now`, newest first: access denied
    /// to a wrong code 3 hours before, locked by hand the day before, and unlocked with a code
    /// an hour earlier.
    @Sendable
    package static func activity(now: Date) -> [SeamLockActivity] {
        let hour: TimeInterval = 3_600
        func event(_ number: Int, _ kind: SeamLockActivity.Kind, hoursBefore: TimeInterval, _ method: String) -> SeamLockActivity {
            SeamLockActivity(id: "sandbox-event-\(number)", kind: kind, occurredAt: now.addingTimeInterval(-hoursBefore * hour),
                             keyId: ID.frontDoor, method: method)
        }
        return [
            event(3, .accessDenied, hoursBefore: 3, "keycode"),
            event(2, .locked, hoursBefore: 25, "manual"),
            event(1, .unlocked, hoursBefore: 26, "keycode"),
        ]
    }
}
