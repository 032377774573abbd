#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Refreshes the keys of one list, for actions that may have fixed a key: "Try again" on an
/// unknown error, and the one-time-password page closing.
///
/// ``SeamCredentialsView`` (and so ``SeamAccessView``) puts one into its subtree that runs its
/// own view model's ``SeamCredentialsViewModel/refresh()``, so the list's refresh progress and
/// its "refresh failed" banner show the result. Outside such a list, ``SeamUnlockCardView``
/// refreshes the service its view model unlocks with, and anything else the environment's
/// `\.seamService`; both announce a failure. A custom composition routes the actions to its own
/// view model:
///
/// ```swift
/// MyKeysScreen()
///     .environment(\.seamKeysRefresh, SeamKeysRefresh { await viewModel.refresh() })
/// ```
public struct SeamKeysRefresh: Sendable, Equatable {
    let run: @MainActor @Sendable () async -> Void
    /// Who this refresh is (SeamAccess's `SeamRefreshRoute`): two refreshes of the same list,
    /// or of the same service in the same language, are equal, so re-rendering does not count
    /// as a change of the environment value; a refresh made from a closure is equal to its
    /// copies (keep it in a property rather than making it in `body`).
    private let route: SeamRefreshRoute
    /// Keeps a closure-made refresh's identity alive as long as a copy of it is.
    private let token: Token?

    /// The identity of a closure-made refresh (an object, so copies share it).
    private final class Token: Sendable {}

    /// A refresh that runs `run`.
    public init(_ run: @escaping @MainActor @Sendable () async -> Void) {
        let token = Token()
        self.init(run: run, route: .closure(token), token: token)
    }

    /// The refresh of `viewModel`'s list: its progress and failure banner show the result.
    public init(_ viewModel: SeamCredentialsViewModel) {
        self.init(run: { [weak viewModel] in await viewModel?.refresh() }, route: .list(viewModel), token: nil)
    }

    private init(run: @escaping @MainActor @Sendable () async -> Void, route: SeamRefreshRoute, token: Token?) {
        self.run = run
        self.route = route
        self.token = token
    }

    public static func == (lhs: SeamKeysRefresh, rhs: SeamKeysRefresh) -> Bool {
        lhs.route == rhs.route
    }

    /// Refreshes `service` directly, and announces a failure (there is no list to show it).
    /// Equal to every other refresh of the same service in the same language.
    public static func service(_ service: any SeamServiceProtocol, locale: Locale) -> SeamKeysRefresh {
        let box = MainActorService(service: service)
        return SeamKeysRefresh(run: {
            do {
                try await box.service.refresh()
            } catch {
                let outcome = SeamRefreshOutcome(error: error, taskIsCancelled: Task.isCancelled)
                if let failure = outcome.failure {
                    SeamAnnouncer.announce(SeamListAnnouncement.refreshFailed(failure).text(locale: locale))
                }
            }
        }, route: .service(service, locale: locale), token: nil)
    }

    /// Carries a service into a main-actor closure from the environment (whose getters are not
    /// isolated in the iOS 17 SDK).
    private struct MainActorService: @unchecked Sendable {
        // Safe to send: `SeamServiceProtocol` is `@MainActor`, so every conformer's state is
        // isolated to the main actor, and the box is only opened inside a `@MainActor` closure.
        let service: any SeamServiceProtocol
    }

    /// Starts the refresh; its progress and result show where it was routed.
    @MainActor
    public func callAsFunction() {
        Task { await run() }
    }

    /// The refresh in scope while an error style builds an action (see
    /// ``SeamAccessCredentialErrorStyle``).
    static let scoped = TaskLocal<SeamKeysRefresh?>(wrappedValue: nil)
}
#endif
