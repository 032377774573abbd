import Foundation

/// What `seam-demo sign-out` prints: what signing out removed from the cache folder and what
/// it kept, in English like the help (scripts read the exit status). Counts only: no key,
/// code or token is ever named.
public enum DemoSignOutReport {
    /// The report for a cloud session whose cache `folder` held `before` and holds `after`.
    public static func lines(before: DemoCacheInventory, after: DemoCacheInventory, folder: String,
                             deintegrated: Bool) -> [String] {
        var removed: [String] = []
        if before.sessionFiles > 0, after.sessionFiles == 0 {
            removed.append("the offline cache: \(count(before.cachedKeys, "key")), with their door codes, "
                + "card numbers and verification links")
        }
        if before.favourites > 0, after.favourites == 0 {
            removed.append(count(before.favourites, "favourite"))
        }
        if before.hasInstallationId, !after.hasInstallationId {
            removed.append("the installation id")
        }
        // One line per item, whatever the folder's name holds.
        let folder = DemoQuoted.escaped(folder)
        var lines = [deintegrated ? "Signed out and deintegrated." : "Signed out."]
        if removed.isEmpty {
            lines.append("Nothing of a session was stored in \(folder).")
        } else {
            lines.append("Removed from \(folder):")
            lines += removed.map { "  - \($0)" }
        }
        if after.hasInstallationId {
            lines.append("Kept: the installation id, so the next sign-in continues this installation "
                + "(--deintegrate removes it).")
        }
        return lines
    }

    /// The report for the sandbox, which stores nothing.
    public static let sandbox = ["Signed out of the sandbox. It stores nothing on disk, so nothing was removed."]

    /// What signing out should have removed but is still in the folder, or `nil` when nothing is.
    public static func leftover(_ after: DemoCacheInventory, deintegrated: Bool) -> String? {
        var left: [String] = []
        if after.sessionFiles > 0 { left.append("the offline cache") }
        if after.favourites > 0 { left.append("the favourites") }
        if deintegrated, after.hasInstallationId { left.append("the installation id") }
        guard !left.isEmpty else { return nil }
        return left.count == 1 ? left[0] : left.dropLast().joined(separator: ", ") + " and " + (left.last ?? "")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
