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
        .executableTarget(
            name: "SeamBenchmarks",
            dependencies: [
                .product(name: "SeamAccess", package: "SeamComponents"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SeamBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
