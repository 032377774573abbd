import Foundation
#if canImport(Glibc)
import Glibc
#endif
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import SeamTestSupport
import Testing

/// Findings of the security reading (§3) in the demo.
@Suite(.serialized) struct DemoSecurityReadingTests {
    #if os(Linux)
    /// LOW: `--token-file -` read standard input to its end, so `list --token-file - < /dev/zero`
    /// grew until the system ran out of memory. Standard input that never ends (here a pipe
    /// that holds 256 KiB of zeros and is never closed while the demo runs, as /dev/zero never
    /// ends; /dev/zero itself would exhaust the machine's memory on the old code) is now refused
    /// once past 64 KiB, without waiting for its end.
    @Test func standardInputThatNeverEndsIsRefusedOnceOverTheLimit() async throws {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        defer { try? writer.close() }
        // Not inherited by the demo (only its read end is), so closing it here ends its input.
        #expect(fcntl(writer.fileDescriptor, F_SETFD, FD_CLOEXEC) == 0)
        // F_SETPIPE_SZ (1031): a pipe that takes all of it at once, so writing never blocks
        // and never meets a reader that has gone.
        let size = 256 * 1024
        try #require(fcntl(writer.fileDescriptor, 1031, Int32(1 << 20)) >= size)
        writer.write(Data(count: size))

        // Bounded only for the failing case: the old code waits for an end that never comes.
        let ran = DispatchSemaphore(value: 0)
        let gaveUp = ThreadFlag()
        let watchdog = Thread {
            if ran.wait(timeout: .now() + 60) == .timedOut {
                gaveUp.raise()
                try? writer.close()
            }
        }
        watchdog.start()
        let result = try await DemoBinary.run(["list", "--token-file", "-"], standardInput: pipe.fileHandleForReading)
        ran.signal()
        #expect(!gaveUp.isRaised, "the demo waited for the end of a standard input that never ends")
        #expect(result.status == 64)
        #expect(result.stderr.contains("Standard input is larger than 64 KiB"), "\(result.stderr)")
    }
    #endif

    @Test func theTokenFileReaderStopsPastTheLimit() throws {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        let small = Data("seam_cst_in_pieces_1234\n".utf8)
        writer.write(small.prefix(10))
        writer.write(small.dropFirst(10))
        try writer.close()
        #expect(try DemoTokenFile.readCapped(pipe.fileHandleForReading) == small, "read in pieces until the end")
    }

    // MARK: - sign-out with a cache folder it cannot use

    static let code = "482913"
    static let payload = phoneSession(credentials: [
        credentialJSON(id: "front", name: "Front Door", extra: #""code": "482913""#),
    ])

    /// LOW: when the cache folder could not be used (it belongs to another user, as after a
    /// `sudo seam-demo`, or cannot be written), `sign-out` ran on a throwaway folder, deleted
    /// nothing from the real one, said "nothing was stored in it" and exited 0, while the
    /// session file with the door codes stayed. Signing out now works on the real folder and
    /// fails (exit 1, `signOutIncomplete`) when something is left.
    ///
    /// As root (where the tests usually run) permissions deny nothing, so the folder is given
    /// to another user instead: the old code refused it and deleted nothing; the sign-out now
    /// deletes the offline cache. As any other user the folder is made read-only (0500): the
    /// sign-out cannot delete, and says so.
    @Test func signingOutWithAFolderItCannotUseNeverSaysNothingWasStored() async throws {
        try await withSignedInDemoCache(payload: Self.payload, directoryPrefix: "seam-demo-sign-out-unusable") { _, cache, options in
            let sessionFiles = { ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).filter { $0.hasPrefix("session-") } }
            try #require(sessionFiles().count == 1)

            let isRoot = geteuid() == 0
            if isRoot {
                // `nobody`: the folder belongs to another user, as one made by `sudo seam-demo` does.
                try #require(chown(cache.path, 65534, 65534) == 0)
            } else {
                try #require(chmod(cache.path, 0o500) == 0)
            }
            defer {
                if isRoot { _ = chown(cache.path, 0, 0) } else { _ = chmod(cache.path, 0o700) }
            }
            let signOut = try await DemoBinary.run(["sign-out"] + options)
            for text in [signOut.stdout, signOut.stderr] {
                #expect(!text.contains("could not be used"), "\(text)")
                #expect(!text.contains(FakeSeamAPI.token) && !text.contains(Self.code))
            }
            if isRoot {
                #expect(signOut.status == 0, "\(signOut.stderr)")
                #expect(sessionFiles().isEmpty, "the door codes must not stay behind")
                #expect(signOut.stdout.contains("Removed from \(cache.path):"), "\(signOut.stdout)")
            } else {
                #expect(signOut.status == 1, "\(signOut.stdout) \(signOut.stderr)")
                #expect(sessionFiles().count == 1)
                #expect(signOut.stderr.hasPrefix("error[signOutIncomplete]: Could not delete the offline cache from \(cache.path)"),
                        "\(signOut.stderr)")
            }
        }
    }

    /// A cache folder that cannot be looked into may still hold a session: never "nothing was
    /// stored". Root reads any folder, so this runs only for other users.
    @Test(.enabled(if: geteuid() != 0, "root can read a folder whatever its permissions"))
    func signingOutWithAFolderItCannotReadFails() async throws {
        try await withSignedInDemoCache(payload: Self.payload, directoryPrefix: "seam-demo-sign-out-unreadable") { _, cache, options in
            try #require(chmod(cache.path, 0o000) == 0)
            defer { _ = chmod(cache.path, 0o700) }
            let signOut = try await DemoBinary.run(["sign-out"] + options)
            #expect(signOut.status == 1)
            #expect(signOut.stderr.hasPrefix("error[signOutIncomplete]: Could not look into \(cache.path)"), "\(signOut.stderr)")
        }
    }
}
