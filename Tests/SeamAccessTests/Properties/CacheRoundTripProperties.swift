import Foundation
import PropertyBased
@_spi(SeamInternal) import SeamAccess
import Testing

/// The offline cache keeps credentials exactly: what the engine writes, it reads back equal.
@Suite struct CacheRoundTripProperties {
    /// Any credential list, with expiries at any instant (fractions of a second included),
    /// optional card numbers, codes and providers, every error kind and one OTP link each,
    /// every shape of proximity list, doors with and without a kind, and lock states with any
    /// reading unknown.
    static let credentials = zip(
        CredentialGen.credentials,
        Gen.int(in: -4_000_000_000...4_000_000_000).array(of: 12),
        Gen.int(in: 0...999_999).array(of: 12),
        Gen.letterOrNumber.string(of: 0...6).optional.array(of: 12),
        Gen.int(in: 0...3).array(of: 12)
    ).map { keys, seconds, micros, texts, extras in
        keys.enumerated().map { index, key in
            var errors = key.errors
            if extras[index] == 1, let url = URL(string: "https://example.com/otp?k=\(index)&t=\(texts[index] ?? "")") {
                errors.append(.userInteractionRequired(.completeOtpAuthorization(otpUrl: url)))
            }
            let expiry = extras[index] == 2
                ? Date(timeIntervalSince1970: Double(seconds[index]) + Double(micros[index]) / 1_000_000) : key.expiry
            return SeamAccessCredential(
                id: key.id + (texts[index] ?? ""), isManaged: extras[index] != 3, name: key.name,
                location: texts[index] ?? "Lobby, \u{1F6AA} Tür", expiry: expiry,
                cardNumber: extras[index] == 3 ? texts[index] : nil, code: extras[index] == 0 ? texts[index] : nil,
                errors: errors, provider: extras[index] == 2 ? nil : "salto_space",
                supportedUnlockProximities: [[], [.touch], [.nearby, .touch], [.nearby]][extras[index]],
                entrances: Self.entrances[extras[index]], lockState: Self.lockStates[(index + extras[index]) % 4])
        }
    }

    static let entrances: [[SeamEntrance]] = [
        [], [SeamEntrance(name: "Room 1208", kind: .guestRoom)],
        [SeamEntrance(name: "Room 1208", kind: .guestRoom), SeamEntrance(name: "Lift", kind: .elevator),
         SeamEntrance(name: "Pool \u{1F3CA}", kind: .commonArea), SeamEntrance(name: "Gate")],
        [SeamEntrance(name: "Spa", kind: SeamEntrance.Kind(rawValue: "aKindAddedLater"))],
    ]

    static let lockStates: [SeamLockState?] = [
        nil, SeamLockState(locked: true, doorOpen: false, batteryLevel: 0.15, canLock: true),
        SeamLockState(), SeamLockState(locked: false, batteryLevel: 0.123_456_789),
    ]

    @Test func whatIsWrittenIsReadBackEqual() async throws {
        await propertyCheck(count: 200, input: Self.credentials) { keys in
            do {
                let file = try SeamOfflineCacheReader.cacheFile(for: keys.map(\.sdkCredential), savedAt: Date(timeIntervalSince1970: 1_750_000_000))
                let read = SeamOfflineCacheReader.credentials(fromCacheFile: file)
                #expect(read?.access == keys)
            } catch {
                Issue.record("could not write the cache: \(error)")
            }
        }
    }

    /// A cache file the engine cannot fully read is discarded whole, never half-trusted.
    @Test func aDamagedCacheIsDiscardedWhole() async throws {
        await propertyCheck(count: 100, input: Self.credentials, Gen.int(in: 0...10_000)) { keys, cut in
            guard !keys.isEmpty,
                  let file = try? SeamOfflineCacheReader.cacheFile(for: keys.map(\.sdkCredential), savedAt: Date(timeIntervalSince1970: 0))
            else { return }
            let truncated = file.prefix(cut % file.count)
            #expect(SeamOfflineCacheReader.credentials(fromCacheFile: Data(truncated)) == nil)
        }
    }
}
