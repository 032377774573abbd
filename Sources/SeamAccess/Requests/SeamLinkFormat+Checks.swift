import Foundation

extension SeamLinkFormat {
    /// Whether `url`, opened at `date`, would start unlocking its key: a link of this format
    /// asking to start, with a proof for its key that is valid at `date` (signed with this
    /// format's secret, a nonce, not expired and not dated further ahead than a link made then).
    /// The router also lets a link start only once; that is not judged here.
    ///
    /// ```swift
    /// let drawsUnlock = format.startsUnlock(url, at: entry.date)
    /// ```
    package func startsUnlock(_ url: URL, at date: Date) -> Bool {
        guard case .request(let request) = parse(url, now: date) else { return false }
        return request.startsUnlock
    }

    /// When the proof in `url` expires, read without checking the proof (a process drawing
    /// a stay need not hold the secret); `nil` for a link that carries none.
    package static func proofExpiry(of url: URL) -> Date? {
        guard let text = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .last(where: { $0.name == SeamLinkProof.expiresItem })?.value,
            text.count <= 12, let seconds = Int64(text) else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

extension SeamLinkFormat {
    /// This format, honouring proofs signed with its secret as given (the router tests make,
    /// which sign links with the same format; ``honoursProofs``).
    package func honouringProofs() -> SeamLinkFormat {
        var format = self
        format.honoursProofs = true
        return format
    }
}
