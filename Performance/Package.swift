// swift-tools-version: 6.1
// Benchmarks for SeamAccess, in their own package so the library's users never resolve the
// benchmark harness. Run from this folder: `swift package benchmark` (see ../BENCHMARKS.md).
import PackageDescription

let package = Package(
    name: "SeamPerformance",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "SeamComponents", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The payload generator and the plain baseline, shared by the benchmarks and the probe.
        .target(
            name: "SeamPayloads",
            path: "Sources/SeamPayloads"
        ),
        // Runs one decode N times, for instruction counts under `valgrind --tool=callgrind`
        // (repeatable where wall-clock time on a shared 2-core machine is not).
        .executableTarget(
            name: "DecodeProbe",
            dependencies: ["SeamPayloads", .product(name: "SeamAccess", package: "SeamComponents")],
            path: "Sources/DecodeProbe"
        ),
        .executableTarget(
            name: "SeamBenchmarks",
            dependencies: [
                "SeamPayloads",
                .product(name: "SeamAccess", package: "SeamComponents"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SeamBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
