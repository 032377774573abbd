import Foundation
@_spi(SeamInternal) import SeamAccess
import SeamPayloads

// Usage: DecodeProbe ours|plain|cache|sort|sort-accented COUNT ITERATIONS [LOCALE]
// `sort` and `sort-accented` order the decoded credentials (plain "Room 12" names, or accented
// ones such as "Ärztehaus 12") as the key list does on every update, in LOCALE (an identifier
// such as "sv_SE"; the process's current locale when omitted).
let arguments = CommandLine.arguments
guard (4...5).contains(arguments.count), let count = Int(arguments[2]), let iterations = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: DecodeProbe ours|plain|cache|sort|sort-accented COUNT ITERATIONS [LOCALE]\n".utf8))
    exit(64)
}
let locale = arguments.count == 5 ? Locale(identifier: arguments[4]) : Locale.current
let payload = Payloads.phoneSession(count: count)
let now = Date(timeIntervalSince1970: 1_750_000_000)
var decoded = 0
let cached: Data = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    let keys = ((try? SeamPhoneSession.credentials(fromResponse: payload, now: now)) ?? []).map(SeamAccessCredential.init)
    return (try? encoder.encode(keys)) ?? Data()
}()
let sortable: [SeamAccessCredential] = {
    let credentials = ((try? SeamPhoneSession.credentials(fromResponse: payload, now: now)) ?? []).map(SeamAccessCredential.init)
    guard arguments[1] == "sort-accented" else { return credentials }
    let prefixes = ["Ärztehaus", "Étage", "Büro", "Salón", "Chambre à coucher", "Zimmer", "Öffnung"]
    return credentials.enumerated().map { index, credential in
        SeamAccessCredential(id: credential.id, name: "\(prefixes[index % prefixes.count]) \(index)",
                             location: credential.location, expiry: credential.expiry, errors: credential.errors,
                             provider: credential.provider)
    }
}()
for _ in 0..<iterations {
    if arguments[1].hasPrefix("sort") {
        decoded += SeamCredentialOrdering.sorted(sortable, now: now, locale: locale).count
    } else if arguments[1] == "cache" {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        decoded += (try? decoder.decode([SeamAccessCredential].self, from: cached))?.count ?? 0
    } else if arguments[1] == "ours" {
        decoded += (try? SeamPhoneSession.credentials(fromResponse: payload, now: now))?.count ?? 0
    } else {
        decoded += (try? JSONDecoder().decode(PlainEnvelope.self, from: payload))?.phone_session.provider_sessions
            .first?.acs_credentials.count ?? 0
    }
}
print(decoded)
