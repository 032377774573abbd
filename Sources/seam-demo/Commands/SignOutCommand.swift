import ArgumentParser
import Foundation
import SeamAccess
import SeamDemoKit

struct SignOutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign-out",
        abstract: "Sign out as an app does: delete the session's offline keys (with their door codes and card "
            + "numbers) and favourites from the cache folder, and say what was removed.",
        discussion: """
            Needs no network: nothing is sent to Seam (to revoke the phone's keys on the server, your backend \
            calls Seam's /phones/deactivate). The installation id stays, so the next sign-in continues this \
            installation; --deintegrate deletes it too. The sandbox stores nothing, so there is nothing to \
            remove. The report is English, like this help. Exit status: 0 signed out, 1 something could not be \
            deleted, 2 the token is not a client session token, 64 usage, 74 the report could not be written.
            """)

    @Flag(help: "Also forget this installation (its id), so the next sign-in registers as a new one.")
    var deintegrate = false

    @OptionGroup var options: DemoOptions

    @MainActor
    func run() async throws {
        let session = try await DemoSession.start(options, interactive: false, activating: false)
        defer { session.end() }
        guard options.usesCloud else {
            await session.service.deactivate(deintegrate: deintegrate)
            DemoSignOutReport.sandbox.forEach(DemoOutput.shared.line)
            return
        }
        // The real folder (sign-out never runs on a throwaway one): `nil` only when the
        // configuration names none.
        let folder = session.cacheFolder
        let before = folder.map(DemoCacheInventory.read) ?? DemoCacheInventory()
        await session.service.deactivate(deintegrate: deintegrate)
        guard let folder else {
            DemoOutput.shared.line(deintegrate ? "Signed out and deintegrated." : "Signed out.")
            DemoOutput.shared.line("No cache folder is used, so nothing was stored in one.")
            return
        }
        // A folder that cannot be looked into may still hold the session's files: never
        // reported as "nothing was stored".
        if let reason = DemoCacheInventory.unreadableReason(folder) {
            throw DemoFailure(line: DemoErrorLine(code: "signOutIncomplete",
                                                  message: "Could not look into \(folder.path) (\(reason)), so nothing in it was "
                                                    + "deleted; it may still hold the offline cache with door codes and card "
                                                    + "numbers. Delete it yourself."),
                              status: 1)
        }
        let after = DemoCacheInventory.read(folder)
        DemoSignOutReport.lines(before: before, after: after, folder: folder.path, deintegrated: deintegrate)
            .forEach(DemoOutput.shared.line)
        if let left = DemoSignOutReport.leftover(after, deintegrated: deintegrate) {
            throw DemoFailure(line: DemoErrorLine(code: "signOutIncomplete",
                                                  message: "Could not delete \(left) from \(folder.path); delete it yourself."),
                              status: 1)
        }
    }
}
