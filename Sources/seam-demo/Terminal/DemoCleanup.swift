import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders the demo made for one run (the throwaway cache used when the real one is unusable;
/// it may hold door codes), removed however the process ends: normally, through `exit` from
/// anywhere (a usage error, the interactive screen's own signal handling), or by SIGINT,
/// SIGTERM or SIGHUP.
enum DemoCleanup {
    private final class Registry: @unchecked Sendable {
        // Safe to share: every member is only read or written while `lock` is held.
        let lock = NSLock()
        var folders: [URL] = []
        var exitHookInstalled = false
        var signalSources: [any DispatchSourceSignal] = []
    }

    private static let registry = Registry()

    /// Removes `folder` when the process ends. `handlingSignals`: also end the process (with
    /// status 128 + the signal) on SIGINT, SIGTERM and SIGHUP, removing it first; leave it
    /// `false` where the interactive screen handles them (it restores the terminal, then
    /// exits, which removes the folder too).
    static func removeOnExit(_ folder: URL, handlingSignals: Bool) {
        let installExitHook = registry.lock.withLock {
            registry.folders.append(folder)
            defer { registry.exitHookInstalled = true }
            return !registry.exitHookInstalled
        }
        if installExitHook { atexit { DemoCleanup.removeAll() } }
        guard handlingSignals else { return }
        let sources = [SIGINT, SIGTERM, SIGHUP].map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                DemoCleanup.removeAll()
                exit(128 + number)
            }
            source.resume()
            return source
        }
        registry.lock.withLock { registry.signalSources += sources }
    }

    /// Removes every registered folder (each once).
    static func removeAll() {
        let folders = registry.lock.withLock {
            defer { registry.folders = [] }
            return registry.folders
        }
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
    }
}
