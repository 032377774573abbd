import Foundation

/// How the Seam cloud engine reaches the API, stores what it caches, and syncs.
///
/// ```swift
/// var configuration = SeamCloudConfiguration()
/// configuration.syncInterval = 120
/// try Seam.initialize(clientSessionToken: token, backend: .cloud(configuration))
/// ```
public struct SeamCloudConfiguration: Sendable {
    /// The API's base URL.
    public var baseURL: URL
    /// Where the offline cache (until sign-out) and the installation id live; `nil` for the default
    /// (Application Support/SeamAccess on iOS, Application Support/<bundle id>/SeamAccess on
    /// macOS, where every app of the user shares that folder; ~/.cache/seam-access elsewhere).
    /// The files in it are excluded from backups.
    /// When ``sharedContainer`` is set too, this wins for the cache; the snapshot still goes
    /// to the shared container.
    public var cacheDirectory: URL?
    /// An App Group container shared with the app's widgets and intents: by default the one
    /// the app configured for them (`SeamExtensionConfiguration/current`, set in code or
    /// read from the Info.plist key `SeamAppGroup`) when the configuration is made, so the App
    /// Group is named in one place. When there is one, the engine keeps a key snapshot
    /// (no token, no codes, no card numbers) up to date there, deleted on deactivation, for
    /// the extensions' snapshot reader. The full offline cache (which holds codes and card numbers)
    /// stays in the app's own Application Support unless ``keepsCacheInSharedContainer`` is
    /// set. Set it to `nil` to keep nothing there.
    public var sharedContainer: SeamSharedContainer?
    /// Also keep the full offline cache in ``sharedContainer``. Off by default: every
    /// extension of the app could then read codes, card numbers and the keys' provider
    /// metadata (``SeamCredential/providerMetadata``, with the provider session's state).
    /// ``cacheDirectory`` wins over both.
    public var keepsCacheInSharedContainer = false
    /// Where the client session token is kept while a session is active (and renewed tokens
    /// with it): memory, on every platform. Deleted at every deactivation and when the server
    /// ends the session; never written to disk or the Keychain, which would outlive the app.
    @_spi(SeamInternal) public var tokenStore: any SeamTokenStore
    /// Where earlier versions kept the token between launches: the Keychain on Apple
    /// platforms, `nil` (nothing to clear) elsewhere. The engine deletes it at an
    /// installation's first activation (``SeamTokenLeftoverSweep``).
    @_spi(SeamInternal) public var tokenLeftovers: (any SeamTokenLeftovers)?
    /// Asks the app's backend for a fresh client session token when the API answers 401;
    /// `nil` (the default) ends the session then, as ``SeamError/invalidClientSessionToken``.
    /// See ``SeamCloudConfiguration/TokenProvider``.
    public var tokenProvider: SeamCloudConfiguration.TokenProvider?
    /// Sends the requests: `URLSession` unless a test or benchmark injects another.
    @_spi(SeamInternal) public var transport: any SeamHTTPTransport
    /// Seconds one request may take.
    public var requestTimeout: TimeInterval
    /// The clock that measures ``requestTimeout``: real time unless a test injects a manual
    /// clock, so that whether a request times out never depends on the machine's speed.
    @_spi(SeamInternal) public var requestDeadlineClock: any SeamClock = SeamSystemClock()
    /// Extra attempts after a 429 or 5xx answer.
    public var maximumRetries: Int
    /// The first retry's delay in seconds; each later one doubles it. A longer `Retry-After`
    /// wins, up to ``maximumRetryDelay``.
    public var retryBaseDelay: TimeInterval
    /// The longest delay between retries, in seconds.
    public var maximumRetryDelay: TimeInterval
    /// Seconds between background refreshes while active; `nil` turns background sync off.
    public var syncInterval: TimeInterval?
    /// Up to this fraction of the interval is added at random, so devices do not sync in step.
    public var syncJitter: Double
    /// The longest wait after repeated sync failures (the interval doubles per failure).
    public var maximumSyncBackoff: TimeInterval
    /// How long keys stay usable without the server confirming them: when the last good
    /// answer (online, or the offline cache's) is older than this, the keys are still listed
    /// but ask for a connection (``SeamCredentialError/RequiredUserInteraction/enableInternet``)
    /// and do not unlock until a refresh reaches Seam. 3 days by default: long enough for a
    /// phone offline over a weekend or a flight to keep working, short enough that a key the
    /// property revoked stops opening doors on a phone kept offline within days. An online
    /// phone confirms its keys on every sync (``syncInterval``), so this only matters offline.
    /// `.infinity` turns the limit off.
    public var maximumOfflineAge: TimeInterval = SeamCloudConfiguration.defaultMaximumOfflineAge

    /// 3 days; see ``maximumOfflineAge``.
    public static let defaultMaximumOfflineAge: TimeInterval = 3 * 86_400

    /// The largest reply body the engine reads, in bytes. A larger one fails the call as
    /// ``SeamServiceUnavailableError`` (an answer the engine cannot use: the keys and the
    /// offline cache stay as they were) and is not read to its end: the transfer stops when
    /// its `Content-Length` says it is larger, or as soon as more bytes than this have arrived.
    /// So a broken or hostile server cannot fill the phone's memory.
    /// ``defaultMaximumResponseSize`` unless set.
    public var maximumResponseSize: Int = SeamCloudConfiguration.defaultMaximumResponseSize

    /// 5 MiB (5,242,880 bytes); see ``maximumResponseSize``. A phone session carries about
    /// 2 KB per key and a lock list a few KB per lock, so this is room for over two thousand
    /// keys or a thousand locks, far more than one person's phone holds, while a reply this
    /// size still decodes in a few tens of megabytes of memory.
    public static let defaultMaximumResponseSize = 5 << 20

    /// The production API with the defaults above; set the properties to change one.
    ///
    /// - Parameters:
    ///   - baseURL: The API's address (``productionURL`` by default).
    ///   - cacheDirectory: Where the offline cache lives; `nil` picks ``resolvedCacheDirectory``.
    ///   - requestTimeout: Seconds one request may take.
    ///   - maximumRetries: Extra attempts after a 429 or 5xx answer.
    ///   - retryBaseDelay: The first retry's delay in seconds.
    ///   - maximumRetryDelay: The longest delay between retries.
    ///   - syncInterval: Seconds between background refreshes; `nil` turns background sync off.
    ///   - syncJitter: The random fraction added to each interval.
    ///   - maximumSyncBackoff: The longest wait after repeated sync failures.
    ///   - sharedContainer: The App Group the app shares with its extensions.
    public init(
        baseURL: URL = SeamCloudConfiguration.productionURL,
        cacheDirectory: URL? = nil,
        requestTimeout: TimeInterval = 30,
        maximumRetries: Int = 2,
        retryBaseDelay: TimeInterval = 0.5,
        maximumRetryDelay: TimeInterval = 30,
        syncInterval: TimeInterval? = 60,
        syncJitter: Double = 0.2,
        maximumSyncBackoff: TimeInterval = 900,
        sharedContainer: SeamSharedContainer? = SeamSharedContainer.current
    ) {
        self.baseURL = baseURL
        self.cacheDirectory = cacheDirectory
        tokenStore = SeamMemoryTokenStore()
        #if canImport(Security)
        tokenLeftovers = SeamKeychainTokenLeftovers.current
        #else
        tokenLeftovers = nil
        #endif
        transport = SeamURLSessionTransport()
        self.requestTimeout = requestTimeout
        self.maximumRetries = maximumRetries
        self.retryBaseDelay = retryBaseDelay
        self.maximumRetryDelay = maximumRetryDelay
        self.syncInterval = syncInterval
        self.syncJitter = syncJitter
        self.maximumSyncBackoff = maximumSyncBackoff
        self.sharedContainer = sharedContainer
    }

    /// `https://connect.getseam.com`.
    public static let productionURL = SeamCloudConfiguration.parse("https://connect.getseam.com")

    static func parse(_ text: String) -> URL {
        guard let url = URL(string: text) else { preconditionFailure("invalid constant URL \(text)") }
        return url
    }

    /// Where the offline cache lives: ``cacheDirectory``, else the shared container when
    /// ``keepsCacheInSharedContainer``, else the app's own Application Support folder.
    public var resolvedCacheDirectory: URL {
        if let cacheDirectory { return cacheDirectory }
        if keepsCacheInSharedContainer, let shared = sharedContainer?.directory { return shared }
        #if canImport(Darwin)
        let shared = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        #if os(macOS)
        // Not sandboxed, every app of the user shares Application Support: one folder per app.
        let base = Bundle.main.bundleIdentifier.map { shared.appendingPathComponent($0, isDirectory: true) } ?? shared
        #else
        let base = shared
        #endif
        return base.appendingPathComponent("SeamAccess", isDirectory: true)
        #else
        let home = FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/seam-access", isDirectory: true)
        #endif
    }
}

extension SeamBackend {
    /// The Seam cloud API, with an offline cache and background sync.
    public static func cloud(_ configuration: SeamCloudConfiguration = SeamCloudConfiguration()) -> SeamBackend {
        SeamBackend(makeEngine: { token, clock in SeamCloudEngine(token: token, configuration: configuration, clock: clock) },
                    signOutWithoutSession: { deintegrate, logger in
                        SeamCloudEngine.signOutWithoutSession(configuration: configuration, deintegrate: deintegrate,
                                                              logger: logger)
                    })
    }
}
