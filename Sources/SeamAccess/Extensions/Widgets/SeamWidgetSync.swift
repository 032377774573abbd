import Foundation
@_spi(SeamInternal) import SeamSDK

/// Keeps extensions in step with the app's keys: on every change of the service's keys or
/// sign-in state it (optionally) rewrites the key snapshot, and asks for a widget reload
/// when what a widget shows has changed (`SeamWidgetSyncMachine` decides), or when the app's
/// ``SeamUnlockRouter`` used one of the widget's Unlock links (each starts one unlock, so the
/// widget needs a new one; the app is in the foreground then, where WidgetKit does not count
/// the reload against the widget's budget). Until the service
/// has been active once, nothing happens, so a launch that is still activating leaves the
/// last snapshot (and the widget) as they were; a sign-out
/// (``SeamServiceProtocol/deactivationPublisher``) clears them even then.
///
/// SeamAccess does not import WidgetKit; the app passes the reload of each of its key widgets'
/// kinds, and only those: `reloadAllTimelines()` would spend the budget of the host app's other
/// widgets too (SeamWidgets' `SeamWidgetReloader` passes `WidgetCenter`'s
/// `reloadTimelines(ofKind:)`).
///
/// ```swift
/// let sync = SeamWidgetSync(service: service, snapshotWriter: writer,
///                           widgetKinds: [SeamWidgetSync.nextKeyWidgetKind, "BrandedKeyWidget"]) { kind in
///     WidgetCenter.shared.reloadTimelines(ofKind: kind)
/// }
/// ```
@MainActor
public final class SeamWidgetSync {
    private let store: SeamStore<SeamWidgetSyncMachine>
    private var subscriptions: [AnyCancellable] = []
    private let writer: SeamWidgetSync.SnapshotWriter?
    private let clock: any SeamClock
    private let reload: @MainActor () -> Void
    /// Called right after each reload, when what extensions show has changed (keys added,
    /// removed, renamed, expired, signed out): the place to call
    /// `AppShortcutsProvider.updateAppShortcutParameters()` so Siri's phrases with a key
    /// parameter learn the new keys.
    public var onKeysChanged: (@MainActor () -> Void)?

    /// The kind of SeamWidgets' "next key" widget (`SeamNextKeyWidget.kind`).
    public nonisolated static let nextKeyWidgetKind = "SeamNextKeyWidget"

    /// A sync that reloads the timelines of the key widgets of `widgetKinds`, one call of
    /// `reloadTimelines` per kind, and no other widget of the app.
    ///
    /// - Parameters:
    ///   - service: The app's service.
    ///   - snapshotWriter: Writes the snapshot on each change; `nil` when the cloud engine
    ///     writes it (``SeamCloudConfiguration/sharedContainer``).
    ///   - widgetKinds: The kinds of the app's key widgets: SeamWidgets' "next key" widget
    ///     (``nextKeyWidgetKind``) and any it configures under a kind of its own.
    ///   - reloadTimelines: Asks WidgetKit to reload the widgets of one kind; called on the
    ///     main actor.
    public convenience init(
        service: any SeamServiceProtocol,
        snapshotWriter: SeamWidgetSync.SnapshotWriter? = nil,
        widgetKinds: [String] = [SeamWidgetSync.nextKeyWidgetKind],
        reloadTimelines: @escaping @MainActor (String) -> Void
    ) {
        self.init(service: service, snapshotWriter: snapshotWriter, clock: SeamSystemClock()) {
            for kind in SeamWidgetSync.kindsToReload(widgetKinds) { reloadTimelines(kind) }
        }
    }

    /// Which widgets a reload asks WidgetKit for.
    package enum ReloadScope: Hashable, Sendable {
        /// Every widget of the app (`reloadAllTimelines()`).
        case all
        /// The widgets of these kinds, each once (`reloadTimelines(ofKind:)`).
        case kinds([String])

        /// The scope for the kinds an app named: with none named, every widget, as before
        /// reloads went by kind, so a key widget under a kind of the app's own
        /// (`SeamNextKeyWidget.configuration(kind:theme:)`) never shows a stale key; the
        /// kinds named, each once, otherwise.
        package init(widgetKinds: [String]?) {
            guard let widgetKinds, !widgetKinds.isEmpty else {
                self = .all
                return
            }
            self = .kinds(SeamWidgetSync.kindsToReload(widgetKinds))
        }
    }

    /// `kinds` once each, in their order: a kind listed twice is reloaded once.
    package nonisolated static func kindsToReload(_ kinds: [String]) -> [String] {
        var seen = Set<String>()
        return kinds.filter { seen.insert($0).inserted }
    }

    /// - Parameters:
    ///   - service: The app's service.
    ///   - snapshotWriter: Writes the snapshot on each change; `nil` when the cloud engine
    ///     writes it (``SeamCloudConfiguration/sharedContainer``).
    ///   - reload: Asks WidgetKit to reload; called on the main actor.
    public convenience init(
        service: any SeamServiceProtocol,
        snapshotWriter: SeamWidgetSync.SnapshotWriter? = nil,
        reload: @escaping @MainActor () -> Void
    ) {
        self.init(service: service, snapshotWriter: snapshotWriter, clock: SeamSystemClock(), reload: reload)
    }

    /// A sync on `clock` (SPI: tests inject time).
    ///
    /// - Parameters:
    ///   - service: The app's service.
    ///   - snapshotWriter: Writes the snapshot on each change; `nil` when the cloud engine
    ///     writes it (``SeamCloudConfiguration/sharedContainer``).
    ///   - clock: Stamps the snapshot.
    ///   - router: The router that takes the widget's links; `nil` for
    ///     ``SeamUnlockRouter/shared``.
    ///   - reload: Asks WidgetKit to reload; called on the main actor.
    @_spi(SeamInternal) public init(
        service: any SeamServiceProtocol,
        snapshotWriter: SeamWidgetSync.SnapshotWriter? = nil,
        clock: any SeamClock,
        router: SeamUnlockRouter? = nil,
        reload: @escaping @MainActor () -> Void
    ) {
        writer = snapshotWriter
        self.clock = clock
        self.reload = reload
        store = SeamStore(SeamWidgetSyncMachine(),
                          state: .init(credentials: service.credentials, isActive: service.isActive))
        store.run(perform: { [weak self] in self?.perform($0) })
        // `sinkOnMainActor`, as the view models do: a custom service may publish from any
        // thread, and a main-actor closure called there traps.
        subscriptions = [
            service.credentialsPublisher.sinkOnMainActor { [weak self] in self?.store.send(.credentialsChanged($0)) },
            service.isActivePublisher.sinkOnMainActor { [weak self] in self?.store.send(.activeChanged($0)) },
            // A sign-out of a session that never became active in this process changes neither
            // value, yet the widget may still show the last run's keys.
            service.deactivationPublisher.sinkOnMainActor { [weak self] in self?.store.send(.signedOut) },
            (router ?? .shared).signedLinkUsed.sinkOnMainActor { [weak self] _ in self?.store.send(.linkUsed) },
        ]
        // Publishers that do not replay (a custom service's `PassthroughSubject`) say nothing
        // until something changes: the state read above is synced all the same.
        store.send(.launched)
    }

    private func perform(_ effect: SeamWidgetSyncMachine.Effect) {
        switch effect {
        case .schedule: Task { @MainActor [weak self] in self?.store.send(.due) }
        case .writeSnapshot(let credentials): writer?.write(credentials, savedAt: clock.now)
        case .removeSnapshot: writer?.remove()
        case .reload: reload()
        case .keysChanged: onKeysChanged?()
        }
    }
}
