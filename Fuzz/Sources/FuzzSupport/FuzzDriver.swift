import Foundation

/// One fuzzing iteration, as libFuzzer calls it.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: FuzzTarget
) -> CInt

/// Hands the process to libFuzzer with `target` and the command line's options.
///
/// SwiftPM gives every executable its own `main` (it renames the entry point so tests can
/// link it), so the fuzzers start libFuzzer through `LLVMFuzzerRunDriver` from `main.swift`
/// instead of relying on libFuzzer's `main`.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, target))
}
