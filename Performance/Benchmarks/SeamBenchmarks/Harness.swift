import Benchmark
import SeamPayloads
import Foundation
@_spi(SeamInternal) import SeamAccess
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A service the benchmarks drive directly: `send` is one credentials update.
@MainActor
final class BenchService: SeamServiceProtocol {
    private let subject = CurrentValueSubject<[SeamAccessCredential], Never>([])
    var credentials: [SeamAccessCredential] { subject.value }
    var isActive: Bool { true }
    var isActivePublisher: AnyPublisher<Bool, Never> { Just(true).eraseToAnyPublisher() }
    var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { subject.eraseToAnyPublisher() }

    func send(_ credentials: [SeamAccessCredential]) { subject.send(credentials) }
    func initialize(clientSessionToken: String) throws {}
    func activate() async throws {}
    @discardableResult func refresh() async throws -> [SeamAccessCredential] { credentials }
    func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        Empty().eraseToAnyPublisher()
    }
    func deactivate(deintegrate: Bool) async {}
}

func credentials(count: Int) -> [SeamAccessCredential] {
    ((try? SeamPhoneSession.credentials(fromResponse: Payloads.phoneSession(count: count), now: now)) ?? [])
        .map(SeamAccessCredential.init)
}

/// 2. One credentials update reaching SeamCredentialsViewModel: sort, diff, publish.
enum ViewModelUpdate {
    struct Setup {
        let service: BenchService
        let viewModel: SeamCredentialsViewModel
        let lists: [[SeamAccessCredential]]
    }

    @MainActor static var setups: [String: Setup] = [:]
    @MainActor static var turn = 0

    /// - Parameter accented: Give every key a name with accents ("Ärztehaus 12", "Étage 3"),
    ///   which takes the ordering's non-ASCII fold path.
    static func measure(size: Int, accented: Bool = false, benchmark: Benchmark) async {
        // The harness runs one benchmark at a time and this task is its only user while the
        // closure runs, so handing it to the main actor for the measured region is safe.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let key = "\(size)\(accented ? "-accented" : "")"
            let setup = setups[key] ?? makeSetup(size: size, accented: accented)
            setups[key] = setup
            turn += 1
            let next = setup.lists[turn % 2]
            benchmark.startMeasurement()
            setup.service.send(next)
            benchmark.stopMeasurement()
            blackHole(setup.viewModel.credentials.count)
        }
    }

    @MainActor
    private static func makeSetup(size: Int, accented: Bool) -> Setup {
        let prefixes = ["Ärztehaus", "Étage", "Büro", "Salón", "Chambre à coucher", "Zimmer", "Öffnung"]
        let base = credentials(count: size).enumerated().map { index, credential in
            guard accented else { return credential }
            return SeamAccessCredential(id: credential.id, name: "\(prefixes[index % prefixes.count]) \(index)",
                                        location: credential.location, expiry: credential.expiry,
                                        errors: credential.errors, provider: credential.provider)
        }
        var changed = base
        if let first = changed.first {
            changed[0] = SeamAccessCredential(id: first.id, name: first.name + " (renamed)", location: first.location,
                                              expiry: first.expiry, errors: first.errors, provider: first.provider)
        }
        let service = BenchService()
        let viewModel = SeamCredentialsViewModel(seam: service, clock: FixedClock(), locale: benchLocale)
        service.send(base)
        return Setup(service: service, viewModel: viewModel, lists: [base, changed])
    }
}

/// Time stands still: `now` never moves and a sleep ends only when its task is cancelled.
/// (A sleep that returned at once would make the view model's expiry re-sort run in a loop on
/// the main actor, measured together with the updates.)
struct FixedClock: SeamClock {
    var now: Date { SeamBenchmarks.now }
    func sleep(for seconds: TimeInterval) async throws {
        while true { try await Task.sleep(nanoseconds: 3_600_000_000_000) }
    }
}

/// A transport that serves one canned body, or fails at once (offline).
struct CannedTransport: SeamHTTPTransport {
    let body: Data?

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let body, let url = request.url,
              let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
        else { throw URLError(.notConnectedToInternet) }
        return (body, response)
    }
}

/// 3. Cold start from the offline cache: load and publish `size` cached credentials.
enum ColdStart {
    static let token = "seam_cst_benchmark"

    static func cacheDirectory(size: Int) async -> URL {
        // One cache per run: a cache from an older build may have another format.
        let run = ProcessInfo.processInfo.processIdentifier
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seam-bench-cache-\(run)-\(size)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        if files.contains(where: { $0.hasPrefix("session-") }) {
            return directory
        }
        // A launch that fetched the keys and was then closed, not signed out: the measured
        // launch ends with `deactivate`, a sign-out, which deletes the cache, so the next
        // iteration starts here again (outside the measurement).
        let online = Seam(backend: .cloud(configuration(directory, body: Payloads.phoneSession(count: size))))
        try? online.initialize(clientSessionToken: token)
        try? await online.activate()
        precondition(online.credentials.count == size, "the first launch did not fetch the keys")
        return directory
    }

    static func configuration(_ directory: URL, body: Data?) -> SeamCloudConfiguration {
        var configuration = SeamCloudConfiguration(cacheDirectory: directory, maximumRetries: 0, syncInterval: nil)
        configuration.tokenStore = SeamMemoryTokenStore()
        configuration.transport = CannedTransport(body: body)
        // 10,000 keys are a phone session of about 20 MB, past the 5 MiB a phone accepts by
        // default; the benchmark measures how the cache scales, so it lifts the limit.
        configuration.maximumResponseSize = .max
        return configuration
    }

    static func measure(size: Int, benchmark: Benchmark) async {
        let directory = await cacheDirectory(size: size)
        let offline = Seam(backend: .cloud(configuration(directory, body: nil)))
        benchmark.startMeasurement()
        try? offline.initialize(clientSessionToken: token)
        try? await offline.activate()
        benchmark.stopMeasurement()
        precondition(offline.credentials.count == size, "cold start did not load the cache")
        await offline.deactivate(deintegrate: false)
    }
}

/// 4. Unlock pipeline overhead with a lock that answers at once.
enum UnlockOverhead {
    static let seam: Seam = {
        let key = SeamCredential(id: "k", name: "Room", location: "", providerName: "instant")
        let scenario = SeamSandboxScenario(credentials: { _ in [key] },
                                           locks: ["instant": SeamSimulatedLock(latency: 0, outcome: .grant)])
        return Seam(backend: .sandbox(scenario))
    }()

    static func measure(until target: SeamUnlockEvent, benchmark: Benchmark) async {
        if !seam.isActive {
            try? seam.initialize(clientSessionToken: "seam_cst_benchmark")
            try? await seam.activate()
        }
        benchmark.startMeasurement()
        guard let events = try? seam.unlock(using: "k") else { preconditionFailure("unlock refused") }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            var done = false
            let box = CancellableBox()
            box.cancellable = events.sink { event in
                if !done, event == target {
                    done = true
                    continuation.resume()
                }
            }
            box.keepAlive()
        }
        benchmark.stopMeasurement()
    }
}

/// Keeps a subscription alive until the process ends (a few thousand tiny objects).
final class CancellableBox: @unchecked Sendable {
    // Safe to share: `cancellable` is written once, on the subscribing thread, before the box
    // is published through `kept`, whose array is only touched while `lock` is held.
    var cancellable: AnyCancellable?
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [CancellableBox] = []

    func keepAlive() { Self.lock.withLock { Self.kept.append(self) } }
}

/// 5. Bytes held per credential by the service and the view model.
enum Memory {
    static func measure(size: Int, benchmark: Benchmark) async {
        let payload = Payloads.phoneSession(count: size)
        // As above: the harness's only user of `benchmark` while this closure runs.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            benchmark.startMeasurement()
            let keys = ((try? SeamPhoneSession.credentials(fromResponse: payload, now: now)) ?? [])
                .map(SeamAccessCredential.init)
            let service = BenchService()
            service.send(keys)
            let viewModel = SeamCredentialsViewModel(seam: service, clock: FixedClock(), locale: benchLocale)
            benchmark.stopMeasurement()
            blackHole((service, viewModel))
        }
    }
}

/// The language every benchmark's list is ordered and written in.
let benchLocale = Locale(identifier: "en_US")
