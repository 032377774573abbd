import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the cloud engine's offline cache lives for the demo, and whether it can be used.
public enum DemoCacheDirectory {
    /// `$XDG_CACHE_HOME/seam-access`, else `$HOME/.cache/seam-access` (the XDG default), on
    /// Linux; on Apple platforms `nil`: the library's default (Application Support).
    public static func defaultDirectory(environment: [String: String]) -> URL? {
        #if canImport(Darwin)
        return nil
        #else
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("seam-access", isDirectory: true)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".cache/seam-access", isDirectory: true)
        }
        return nil
        #endif
    }

    /// Why `directory` cannot hold the cache (it cannot be created or written, or it belongs
    /// to another user), or `nil` when it can. Creates the directory when missing, readable by
    /// its owner only (0700); an existing one of this user that others can read or enter is
    /// made 0700 too, since the cache holds door codes and card numbers.
    public static func problem(with directory: URL) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { return "it is a file, not a folder" }
            if let problem = ownershipProblem(with: directory) { return problem }
        } else {
            do {
                try manager.createDirectory(at: directory, withIntermediateDirectories: true,
                                            attributes: [.posixPermissions: 0o700])
            } catch {
                return "it cannot be created (\(blockingAncestor(of: directory) ?? reason(error)))"
            }
        }
        let probe = directory.appendingPathComponent(".seam-demo-write-check-\(UUID().uuidString)")
        do {
            try Data().write(to: probe)
            try? manager.removeItem(at: probe)
        } catch {
            return "it is not writable (\(reason(error)))"
        }
        return nil
    }

    private static func reason(_ error: any Error) -> String { DemoFileErrorReason.reason(error) }

    /// An existing folder must be this user's; one that others can read or enter is closed.
    static func ownershipProblem(with directory: URL) -> String? {
        var status = stat()
        guard lstat(directory.path, &status) == 0 else { return "it cannot be examined" }
        guard status.st_uid == geteuid() else { return "it belongs to another user" }
        guard status.st_mode & 0o077 != 0 else { return nil }
        guard chmod(directory.path, 0o700) == 0 else {
            return "other users can read it and its permissions cannot be changed to 0700"
        }
        return nil
    }

    /// What on the way to `directory` stops it being created: the nearest existing item above
    /// it when that is a file, or a folder that cannot be written. Foundation reports both
    /// only as a generic code (512 for a file in the way, on Linux).
    static func blockingAncestor(of directory: URL) -> String? {
        let manager = FileManager.default
        var ancestor = directory.deletingLastPathComponent()
        while ancestor.path != "/", !manager.fileExists(atPath: ancestor.path) {
            ancestor = ancestor.deletingLastPathComponent()
        }
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) else { return nil }
        if !isDirectory.boolValue { return "\(ancestor.path) is a file, not a folder" }
        if !manager.isWritableFile(atPath: ancestor.path) { return "\(ancestor.path) cannot be written" }
        return nil
    }
}
