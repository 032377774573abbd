import Benchmark
import SeamPayloads
import Foundation
@_spi(SeamInternal) import SeamAccess

/// Credential counts every benchmark is run at, to show how costs grow.
let sizes = [10, 100, 1_000, 10_000]
let now = Date(timeIntervalSince1970: 1_750_000_000)
enum SeamBenchmarks { static let now = Date(timeIntervalSince1970: 1_750_000_000) }

/// `SEAM_BENCH_SMOKE=1` runs every benchmark a few times only: CI's check that they still work.
let smoke = ProcessInfo.processInfo.environment["SEAM_BENCH_SMOKE"] != nil

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: smoke ? .milliseconds(100) : .seconds(2),
        maxIterations: smoke ? 3 : 1_000
    )

    for size in sizes {
        let payload = Payloads.phoneSession(count: size)

        Benchmark("1 decode+map \(size)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? SeamPhoneSession.credentials(fromResponse: payload, now: now))
            }
        }

        Benchmark("1 plain JSONDecoder \(size)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? JSONDecoder().decode(PlainEnvelope.self, from: payload))
            }
        }

        Benchmark("2 view model update \(size)") { benchmark in
            await ViewModelUpdate.measure(size: size, benchmark: benchmark)
        }

        Benchmark("2 view model update accented \(size)") { benchmark in
            await ViewModelUpdate.measure(size: size, accented: true, benchmark: benchmark)
        }

        Benchmark("3 cold start from cache \(size)") { benchmark in
            await ColdStart.measure(size: size, benchmark: benchmark)
        }

        Benchmark("5 memory per credential \(size)",
                  configuration: .init(metrics: [.throughput, .mallocBytesCount, .memoryLeakedBytes],
                                       maxIterations: smoke ? 2 : 20)) { benchmark in
            await Memory.measure(size: size, benchmark: benchmark)
        }
    }

    Benchmark("4 unlock to launched") { benchmark in
        await UnlockOverhead.measure(until: .launched, benchmark: benchmark)
    }

    Benchmark("4 unlock to terminal") { benchmark in
        await UnlockOverhead.measure(until: .grantedAccess, benchmark: benchmark)
    }

    Benchmark("6 remote unlock to granted, success in the answer") { benchmark in
        await RemoteUnlockOverhead.measure(.successAtOnce, benchmark: benchmark)
    }

    Benchmark("6 remote unlock to granted, success on the first read") { benchmark in
        await RemoteUnlockOverhead.measure(.successOnFirstRead, benchmark: benchmark)
    }
}
