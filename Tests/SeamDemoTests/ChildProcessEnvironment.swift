import Foundation

/// The environment for a program a test starts (`seam-demo`, `seam-fake-api`): this process's,
/// with `extra` on top, and, under AddressSanitizer, without LeakSanitizer's check at the
/// child's exit.
///
/// A command-line program ends with `exit()` (a result printed, a signal, a refused token)
/// while some of its work may still be under way: a request in flight, a deactivation's
/// task. Their suspended frames are unreachable once `exit()` runs, so LeakSanitizer reports
/// memory that a running program never lost, and turns the child's exit status into 1. The
/// code those programs run is leak-checked where it lives, in this test process (SeamAccess,
/// SeamDemoKit, the fake API's library), which keeps the check on.
func childProcessEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    if let options = environment["ASAN_OPTIONS"] {
        environment["ASAN_OPTIONS"] = options.isEmpty ? "detect_leaks=0" : options + ":detect_leaks=0"
    }
    return environment
}
