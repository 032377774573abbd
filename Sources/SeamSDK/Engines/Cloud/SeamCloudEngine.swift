import Foundation

/// The Seam cloud backend: phone sessions and Seam-connected locks over the Seam API, an
/// offline cache that survives failures, and background sync while active. Lock keys open
/// through the remote-unlock integration it provides (``SeamRemoteUnlock``).
actor SeamCloudEngine: SeamEngine {
    private let token: SeamClientSessionToken
    private let configuration: SeamCloudConfiguration
    private let clock: any SeamClock
    /// Names the offline cache: the current token's, so a renewed session keeps its cache.
    private var fingerprint: String
    private var renewal: SeamTokenRenewal?
    private var context: SeamEngineContext?
    private var logger = SeamLogger.disabled
    private var generation = 0
    private var isActive = false
    private var inFlight: Task<[SeamCredential], any Error>?
    /// Read from (or created on) disk once, not on every fetch.
    private var installationId: String?
    private var syncTask: Task<Void, Never>?
    /// The last list the server confirmed (or the cache held), and when it did.
    private var confirmed: (credentials: [SeamCredential], at: Date)?
    /// Publishes the keys as too old once ``SeamCloudConfiguration/maximumOfflineAge`` passes
    /// without a good answer.
    private var staleTask: Task<Void, Never>?
    /// The latest time seen, so a clock set back makes the keys stale; read at activation.
    private var timeMark: SeamTimeMark?
    /// The user identity of the list in ``confirmed``, kept for the cache.
    private var userIdentityId: String?
    /// Reads of a lock after an attempt on it ended (``lockMayHaveChanged(_:)``), by lock id.
    private var lockReads: [String: Task<Void, Never>] = [:]

    init(token: SeamClientSessionToken, configuration: SeamCloudConfiguration, clock: any SeamClock) {
        self.token = token
        self.configuration = configuration
        self.clock = clock
        fingerprint = SeamFingerprint.hex(token.rawValue)
    }

    private var store: SeamCloudStore {
        SeamCloudStore(directory: configuration.resolvedCacheDirectory, logger: logger)
    }

    /// Keeps the extensions' snapshot beside the cache, when there is a shared container.
    private var snapshotWriter: SeamKeySnapshotWriter? {
        configuration.sharedContainer.map { SeamKeySnapshotWriter(container: $0, logger: logger) }
    }

    /// Writes the extensions' snapshot (when there is a shared container), marking the keys
    /// the app has no lock integration for.
    private func writeSnapshot(_ credentials: [SeamCredential], savedAt: Date) {
        guard let writer = snapshotWriter else { return }
        let unsupported = context.map { context in credentials.filter { !context.hasIntegration($0) }.map(\.id) } ?? []
        writer.write(credentials, savedAt: savedAt, keysWithoutIntegration: Set(unsupported))
    }

    /// The token the requests use, renewed on 401 when the app set a token provider. Made on
    /// first use, after activation has set the logger.
    private var tokens: SeamTokenRenewal {
        if let renewal { return renewal }
        let renewal = SeamTokenRenewal(token: token, provider: configuration.tokenProvider,
                                       tokenStore: configuration.tokenStore, timeout: configuration.requestTimeout,
                                       deadlineClock: configuration.requestDeadlineClock, logger: logger)
        self.renewal = renewal
        return renewal
    }

    private var client: SeamAPIClient {
        SeamAPIClient(tokens: tokens, configuration: configuration, clock: clock, logger: logger)
    }

    func activate(context: SeamEngineContext) async throws -> [SeamCredential] {
        // A deactivation cancels the activation it interrupts; when that deactivation reached
        // the engine first, starting now would store the token (and files) it just deleted.
        try Task.checkCancellation()
        self.context = context
        logger = context.logger
        generation += 1
        let activation = generation
        isActive = true
        SeamTokenLeftoverSweep.run(configuration.tokenLeftovers, store: store, logger: logger)
        timeMark = SeamTimeMark(store: store)
        do {
            try configuration.tokenStore.save(token)
        } catch {
            logger.log(.warning, "Could not store the client session token: \(error)")
        }
        do {
            let credentials = try await fetch()
            // The actor is re-entered after the fetch: a deactivation may have run meanwhile,
            // and sync started now would outlive it.
            guard activation == generation else { throw CancellationError() }
            startSync()
            return credentials
        } catch let failure as SeamAPIFailure where failure.endsSession {
            // The session has been ended (``endSession(after:)``): its cache is gone.
            logger.log(.error, "The Seam API refused the client session token (\(failure))")
            throw SeamError.invalidClientSessionToken
        } catch let failure as SeamAPIFailure {
            guard activation == generation else { throw CancellationError() }
            if let cached = store.loadSession(fingerprint: fingerprint) {
                logger.log(.warning, "Activated offline from the cache of \(cached.savedAt) (\(failure))")
                writeSnapshot(cached.credentials, savedAt: cached.savedAt)
                // A cache saved later than the clock now reads: the clock was set back since.
                timeMark?.include(cached.savedAt)
                userIdentityId = cached.userIdentityId
                let keys = confirm(cached.credentials, at: cached.savedAt)
                startSync()
                scheduleStaleMarking()
                return keys
            }
            isActive = false
            throw failure.reportedError
        } catch {
            if activation == generation { isActive = false }
            throw error
        }
    }

    func refresh() async throws -> [SeamCredential] {
        try await refresh(joiningRequestInFlight: true)
    }

    func refreshWithNewRequest() async throws -> [SeamCredential] {
        try await refresh(joiningRequestInFlight: false)
    }

    /// `joiningRequestInFlight: false`: a phone session request already sent (before the
    /// change a push announced) is waited out, and a new one sent.
    private func refresh(joiningRequestInFlight: Bool) async throws -> [SeamCredential] {
        guard isActive else { throw SeamError.initializationRequired }
        do {
            // Waited out, and forgotten once answered: its caller may resume after this one and
            // clear it only then, and a new request must not join an answered one.
            while !joiningRequestInFlight, let earlier = inFlight {
                _ = try? await earlier.value
                if inFlight == earlier { inFlight = nil }
                guard isActive else { throw SeamError.initializationRequired }
            }
            return try await fetch()
        } catch let failure as SeamAPIFailure {
            if failure.endsSession { throw SeamError.invalidClientSessionToken }
            await keysStayUnconfirmed()
            throw failure.reportedError
        }
    }

    func deactivate(deintegrate: Bool) async {
        isActive = false
        generation += 1
        syncTask?.cancel()
        syncTask = nil
        staleTask?.cancel()
        staleTask = nil
        lockReads.values.forEach { $0.cancel() }
        lockReads = [:]
        confirmed = nil
        userIdentityId = nil
        // Closed before the files go, so an unlock checked meanwhile cannot write them again.
        timeMark?.close()
        timeMark = nil
        inFlight?.cancel()
        inFlight = nil
        // The widget's snapshot goes, and with it the secret that signed its links.
        snapshotWriter?.remove()
        // Signed out: the token is no longer kept (an app that finds one at launch knows the
        // user never signed out), nor one a renewal still running would bring (ended first).
        await renewal?.end()
        configuration.tokenStore.delete()
        // Signed out: the user's keys (codes, card numbers, verification links) leave the
        // device now, not at some later online fetch. Only the installation id stays, for the
        // next sign-in on this installation, unless the device deintegrates.
        // A token an earlier version left in the Keychain goes at sign-out too, when the
        // Keychain refused its deletion at activation (locked) and has not allowed it since.
        SeamTokenLeftoverSweep.run(configuration.tokenLeftovers, store: store, logger: logger)
        if deintegrate {
            installationId = nil
            store.wipe()
        } else {
            store.removeSessions()
        }
    }

    /// A sign-out with no session in this launch (the app signs out before initializing):
    /// the files an earlier session left go as ``deactivate(deintegrate:)`` would delete them,
    /// the widgets' snapshot (and with it their link secret) included.
    static func signOutWithoutSession(configuration: SeamCloudConfiguration, deintegrate: Bool, logger: SeamLogger) {
        configuration.sharedContainer.map { SeamKeySnapshotWriter(container: $0, logger: logger) }?.remove()
        let store = SeamCloudStore(directory: configuration.resolvedCacheDirectory, logger: logger)
        SeamTokenLeftoverSweep.run(configuration.tokenLeftovers, store: store, logger: logger)
        if deintegrate { store.wipe() } else { store.removeSessions() }
    }

    /// One request at a time: a caller that arrives while one runs shares its result.
    private func fetch() async throws -> [SeamCredential] {
        if let inFlight {
            logger.log(.debug, "Joining the phone session request in flight")
            return try await inFlight.value
        }
        let task = Task { [generation] in try await self.performFetch(generation: generation) }
        inFlight = task
        defer { if inFlight == task { inFlight = nil } }
        return try await task.value
    }

    private func performFetch(generation: Int) async throws -> [SeamCredential] {
        // Deactivated before this task ran: touch nothing (the installation id would be re-created).
        guard generation == self.generation, isActive else { throw CancellationError() }
        let store = store
        let session: SeamPhoneSessionDTO
        let serverDate: Date?
        do {
            (session, serverDate) = try await client.getOrCreatePhoneSession(installationId: currentInstallationId(store))
        } catch let failure as SeamAPIFailure {
            guard generation == self.generation, isActive else { throw CancellationError() }
            logger.log(.warning, "Seam API call failed: \(failure)")
            if failure.endsSession { await endSession(after: failure) }
            throw failure
        }
        var result = SeamCredentialMapper.map(session, now: clock.now)
        if result.droppedCount > 0 {
            logger.log(.warning, "Skipped \(result.droppedCount) unreadable entries in the phone session")
        }
        let locks = try await lockKeys(generation: generation)
        let ids = Set(result.credentials.map(\.id))
        result.credentials += locks.filter { !ids.contains($0.id) }
        // A deactivation that happened meanwhile wins: its cache wipe must not be undone.
        guard generation == self.generation, isActive else { throw CancellationError() }
        let current = SeamFingerprint.hex(await tokens.current.rawValue)
        guard generation == self.generation, isActive else { throw CancellationError() }
        // A renewed token: the cache moves to it.
        fingerprint = current
        let now = clock.now
        userIdentityId = result.userIdentityId
        store.saveSession(SeamCachedSession(userIdentityId: result.userIdentityId, sessionFingerprint: fingerprint,
                                            savedAt: now, credentials: result.credentials))
        // Earlier sessions' copies go (the expired token's, another user's): only the session
        // that just proved valid keeps keys on this device.
        store.removeSessions(except: fingerprint)
        writeSnapshot(result.credentials, savedAt: now)
        timeMark?.confirm(at: now, serverDate: serverDate)
        return confirm(result.credentials, at: now)
    }

    /// The server says this session is over (``SeamAPIFailure/endsSession``): its keys stop
    /// at once. The engine deactivates itself, which deletes the session's offline copy, then
    /// asks the facade to deactivate and tell the app.
    /// `requestWasSent`: whether a running unlock or lock may have reached the lock; `false`
    /// only from the attempt whose own request the API refused. Unknown (a sync, a refresh)
    /// counts as sent.
    private func endSession(after failure: SeamAPIFailure, requestWasSent: Bool = true) async {
        logger.log(.error, "The Seam API ended this client session (\(failure)); deactivating and deleting its cached keys")
        await deactivate(deintegrate: false)
        await context?.endSession(because: .invalidClientSessionToken, requestWasSent: requestWasSent)
    }

    /// Keeps `credentials` as confirmed at `date`, tells the facade when they may unlock, and
    /// returns them as they may be shown now (marked when already too old, or when the clock
    /// reads earlier than a time already seen).
    private func confirm(_ credentials: [SeamCredential], at date: Date) -> [SeamCredential] {
        confirmed = (credentials, date)
        staleTask?.cancel()
        staleTask = nil
        var window = SeamKeyWindow(until: SeamStaleKeys.deadline(confirmedAt: date, maximumAge: configuration.maximumOfflineAge))
        if let timeMark {
            window.acceptsTime = { timeMark.accepts($0) }
            window.hasEnded = { timeMark.isClosed }
        }
        context?.setKeyWindow(window)
        let now = clock.now
        guard !window.isOpen(at: now) else { return credentials }
        if window.until.map({ now < $0 }) ?? true { logClockSetBack() }
        return SeamStaleKeys.marked(credentials)
    }

    /// After a failed fetch: the keys stay as last confirmed. Published as stale now when the
    /// clock reads earlier than a time already seen, else when
    /// ``SeamCloudConfiguration/maximumOfflineAge`` passes before a good answer.
    private func keysStayUnconfirmed() async {
        if let confirmed, isActive, let timeMark, !timeMark.accepts(clock.now) {
            staleTask?.cancel()
            staleTask = nil
            logClockSetBack()
            await context?.publish(SeamStaleKeys.marked(confirmed.credentials))
            return
        }
        scheduleStaleMarking()
    }

    private func logClockSetBack() {
        logger.log(.warning, "The device's clock reads more than \(Int(SeamTimeMark.tolerance / 60)) minutes earlier than "
            + "a time already seen (it was set back); the keys do not unlock until it is set right or Seam confirms them")
    }

    /// After a failed fetch: publishes the confirmed keys as too old when
    /// ``SeamCloudConfiguration/maximumOfflineAge`` passes before a good answer. (Unlocking
    /// does not wait for this: ``Seam`` compares the deadline with its clock on every unlock.)
    private func scheduleStaleMarking() {
        guard staleTask == nil, let confirmed, isActive,
              let deadline = SeamStaleKeys.deadline(confirmedAt: confirmed.at, maximumAge: configuration.maximumOfflineAge)
        else { return }
        let delay = deadline.timeIntervalSince(clock.now)
        guard delay > 0 else { return }
        staleTask = Task { [generation, clock] in
            do {
                try await clock.sleep(for: delay)
            } catch {
                return
            }
            await self.publishStale(generation: generation, confirmedAt: confirmed.at)
        }
    }

    private func publishStale(generation: Int, confirmedAt: Date) async {
        guard generation == self.generation, isActive, let confirmed, confirmed.at == confirmedAt else { return }
        staleTask = nil
        // A clock whose sleeps end at once (a test's) has not reached the deadline.
        guard let deadline = SeamStaleKeys.deadline(confirmedAt: confirmedAt, maximumAge: configuration.maximumOfflineAge),
              clock.now >= deadline else { return }
        logger.log(.warning, "The keys were last confirmed at \(confirmedAt); they no longer unlock until Seam is reached")
        await context?.publish(SeamStaleKeys.marked(confirmed.credentials))
    }

    /// The session's remotely unlockable locks as keys. A 403 or 404 means this session (or
    /// API) offers no locks: logged, and no lock keys. Any other failure keeps the locks as
    /// last listed (shown or cached) while the phone session's answer still applies: a
    /// credential it no longer lists (revoked) goes now, not when the lock list next works.
    /// A kept lock key that the session lost is refused by the API when unlocked. With no list
    /// shown or cached yet, the failure fails the fetch (no keys beats keys missing locks).
    private func lockKeys(generation: Int) async throws -> [SeamCredential] {
        do {
            let list = try await client.listLocks()
            if list.droppedCount > 0 { logger.log(.warning, "Skipped \(list.droppedCount) unreadable locks") }
            return SeamLockMapper.map(list.elements)
        } catch let failure as SeamAPIFailure {
            guard generation == self.generation, isActive else { throw CancellationError() }
            if failure.isAuthenticationFailure {
                await endSession(after: failure)
                throw failure
            }
            if case .http(let status) = failure.kind, status == 403 || status == 404 {
                logger.log(.info, "No locks for this client session (\(failure))")
                return []
            }
            logger.log(.warning, "Seam API call failed: \(failure)")
            // Never listed yet (no keys shown or cached): failing says more than no locks.
            guard let listed = confirmed?.credentials ?? store.loadSession(fingerprint: fingerprint)?.credentials else {
                throw failure
            }
            let known = listed.filter { $0.providerName == SeamRemoteUnlock.provider }
            logger.log(.warning, "The lock list failed; keeping the \(known.count) lock(s) last listed")
            return known
        }
    }

    /// The remote-unlock integration for lock keys; `nil` for every other provider.
    nonisolated func integration(forProvider provider: String) -> (any SeamLockIntegration)? {
        guard provider == SeamRemoteUnlock.provider else { return nil }
        // The client is made per attempt inside the actor, so it sends the current (renewed)
        // token and logs to the active session's logger.
        return SeamRemoteUnlockIntegration(client: { [weak self] in await self?.client }, clock: clock,
                                           endSession: { [weak self] failure, sent in await self?.unlockMetRefusedToken(failure, requestWasSent: sent) },
                                           attemptEnded: { [weak self] id in await self?.lockMayHaveChanged(id) })
    }

    /// The remote-lock integration for lock keys (``Seam/lock(using:timeout:)``): the
    /// remote-unlock machinery sending `POST /locks/lock_door`; `nil` for every other provider.
    nonisolated func lockingIntegration(forProvider provider: String) -> (any SeamLockIntegration)? {
        guard provider == SeamRemoteUnlock.provider else { return nil }
        return SeamRemoteUnlockIntegration(client: { [weak self] in await self?.client }, clock: clock,
                                           endSession: { [weak self] failure, sent in await self?.unlockMetRefusedToken(failure, requestWasSent: sent) },
                                           attemptEnded: { [weak self] id in await self?.lockMayHaveChanged(id) },
                                           action: .lock)
    }

    /// The lock events since `since` (``Seam/recentActivity(within:of:)``), of lock `deviceId`
    /// when given (filtered by the server), newest first: pages of ``activityPageSize`` while a
    /// page comes back full, at most ``activityPageLimit`` pages. A 403 or 404 means the
    /// session (or API) offers no events: ``SeamActivityUnavailableError``, never "none".
    /// Unreadable entries are skipped and logged as a count.
    func recentActivity(since: Date, deviceId: String?) async throws -> [SeamLockActivity] {
        guard isActive else { throw SeamError.initializationRequired }
        let client = client, start = generation
        var activity: [SeamLockActivity] = []
        var offset = 0
        do {
            for _ in 0..<Self.activityPageLimit {
                // Signed out (or signed in again) between pages: no more requests with the old token.
                guard generation == start, isActive else { throw SeamError.initializationRequired }
                let page = try await client.listLockEvents(since: since, deviceId: deviceId, limit: Self.activityPageSize,
                                                           offset: offset)
                if page.droppedCount > 0 { logger.log(.info, "Skipped \(page.droppedCount) events that are not readable lock events") }
                activity += page.events.map(\.activity)
                offset += page.pageCount
                guard page.pageCount >= Self.activityPageSize else { break }
            }
        } catch let failure as SeamAPIFailure {
            // Only a refused token ends the session here: a 403 on this route says the session
            // may not read events, not that it is over.
            if failure.isAuthenticationFailure {
                await endSession(after: failure)
                throw SeamError.invalidClientSessionToken
            }
            if case .http(let status) = failure.kind, status == 403 || status == 404 {
                logger.log(.info, "No lock events for this client session (\(failure))")
                throw SeamActivityUnavailableError(status: status)
            }
            logger.log(.warning, "Listing lock events failed: \(failure)")
            throw failure.reportedError
        }
        guard generation == start, isActive else { throw SeamError.initializationRequired }
        var seen = Set<String>()
        return activity.filter { seen.insert($0.id).inserted }.sorted { $0.occurredAt > $1.occurredAt }
    }

    static let activityPageSize = 100
    static let activityPageLimit = 5

    /// An attempt on lock `id` has ended and may have changed it (an unlock, and a lock later):
    /// reads the lock again (`/locks/get`) and publishes its key with the state it reports, so
    /// "Locked" does not linger after the door was opened. Returns at once: the read runs on its
    /// own, so the attempt's outcome is never held back by it. A read that fails changes
    /// nothing (the next refresh or sync brings the state).
    func lockMayHaveChanged(_ id: String) {
        guard isActive else { return }
        lockReads[id]?.cancel()
        lockReads[id] = Task { [generation] in await self.readLock(id, generation: generation) }
    }

    private func readLock(_ id: String, generation: Int) async {
        guard generation == self.generation, isActive else { return }
        let lock: SeamLockDTO?
        do {
            lock = try await client.getLock(deviceId: id)
        } catch {
            if !(error is CancellationError) {
                logger.log(.info, "Could not read lock \(id) after its attempt (\(error)); its state updates at the next refresh")
            }
            return
        }
        // A later attempt's read replaced this one, or the session ended meanwhile.
        guard generation == self.generation, isActive, !Task.isCancelled else { return }
        guard let lock, let key = SeamLockMapper.map(lock), key.id == id, let confirmed,
              let index = confirmed.credentials.firstIndex(where: { $0.id == id && $0.providerName == SeamRemoteUnlock.provider }),
              confirmed.credentials[index] != key else { return }
        var credentials = confirmed.credentials
        credentials[index] = key
        // Still confirmed as of the list's own time: reading one lock does not make the other
        // keys fresh, so the offline deadline and a pending stale marking stay as they are.
        self.confirmed = (credentials, confirmed.at)
        store.saveSession(SeamCachedSession(userIdentityId: userIdentityId, sessionFingerprint: fingerprint,
                                            savedAt: confirmed.at, credentials: credentials))
        writeSnapshot(credentials, savedAt: confirmed.at)
        let now = clock.now
        let deadline = SeamStaleKeys.deadline(confirmedAt: confirmed.at, maximumAge: configuration.maximumOfflineAge)
        let isFresh = deadline.map { now < $0 } ?? true
        let trusted = timeMark?.accepts(now) ?? true
        await context?.publish(isFresh && trusted ? credentials : SeamStaleKeys.marked(credentials))
    }

    /// An unlock or lock request (or a read of its attempt) was refused for the session's token: the
    /// session ends as after any refused token, unless it already has.
    private func unlockMetRefusedToken(_ failure: SeamAPIFailure, requestWasSent: Bool) async {
        guard isActive else { return }
        await endSession(after: failure, requestWasSent: requestWasSent)
    }

    private func currentInstallationId(_ store: SeamCloudStore) -> String {
        if let installationId { return installationId }
        let id = store.installationId()
        installationId = id
        return id
    }

    private func startSync() {
        guard let interval = configuration.syncInterval, interval > 0, syncTask == nil else { return }
        syncTask = Task { [generation] in await self.syncLoop(interval: interval, generation: generation) }
    }

    private func syncLoop(interval: TimeInterval, generation: Int) async {
        var failures = 0
        while !Task.isCancelled, generation == self.generation {
            let base = min(interval * pow(2, Double(failures)), max(interval, configuration.maximumSyncBackoff))
            let jitter = configuration.syncJitter > 0 ? Double.random(in: 0...(base * configuration.syncJitter)) : 0
            do {
                try await clock.sleep(for: base + jitter)
            } catch {
                return
            }
            do {
                let credentials = try await fetch()
                failures = 0
                await context?.publish(credentials)
            } catch is CancellationError {
                return
            } catch {
                await keysStayUnconfirmed()
                failures += 1
                logger.log(.info, "Background sync failed \(failures) time(s); next try in about \(base * 2) s")
            }
        }
    }
}
