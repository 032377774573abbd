// swift-tools-version: 6.1
// libFuzzer targets for SeamAccess's parsers, in their own package so the library's users never
// resolve them. Build and run with ../scripts/fuzz (see ../FUZZING.md): every target, the harness
// and SeamAccess alike, is compiled with `-sanitize=fuzzer,address`, so coverage reaches the
// library's code and AddressSanitizer watches it.
import PackageDescription

/// One libFuzzer binary per parser. Adding one: a name here, `Sources/Fuzz<Name>/<Name>Fuzzer.swift`
/// defining `LLVMFuzzerTestOneInput`, and seeds in `Corpus/<Name>/` (see ../FUZZING.md).
let fuzzers = ["PhoneSession", "OfflineCache", "SessionToken", "Timestamp", "Link"]

let package = Package(
    name: "SeamFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "SeamComponents", path: ".."),
    ],
    targets: [
        // Checks that turn a broken invariant into a crash libFuzzer reports, and input helpers.
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "SeamAccess", package: "SeamComponents")],
            path: "Sources/FuzzSupport"
        ),
    ] + fuzzers.map { name in
        .executableTarget(
            name: "Fuzz\(name)",
            dependencies: ["FuzzSupport", .product(name: "SeamAccess", package: "SeamComponents")],
            path: "Sources/Fuzz\(name)"
        )
    },
    swiftLanguageModes: [.v6]
)
