import ArgumentParser
import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit

/// The service a command drives, on the sandbox or the Seam cloud engine, and what to tidy
/// up afterwards.
@MainActor
final class DemoSession {
    let service: SeamService
    let sandboxNotes: DemoSandboxNotes?
    /// The cloud engine's cache folder (the favourites' too); `nil` on the sandbox, and when
    /// the folder could not be used and a throwaway one stands in for it.
    let cacheFolder: URL?
    private let temporaryCache: URL?

    private init(service: SeamService, sandboxNotes: DemoSandboxNotes?, cacheFolder: URL?, temporaryCache: URL?) {
        self.service = service
        self.sandboxNotes = sandboxNotes
        self.cacheFolder = cacheFolder
        self.temporaryCache = temporaryCache
    }

    /// A service on a fresh SDK instance, initialized and (when `activating`, unless
    /// `interactive`) activated. An SDK error (a refused token, no network and nothing cached)
    /// throws a ``DemoFailure`` with exit status 2.
    /// With `activating` false (sign-out), the cache folder is used as it is, never replaced
    /// by a throwaway one: signing out must delete what is in the real folder, and say so when
    /// it cannot. One that does not exist is not made: there is nothing in it to remove.
    /// `warn` receives the SDK's warnings instead of standard error (the interactive screen).
    static func start(_ options: DemoOptions, interactive: Bool, activating: Bool = true,
                      warn: (@Sendable (String) -> Void)? = nil) async throws -> DemoSession {
        let diagnostics = DemoDiagnostics(locale: options.locale, warn: warn ?? { line in DemoOutput.errors.line(line) })
        let backend: SeamBackend
        let token: String
        var notes: DemoSandboxNotes?
        var temporaryCache: URL?
        var cacheFolder: URL?
        // Favourites (`f`) last as long as the sandbox run; with the cloud, in the cache folder.
        var favourites = SeamFavourites(storage: SeamInMemoryFavouritesStorage())
        if options.usesCloud, let cloudToken = options.clientSessionToken {
            // A token the SDK would refuse is refused before the cache folder is made or
            // touched: a typo leaves nothing behind on disk.
            do {
                _ = try SeamClientSessionToken(validating: cloudToken)
            } catch {
                guard let failure = SeamFailure(sdkError: error) else { throw error }
                throw DemoFailure(line: .seam(failure, stage: .checkingToken, locale: options.locale), status: 2)
            }
            var cache = options.cacheDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? DemoCacheDirectory.defaultDirectory(environment: options.environment)
            if activating, let folder = cache, let problem = DemoCacheDirectory.problem(with: folder) {
                let fallback = FileManager.default.temporaryDirectory
                    .appendingPathComponent("seam-demo-no-cache-\(UUID().uuidString)", isDirectory: true)
                DemoOutput.errors.line(
                    "warning: cannot use the cache folder \(folder.path): \(problem); running without an offline cache.")
                cache = fallback
                temporaryCache = fallback
                // Removed on every way out, a signal included; the interactive screen on a
                // terminal handles signals itself (and its exit removes it).
                DemoCleanup.removeOnExit(fallback, handlingSignals: !(interactive && isatty(STDIN_FILENO) == 1))
            }
            let configuration = options.cloud(syncInterval: interactive ? 60 : nil, cacheDirectory: cache)
            backend = .cloud(configuration)
            if let cache, temporaryCache == nil {
                favourites = SeamFavourites(storage: SeamFileFavouritesStorage(
                    url: cache.appendingPathComponent(DemoCacheInventory.favouritesFileName)))
            }
            if temporaryCache == nil { cacheFolder = configuration.resolvedCacheDirectory }
            token = cloudToken
        } else {
            let scenario = options.sandbox(instant: !interactive).scenario()
            backend = .sandbox(scenario)
            notes = DemoSandboxNotes(scenario: scenario)
            token = PreviewSeamService.Samples.token
        }
        let session = DemoSession(service: SeamService(seam: Seam(backend: backend, logger: diagnostics.logger,
                                                                        favourites: favourites)),
                                  sandboxNotes: notes, cacheFolder: cacheFolder, temporaryCache: temporaryCache)
        do {
            try session.service.initialize(clientSessionToken: token)
        } catch {
            guard let failure = SeamFailure(sdkError: error) else { throw error }
            session.end()
            throw DemoFailure(line: .seam(failure, stage: .checkingToken, locale: options.locale), status: 2)
        }
        guard activating, !interactive else { return session }
        do {
            try await session.service.activate()
        } catch {
            guard let failure = SeamFailure(sdkError: error) else { throw error }
            session.end()
            let stage = DemoErrorLine.Stage.activating(
                apiURL: options.usesCloud ? options.apiURLValue.absoluteString : nil, tokenExpired: diagnostics.tokenExpired)
            var line = DemoErrorLine.seam(failure, stage: stage, locale: options.locale)
            if failure == .serviceUnavailable, let answer = diagnostics.lastServerFailure {
                line = DemoErrorLine(code: line.code, message: line.message + " Its last answer: \(answer).")
            }
            throw DemoFailure(line: line, status: 2)
        }
        return session
    }

    /// Removes the throwaway cache folder used when the real one was unusable.
    func end() {
        if let temporaryCache { try? FileManager.default.removeItem(at: temporaryCache) }
    }
}
