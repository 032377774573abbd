import Foundation

/// What the SeamIntents and SeamWidgets targets need to know about the app: where the key
/// snapshot lives, the app's link form, and what the widget may show when locked.
///
/// Set it once, early, in every process that uses them: the app (in its `App.init`) and the
/// widget extension (in its `WidgetBundle.init`). A process that sets nothing (an intent the
/// system runs in an extension before any of its code did) reads the main bundle's
/// Info.plist instead: `SeamAppGroup` (the App Group identifier), `SeamURLScheme` and
/// `SeamUniversalLinkBase`; see ``init(infoDictionary:)``.
///
/// ```swift
/// SeamExtensionConfiguration.current = SeamExtensionConfiguration(
///     container: .appGroup("group.com.example.keys"),
///     linkFormat: SeamLinkFormat(scheme: "myapp"))
/// ```
public struct SeamExtensionConfiguration: Hashable, Sendable {
    /// Where the key snapshot lives; `nil` means extensions have no key data (they show the
    /// signed-out state and offer to open the app).
    public var container: SeamExtensionConfiguration.SharedContainer?
    /// How widgets link to a key's card (the Unlock link adds a proof signed with the install's secret: see
    /// ``resolvedLinkFormat``).
    public var linkFormat: SeamLinkFormat
    /// What the widget may show on a locked device.
    public var widgetPrivacy: SeamExtensionConfiguration.WidgetPrivacy
    /// Snapshot files larger than this are not read.
    public var maximumSnapshotSize: Int

    /// A configuration with the given container, link format, widget privacy and snapshot size limit.
    public init(
        container: SeamExtensionConfiguration.SharedContainer? = nil,
        linkFormat: SeamLinkFormat = SeamLinkFormat(),
        widgetPrivacy: SeamExtensionConfiguration.WidgetPrivacy = .hidesKeyDetailsWhenLocked,
        maximumSnapshotSize: Int = 4 << 20
    ) {
        self.container = container
        self.linkFormat = linkFormat
        self.widgetPrivacy = widgetPrivacy
        self.maximumSnapshotSize = maximumSnapshotSize
    }

    /// The configuration an Info.plist describes: `SeamAppGroup` (App Group identifier),
    /// `SeamURLScheme` (without `://`) and `SeamUniversalLinkBase` (an https address), all
    /// optional strings; anything else is ignored.
    public init(infoDictionary: [String: Any]) {
        func string(_ key: String) -> String? {
            (infoDictionary[key] as? String).map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let base = string("SeamUniversalLinkBase").flatMap(URL.init(string:)).flatMap { $0.scheme?.lowercased() == "https" ? $0 : nil }
        self.init(container: string("SeamAppGroup").map(SeamExtensionConfiguration.SharedContainer.appGroup),
                  linkFormat: SeamLinkFormat(scheme: string("SeamURLScheme"), universalLinkBase: base))
    }

    /// `nil` until something sets ``current``; then reads fall back to the Info.plist.
    private static let storage = LockIsolated<SeamExtensionConfiguration?>(nil)
    private static let fromInfoPlist = LockIsolated<SeamExtensionConfiguration?>(nil)

    /// The process-wide configuration; safe to read and write from any thread. Until it is
    /// set, it is read (once, lazily) from the main bundle's Info.plist keys.
    public static var current: SeamExtensionConfiguration {
        get {
            if let set = storage.snapshot { return set }
            return fromInfoPlist.withLock { cached in
                if let cached { return cached }
                let read = SeamExtensionConfiguration(infoDictionary: Bundle.main.infoDictionary ?? [:])
                cached = read
                return read
            }
        }
        set {
            storage.withLock { $0 = newValue }
            // The cloud engine's default shared container follows the app's configuration.
            SeamSharedContainer.current = newValue.container
        }
    }

    /// ``linkFormat`` with the install's ``SeamExtensionConfiguration/SharedContainer/linkSecret()`` as its
    /// ``SeamLinkFormat/autoStartSecret``, so the widget's Unlock links carry a proof that
    /// starts unlocking and nobody else's do. Reads (or on first use creates) the secret in the
    /// App Group's Keychain.
    ///
    /// When ``linkFormat`` has a secret of its own (at least
    /// ``SeamLinkFormat/minimumSecretLength`` bytes), links are signed with it bound to the
    /// install's secret, so that it too changes at every sign-out and differs on every phone:
    /// a constant in the app's code cannot sign links for someone else's phone, nor for a
    /// session that ended. With no container to keep the install's secret in, such a secret
    /// signs nothing (links open the card and wait for a tap).
    public var resolvedLinkFormat: SeamLinkFormat {
        resolved(linkFormat)
    }

    /// `format` signed as ``resolvedLinkFormat`` signs: without a secret of its own it gets
    /// the install's, and a secret of its own is bound to the install's (with no container,
    /// a format with a secret signs nothing). `SeamUnlockRouter` reads its own
    /// ``SeamUnlockRouter/linkFormat`` through this too, so a constant secret set there cannot
    /// sign links either.
    package func resolved(_ format: SeamLinkFormat) -> SeamLinkFormat {
        var format = format
        format.honoursProofs = true
        guard let appSecret = format.autoStartSecret else {
            format.autoStartSecret = container?.linkSecret()
            return format
        }
        // Too short to be honoured: left as it is, and ignored by the format.
        guard appSecret.utf8.count >= SeamLinkFormat.minimumSecretLength else { return format }
        format.autoStartSecret = container?.linkSecret().map {
            SeamLinkProof.bind(appSecret: appSecret, toInstallSecret: $0)
        }
        return format
    }

    /// Reads the key snapshot, or reports that there is no container.
    package func readKeys() -> SeamKeySnapshotReadResult {
        guard let container else { return .unreadable(.containerUnavailable) }
        return SeamKeySnapshotReader(container: container, maximumFileSize: maximumSnapshotSize).read()
    }

    /// The keys for an intent's entity query: what Siri offers first and what matches
    /// `text`, both in list order. No snapshot gives no keys. An intent passes
    /// ``SeamExtensionConfiguration/AppProcess/preferredLocale()``,
    /// the app's language, which ``SeamIntentActions`` speaks too.
    public func keyQuery(now: Date, locale: Locale) -> SeamExtensionConfiguration.KeyQueryAnswers {
        SeamExtensionConfiguration.KeyQueryAnswers(credentials: readKeys().accessCredentials ?? [],
                                                  now: now, locale: locale)
    }
}

extension SeamExtensionConfiguration {
    /// Answers an App Intents entity query from a list of keys.
    public struct KeyQueryAnswers: Sendable {
        /// The keys the snapshot holds.
        public let credentials: [SeamAccessCredential]
        /// The moment the answers are for.
        public let now: Date
        /// The language of the answers' text.
        public let locale: Locale

        /// Answers over `credentials` at `now`, in `locale`.
        public init(credentials: [SeamAccessCredential], now: Date, locale: Locale) {
            self.credentials = credentials
            self.now = now
            self.locale = locale
        }

        /// The keys with these ids, in the order asked (ids no longer listed are left out).
        public func keys(for identifiers: [String]) -> [SeamKeyDisplay] {
            let byId = Dictionary(credentials.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            return identifiers.compactMap { byId[$0] }.map(display)
        }

        /// Usable keys in list order.
        public func suggestions() -> [SeamKeyDisplay] {
            SeamKeySearch.suggestions(credentials, now: now, locale: locale).map(display)
        }

        /// Keys whose name or location matches `text`, in list order.
        public func keys(matching text: String) -> [SeamKeyDisplay] {
            SeamKeySearch.keys(matching: text, in: credentials, now: now, locale: locale).map(display)
        }

        private func display(_ credential: SeamAccessCredential) -> SeamKeyDisplay {
            SeamKeyDisplay(credential: credential, now: now, locale: locale)
        }
    }
}

extension SeamExtensionConfiguration {
    /// The folder the app and its extensions share (the SDK's ``SeamSharedContainer``), under
    /// the name this configuration has always given it.
    public typealias SharedContainer = SeamSharedContainer
}
