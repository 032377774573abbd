#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

private enum SeamThemeKey: EnvironmentKey {
    static var defaultValue: SeamTheme { .default }
}

private enum SeamServiceKey: EnvironmentKey {
    /// One live service for the whole app. `SeamService` holds no state of its own (it reads
    /// `Seam.shared`), so sharing it is safe; its initializer is nonisolated for this.
    static let live = SeamService()
    static var defaultValue: any SeamServiceProtocol { live }
}

private enum SeamErrorStyleKey: EnvironmentKey {
    static var defaultValue: SeamAccessCredentialErrorStyle { .default }
}

private enum SeamUnlockConfigurationKey: EnvironmentKey {
    static var defaultValue: SeamUnlockMachine.Configuration { .init() }
}

private enum SeamHapticsKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The theme SeamComponents views draw with; ``SeamTheme/default`` unless injected.
    public var seamTheme: SeamTheme {
        get { self[SeamThemeKey.self] }
        set { self[SeamThemeKey.self] = newValue }
    }

    /// The service ``SeamAccessView`` uses; the live ``SeamService`` (mirroring `Seam.shared`)
    /// unless injected.
    ///
    /// ```swift
    /// SeamAccessView().environment(\.seamService, PreviewSeamService())
    /// ```
    public var seamService: any SeamServiceProtocol {
        get { self[SeamServiceKey.self] }
        set { self[SeamServiceKey.self] = newValue }
    }

    /// How credential errors are presented and resolved everywhere in the subtree: key cards,
    /// lists and the unlock card.
    public var seamCredentialErrorStyle: SeamAccessCredentialErrorStyle {
        get { self[SeamErrorStyleKey.self] }
        set { self[SeamErrorStyleKey.self] = newValue }
    }

    /// Timeout, success dwell and auto-dismiss of the unlock cards that SeamComponents presents
    /// (``SeamAccessView``, ``SeamCredentialsView``).
    ///
    /// ```swift
    /// SeamAccessView()
    ///     .environment(\.seamUnlockConfiguration, .init(timeout: 15, successDwell: 2, dismissesOnSuccess: true))
    /// ```
    public var seamUnlockConfiguration: SeamUnlockMachine.Configuration {
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
