#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

enum SeamServiceKey: EnvironmentKey {
    /// One live service for the whole app. `SeamService` holds no state of its own (it reads
    /// `Seam.shared`), so sharing it is safe; its initializer is nonisolated for this.
    static let live = SeamService()
    /// The service the app configured (``SeamAppConfiguration/service``), else the live one:
    /// also where an error style's refresh goes when nothing routed it.
    static var defaultValue: any SeamServiceProtocol { SeamAppConfiguration.appliedService ?? live }
}

private enum SeamErrorStyleKey: EnvironmentKey {
    /// Built once, not on every read: the style's closures hold no state of their own.
    static let defaultValue = SeamAccessCredentialErrorStyle.default
}

private enum SeamKeysRefreshKey: EnvironmentKey {
    static var defaultValue: SeamKeysRefresh? { nil }
}

private enum SeamUnlockConfigurationKey: EnvironmentKey {
    static var defaultValue: SeamUnlockCardViewModel.Configuration { .init() }
}

private enum SeamHapticsKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The service ``SeamAccessView`` uses; unless injected, the one the app configured
    /// (``SeamAppConfiguration/service``), else the live ``SeamService`` (mirroring `Seam.shared`).
    ///
    /// Create the service once and keep it (a `let`, a `@StateObject`, a property of your app
    /// model), not inline in `body`: a new instance on each render is a new service. A
    /// ``PreviewSeamService`` in particular is a fresh sandbox each time it is created.
    ///
    /// ```swift
    /// let previewService = PreviewSeamService()
    /// SeamAccessView().environment(\.seamService, previewService)
    /// ```
    public var seamService: any SeamServiceProtocol {
        get { self[SeamServiceKey.self] }
        set { self[SeamServiceKey.self] = newValue }
    }

    /// How credential errors are presented and resolved everywhere in the subtree: key cards,
    /// lists and the unlock card.
    ///
    /// The style you read speaks this environment's `\.locale` and routes its refreshes to
    /// ``seamKeysRefresh``.
    public var seamCredentialErrorStyle: SeamAccessCredentialErrorStyle {
        get { self[SeamErrorStyleKey.self].bound(locale: locale, refresh: seamKeysRefresh) }
        set { self[SeamErrorStyleKey.self] = newValue }
    }

    /// Where "Try again" on a key and the refresh after the verification page closes go: the
    /// enclosing ``SeamCredentialsView``'s list, or what you set here; outside any list, the
    /// environment's ``seamService`` (the unlock card: its view model's service), and a failure
    /// is then announced.
    public var seamKeysRefresh: SeamKeysRefresh {
        get { self[SeamKeysRefreshKey.self] ?? .service(seamService, locale: locale) }
        set { self[SeamKeysRefreshKey.self] = newValue }
    }

    /// The refresh a list or the app put in the environment, or `nil` where nobody did (the
    /// unlock card then refreshes its own view model's service).
    var seamKeysRefreshIfSet: SeamKeysRefresh? { self[SeamKeysRefreshKey.self] }

    /// Timeout, success dwell and auto-dismiss of the unlock cards that SeamComponents presents
    /// (``SeamAccessView``, ``SeamCredentialsView``). A ``SeamUnlockCardView`` you embed runs
    /// the view model you give it, so pass the configuration there:
    /// `SeamUnlockCardViewModel(credentialId: id, service: service, configuration: unlockConfiguration)`
    /// with `@Environment(\.seamUnlockConfiguration) var unlockConfiguration`.
    ///
    /// ```swift
    /// SeamAccessView()
    ///     .environment(\.seamUnlockConfiguration, .init(timeout: 15, successDwell: 2, dismissesOnSuccess: true))
    /// ```
    public var seamUnlockConfiguration: SeamUnlockCardViewModel.Configuration {
        get { self[SeamUnlockConfigurationKey.self] }
        set { self[SeamUnlockConfigurationKey.self] = newValue }
    }

    /// Whether SeamComponents plays haptics (on by default).
    public var seamHapticsEnabled: Bool {
        get { self[SeamHapticsKey.self] }
        set { self[SeamHapticsKey.self] = newValue }
    }
}
#endif
