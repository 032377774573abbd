#if canImport(AppIntents) && os(iOS)
import AppIntents
import Foundation

/// Finds keys for Siri and Shortcuts from the key snapshot (``SeamExtensionConfiguration``),
/// so it works in the app and in extensions alike: usable keys in list order as suggestions,
/// and spoken or typed text matched by name and location, ignoring case and accents, in the
/// app's language (as the Unlock dialog).
@available(iOS 16, *)
public struct SeamKeyEntityQuery: EntityStringQuery, Sendable {
    public init() {}

    public func entities(for identifiers: [SeamKeyEntity.ID]) async throws -> [SeamKeyEntity] {
        answers.keys(for: identifiers).map(SeamKeyEntity.init)
    }

    public func entities(matching string: String) async throws -> [SeamKeyEntity] {
        answers.keys(matching: string).map(SeamKeyEntity.init)
    }

    public func suggestedEntities() async throws -> [SeamKeyEntity] {
        answers.suggestions().map(SeamKeyEntity.init)
    }

    private var answers: SeamExtensionConfiguration.KeyQueryAnswers {
        SeamExtensionConfiguration.current.keyQuery(now: Date(), locale: SeamExtensionConfiguration.AppProcess.preferredLocale())
    }
}
#endif
