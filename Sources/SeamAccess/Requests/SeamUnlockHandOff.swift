import Foundation

/// Passes an unlock request from an app extension to the app through the shared container:
/// an App Intent the system runs in the widget extension cannot reach the app's
/// ``SeamUnlockRouter`` (each process has its own). The router collects it
/// (``SeamUnlockRouter/collectHandOff(from:)``) exactly once and only within ``maximumAge``
/// seconds, so a request the app never saw cannot unlock a door later.
package struct SeamUnlockHandOff: Sendable {
    /// Requests older than this are dropped unread.
    package static let maximumAge: TimeInterval = 60
    static let fileName = "pending-unlock.json"

    private struct File: Codable {
        var id: UUID
        var credentialId: String
        var startsUnlock: Bool
        var source: String
        var createdAt: Double
    }

    private let container: SeamExtensionConfiguration.SharedContainer

    package init(container: SeamExtensionConfiguration.SharedContainer) {
        self.container = container
    }

    /// Leaves `request` for the app, replacing one it has not taken. Returns `false` when
    /// the container is unavailable or cannot be written.
    @discardableResult
    package func leave(_ request: SeamUnlockRequest, at date: Date) -> Bool {
        guard let directory = container.directory else { return false }
        let file = File(id: request.id, credentialId: request.credentialId, startsUnlock: request.startsUnlock,
                        source: request.source.rawValue, createdAt: date.timeIntervalSince1970)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try JSONEncoder().encode(file).write(to: directory.appendingPathComponent(Self.fileName), options: .atomic)
            return true
        } catch {
            return false
        }
    }

    /// The request left for the app and when it was left, removing it so it is taken once;
    /// `nil` when there is none, it cannot be read, or it is older than ``maximumAge`` at
    /// `now` (or dated in the future by more than that: a clock change).
    package func take(now: Date) -> (request: SeamUnlockRequest, createdAt: Date)? {
        guard let url = container.directory?.appendingPathComponent(Self.fileName),
              let data = try? Data(contentsOf: url) else { return nil }
        try? FileManager.default.removeItem(at: url)
        guard let file = try? JSONDecoder().decode(File.self, from: data),
              let source = SeamUnlockRequest.Source(rawValue: file.source) else { return nil }
        let createdAt = Date(timeIntervalSince1970: file.createdAt)
        guard abs(now.timeIntervalSince(createdAt)) <= Self.maximumAge else { return nil }
        let request = SeamUnlockRequest(credentialId: file.credentialId, startsUnlock: file.startsUnlock,
                                        source: source, id: file.id)
        return (request, createdAt)
    }
}
