import Foundation
import SeamTestSupport
@_spi(SeamInternal) import SeamAccess
import SeamDemoKit
import Testing

struct ScriptingTests {
    @Test func jsonHasEveryKeyWithNullsAndErrorCodes() throws {
        let key = SeamAccessCredential(id: "a", name: "Room", location: "Hotel",
                                       startsAt: Date(timeIntervalSince1970: 1_750_150_800),
                                       expiry: Date(timeIntervalSince1970: 1_750_237_200),
                                       errors: [.userInteractionRequired(.enableBluetooth)], provider: "salto_space")
        let text = try CredentialJSON.document(for: [key, SeamAccessCredential(id: "b", name: "B", location: "")],
                                               now: Date(timeIntervalSince1970: 1_750_200_000))
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(objects.count == 2)
        #expect(Set(objects[0].keys) == ["id", "name", "location", "startsAt", "expiry", "isManaged", "cardNumber",
                                         "code", "provider", "errors", "supportedUnlockProximities", "favourite",
                                         "entrances", "lock", "unlockable"])
        #expect(objects[0]["unlockable"] as? Bool == false && objects[1]["unlockable"] as? Bool == true)
        #expect(objects[0]["startsAt"] as? String == "2025-06-17T09:00:00Z")
        #expect(objects[0]["expiry"] as? String == "2025-06-18T09:00:00Z")
        #expect(objects[0]["errors"] as? [String] == ["userInteractionRequired.enableBluetooth"])
        #expect(objects[1]["startsAt"] is NSNull)
        #expect(objects[1]["expiry"] is NSNull)
        #expect(objects[1]["provider"] is NSNull)
        let before = try CredentialJSON.document(for: [key], now: Date(timeIntervalSince1970: 1_750_000_000))
        #expect(before.contains("awaitingLocalCredential"), "before its start, as unlock would refuse it")
        let after = try CredentialJSON.document(for: [key], now: Date(timeIntervalSince1970: 1_750_300_000))
        #expect(after.contains("\"expired\""), "after its end")
    }

    @Test func jsonMarksFavourites() throws {
        let keys = [SeamAccessCredential(id: "a", name: "A", location: ""), SeamAccessCredential(id: "b", name: "B", location: "")]
        let text = try CredentialJSON.document(for: keys, favourites: ["a"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["favourite"] as? Bool } == [true, false])
    }

    @Test func unlockEventLinesAndExitCodes() {
        #expect(UnlockEventLine.line(for: .launched, locale: .english) == "launched")
        #expect(UnlockEventLine.line(for: .connectionFailed(debugDescription: "x y"), locale: .english)
            == "connectionFailed: Couldn’t unlock — The connection to the lock was interrupted. Try again.")
        #expect(UnlockEventLine.exitCode(for: .grantedAccess) == 0)
        #expect(UnlockEventLine.exitCode(for: .timedOut) == 1)
        #expect(UnlockEventLine.exitCode(for: nil) == 1)
    }

    /// A stranger's run of the demo (review of #30/#31): a session that ended after the unlock
    /// was accepted (a refused read of its attempt) exited 2, "nothing reached the lock", and a
    /// timeout printed a bare `timedOut` where the card says the lock may still open.
    @Test func aSessionEndedDuringTheAttemptIsNotNothingReachedTheLockAndATimeoutSaysSo() {
        let ended = SeamAccessUnlockEvent.connectionFailed(debugDescription:
            "[sessionEndedAfterSending] The server ended the session while the request may have been sent "
            + "(invalidClientSessionToken); the lock may have acted. The SDK deactivated.")
        #expect(UnlockEventLine.exitCode(for: ended) == 1)
        // A stranger's run (#30, M1): ended before anything was sent (the unlock request itself
        // was refused, 401) is "nothing reached the lock", 2, as the README and help say.
        let refused = SeamAccessUnlockEvent.connectionFailed(debugDescription:
            "[sessionEnded] The server ended the session during the unlock (invalidClientSessionToken); the SDK deactivated.")
        #expect(UnlockEventLine.exitCode(for: refused) == 2)
        #expect(LockEventLine.exitCode(for: .failed(debugDescription: "[sessionEnded] refused")) == 2)
        #expect(LockEventLine.exitCode(for: .failed(debugDescription: "[sessionEndedAfterSending] unanswered")) == 1)
        #expect(LockEventLine.line(for: .failed(debugDescription: "[sessionEnded] refused"), locale: .english)
            == "failed: Your session has ended, so the lock wasn’t asked to lock. Sign in again to use this lock.")
        #expect(UnlockEventLine.exitCode(for: .connectionFailed(debugDescription: "[notSent] no route")) == 2)
        #expect(UnlockEventLine.exitCode(for: .connectionFailed(debugDescription: "[refusedByService] 429")) == 2)
        let timedOut = UnlockEventLine.line(for: .timedOut, provider: SeamRemoteUnlock.provider, locale: .english)
        #expect(timedOut.hasPrefix("timedOut: "))
        #expect(timedOut.contains("may still open"), "\(timedOut)")
    }

    /// A stranger's run (#30): with the API stopped, `unlock` exited 2 ("nothing reached the
    /// lock") and `lock` exited 1 ("the door may have locked") for the same not-sent failure.
    /// Both say 2 now; a lock that may have acted stays 1.
    @Test func lockExitsAsUnlockDoesWhenNothingReachedTheLock() {
        #expect(LockEventLine.exitCode(for: .locked) == 0)
        #expect(LockEventLine.exitCode(for: .failed(debugDescription: "[notSent] no route")) == 2)
        #expect(LockEventLine.exitCode(for: .failed(debugDescription: "[refusedByService] 429")) == 2)
        #expect(LockEventLine.exitCode(for: .failed(debugDescription: "[sentWithoutAnswer] lost")) == 1)
        #expect(LockEventLine.exitCode(for: .failed(debugDescription: "[sessionEndedAfterSending] 401")) == 1)
        #expect(LockEventLine.exitCode(for: .timedOut) == 1)
        #expect(LockEventLine.exitCode(for: nil) == 1)
        #expect(LockEventLine.line(for: .failed(debugDescription: "[notSent] no route"), locale: .english)
            .hasPrefix("failed: Not locked"))
    }

    @Test func sandboxOptionsOverrideEveryLock() {
        let options = DemoSandboxOptions(lockLatency: 0.25, lockOutcome: .timeout, readyAfter: nil, instant: true)
        let scenario = options.scenario()
        #expect(!scenario.locks.isEmpty)
        #expect(scenario.locks.values.allSatisfy { $0 == SeamSimulatedLock(latency: 0.25, outcome: .neverAnswer) })
        #expect(scenario.changes.isEmpty)
        #expect(scenario.activationLatency == 0 && scenario.refreshLatency == 0)
        let defaults = DemoSandboxOptions().scenario()
        #expect(defaults.changes.count == 1)
        #expect(defaults.locks == SeamSandboxScenario.default.locks)
    }
}
