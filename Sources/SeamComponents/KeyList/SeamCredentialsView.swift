#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// How ``SeamCredentialsView`` lays out keys.
public enum SeamCredentialsLayout: Sendable {
    /// Key cards in an adaptive grid.
    case grid
    /// A list of rows.
    case table
}

/// The key list coordinator: activation (started when it appears; a failure shows with
/// "Try again" when that can help), the empty state, the keys (grid or table) with
/// pull-to-refresh and its failure, and the unlock sheet for the selected key.
///
/// Every entry point (this view, ``SeamCredentialsGridView``, ``SeamCredentialsTableView``
/// and ``SeamAccessView``) activates its view model's service on appear: if the app has not
/// activated, or its activation failed, the list says so instead of loading forever. Calling
/// ``SeamCredentialsViewModel/activate()`` when the service is already active does nothing.
/// The list follows the service's session (``SeamServiceProtocol/sessionState``): one shown
/// before the app called `Seam.initialize(clientSessionToken:)` loads quietly until the app's
/// sign-in activates the service, then shows its keys or its failure (announced, with "Try
/// again" when that can help); if no sign-in comes within ten seconds it says that sign-in is
/// required (announced, with "Try again"). After a sign-out every list says the app must sign
/// in, and after the backend ended the session that the session has ended, with no "Try
/// again" (only the app can fix that).
///
/// "Try again" on a key and the refresh after the verification page closes run this list's
/// refresh (see ``SeamKeysRefresh``), so their progress and result show here.
///
/// Inside a `NavigationView` the list has a search field (name and place,
/// ``SeamCredentialsViewModel/searchQuery``; turned off with `.seamKeySearch(false)`);
/// favourites come first and are marked from each key's context menu, a swipe in the table,
/// or a VoiceOver action; and when exactly one key
/// can unlock, its card opens once each time the app comes to the foreground
/// (`SeamSoleKeyOpening`, turned off with `.seamOpensSoleKey(false)`).
///
/// ```swift
/// @StateObject var viewModel = SeamCredentialsViewModel(seam: SeamService())
/// var body: some View { SeamCredentialsView(viewModel: viewModel, layout: .table) }
/// ```
@MainActor
public struct SeamCredentialsView: View {
    @ObservedObject var viewModel: SeamCredentialsViewModel
    let layout: SeamCredentialsLayout
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale
    @Environment(\.seamUnlockConfiguration) private var unlockConfiguration
    @Environment(\.seamUnlockRequestDelivery) private var requestDelivery
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The order the keys show: held while a finger is on them and for 1.5 s after.
    @State private var keyOrder = SeamKeyOrderHold.grid
    @Environment(\.seamEventMonitor) private var eventMonitor
    @Environment(\.seamOpensSoleKey) private var opensSoleKey
    @Environment(\.seamUnlockRouter) private var router
    /// Whether this visit to the foreground opens the only usable key's card by itself.
    @State private var soleKey = SeamSoleKeyOpening()
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.seamKeySearch) private var showsSearchField

    /// Holds taps back on a card the list opened by itself, and sees the app's URLs: the
    /// screen's router, or with none above, the shared one (`SeamUnlockRouter.judgingTaps(under:)`).
    private var tapJudge: SeamUnlockRouter { SeamUnlockRouter.judgingTaps(under: router) }

    public init(viewModel: SeamCredentialsViewModel, layout: SeamCredentialsLayout = .grid) {
        self.viewModel = viewModel
        self.layout = layout
    }

    public var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(theme.background(.screen).ignoresSafeArea())
            // From the first render (iOS 15 may not show a field added later), unless the app
            // turned it off with `.seamKeySearch(false)`.
            .modifier(SeamKeySearchField(isOn: showsSearchField, query: $viewModel.searchQuery,
                                         prompt: SeamKeySearch.Copy.searchPrompt.text(locale: locale)))
            .safeAreaInset(edge: .top) { refreshFailureBanner }
            // Reported to a screen that takes requests: a message waits until the sheet has closed
            // (its card reports that it is shown, and its phase).
            .sheet(item: $viewModel.selectedKey, onDismiss: {
                soleKey.cardClosed()
                requestDelivery?.presentationClosed()
            }) { selected in
                SeamUnlockSheetView(credentialId: selected.id, service: viewModel.service, configuration: unlockConfiguration,
                                    locale: locale)
                    .environment(\.seamUnlockRouter, router)
                    .environment(\.seamUnlockRequestDelivery, requestDelivery)
            }
            .task(id: ObjectIdentifier(viewModel.service)) { await viewModel.activate() }
            .onAppear {
                viewModel.locale = locale
                if let eventMonitor { viewModel.eventMonitor = eventMonitor }
                viewModel.listAppeared()
                soleKey.isEnabled = opensSoleKey
                soleKey.listAppeared()
                soleKey.sceneChanged(to: SeamSceneActivity(scenePhase))
                soleKey.outsideOpensChanged(to: tapJudge.outsideOpens)
                openSoleKeyIfDue()
            }
            .onDisappear { soleKey.listDisappeared() }
            // A URL from any app: no card opens by itself under a finger meant for that app.
            .onReceive(tapJudge.$outsideOpens) { soleKey.outsideOpensChanged(to: $0) }
            .onChange(of: viewModel.credentials) { _ in openSoleKeyIfDue() }
            .onChange(of: scenePhase) { phase in
                soleKey.sceneChanged(to: SeamSceneActivity(phase))
                openSoleKeyIfDue()
            }
            .onChange(of: locale) { viewModel.locale = $0 }
            .onReceive(viewModel.announcements) { SeamAnnouncer.announce($0.text(locale: locale)) }
            .onReceive(viewModel.findingAnnouncements) { SeamAnnouncer.announce($0.text(locale: locale)) }
            .environment(\.seamKeysRefresh, SeamKeysRefresh(viewModel))
            .environment(\.seamFavouriteMarking, viewModel.favouriteMarking(locale: locale))
            .tint(theme.colors.accent)
            .accentColor(theme.colors.accent)
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.content {
        case .loading:
            VStack(spacing: 12) {
                ProgressView().seamProgressTint(theme.foreground(.progressIndicator))
                Text(SeamStatusPresentation.Copy.loading.text(locale: locale))
                    .font(theme.font(.loadingText)).foregroundColor(theme.foreground(.loadingText))
            }
            .accessibilityElement(children: .combine)
            .accessibilityIdentifier("seam.loading")
        case .activationFailed(let error):
            SeamScrollableState(refresh: retryActivation) {
                SeamStatusView(SeamStatusPresentation(failure: error, locale: locale),
                               actionTitle: viewModel.canRetryActivation ? SeamStatusPresentation.Copy.tryAgain.text(locale: locale) : nil) {
                    Task { await viewModel.activate() }
                }
            }
            .accessibilityIdentifier("seam.activationFailed")
        case .empty:
            SeamEmptyKeysView { [viewModel] in await viewModel.refresh() }
        case .credentials:
            keys.refreshable { [viewModel] in await viewModel.refresh() }
        }
    }

    /// Opens the only usable key's card when `SeamSoleKeyOpening` says so; nobody tapped
    /// the key, so the card holds taps back for a moment as for a link's card.
    private func openSoleKeyIfDue() {
        if let id = soleKey.keyToOpen(content: viewModel.content, credentials: viewModel.credentials,
                                      selectedId: viewModel.selectedCredentialId,
                                      isRequestPending: router?.pending != nil, now: Date()) {
            tapJudge.cardOpenedByItself(credentialId: id)
            viewModel.select(id)
        }
    }

    /// Pull-to-refresh on an activation failure: only when trying again can help.
    private var retryActivation: (@MainActor @Sendable () async -> Void)? {
        guard viewModel.canRetryActivation else { return nil }
        return { [viewModel] in await viewModel.activate() }
    }

    @ViewBuilder
    private var keys: some View {
        // Filtered once per render: the search folds every key's name and place.
        let results = viewModel.searchResults
        if viewModel.searchFoundNothing(in: results) {
            SeamSearchNoMatchesView(query: viewModel.searchQuery)
        } else {
            keyList(results)
        }
    }

    @ViewBuilder
    private func keyList(_ results: [SeamAccessCredential]) -> some View {
        switch layout {
        case .grid:
            SeamCredentialGrid(credentials: keyOrder.arranged(results),
                               selectedId: viewModel.selectedCredentialId,
                               onSelect: viewModel.select, onPressChange: keyPressChanged)
                .safeAreaInset(edge: .bottom) { legacyRefreshButton }
                .modifier(holdingKeyOrder)
        case .table:
            SeamCredentialTable(credentials: keyOrder.arranged(results),
                                selectedId: viewModel.selectedCredentialId,
                                onSelect: viewModel.select, onPressChange: keyPressChanged)
                .modifier(holdingKeyOrder)
        }
    }

    /// Takes every new list into the hold, and lets a held order go when it is due.
    private var holdingKeyOrder: SeamKeyOrderUpdates {
        SeamKeyOrderUpdates(ids: viewModel.credentials.map(\.id), releaseDate: keyOrder.releaseDate,
                            update: updateKeyOrder)
    }

    /// A finger on a key holds the order until 1.5 s after it lifts (`SeamKeyOrderHold`).
    private func keyPressChanged(_ isDown: Bool) {
        keyOrder.touch(isDown: isDown, at: Date())
    }

    /// The hold decides the order shown; a move is animated unless Reduce Motion is on.
    private func updateKeyOrder() {
        let credentials = viewModel.credentials
        withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.3)) {
            _ = keyOrder.order(credentials, now: Date())
        }
    }

    /// iOS 15 offers pull-to-refresh on lists only, so the grid gets a button there.
    @ViewBuilder
    private var legacyRefreshButton: some View {
        if #unavailable(iOS 16) {
            SeamLegacyRefreshButton(viewModel: viewModel)
        }
    }

    /// The refresh failure as the theme's toast.
    @ViewBuilder
    private var refreshFailureBanner: some View {
        if viewModel.refreshError != nil {
            SeamRefreshFailureToast { viewModel.dismissRefreshError() }
        }
    }
}

/// The grid's refresh button on iOS 15, which offers pull-to-refresh on lists only: on a
/// capsule in a role of the theme (`SeamSurface.legacyRefreshButton`; a material would follow
/// the window's mode, not the theme's) so it reads over the cards, at least 44 pt tall; hidden
/// while the person searches
/// (``SeamCredentialsViewModel/showsGridRefreshButton(isSearchFieldActive:)``), so it does not
/// float above the keyboard.
@MainActor
private struct SeamLegacyRefreshButton: View {
    @ObservedObject var viewModel: SeamCredentialsViewModel
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale
    /// Whether the search field above is in use (inside `.searchable`'s content).
    @Environment(\.isSearching) private var isSearchFieldActive

    @ViewBuilder
    var body: some View {
        if viewModel.showsGridRefreshButton(isSearchFieldActive: isSearchFieldActive) {
            Button {
                Task { await viewModel.refresh() }
            } label: {
                HStack(spacing: 8) {
                    if viewModel.isRefreshing {
                        ProgressView().seamProgressTint(theme.foreground(.progressIndicator))
                    } else {
                        Image(systemName: "arrow.clockwise").accessibilityHidden(true)
                    }
                    Text((viewModel.isRefreshing ? SeamStatusPresentation.Copy.refreshing : SeamStatusPresentation.Copy.refresh).text(locale: locale))
                }
                .font(theme.font(.legacyRefreshButton))
                .foregroundColor(theme.foreground(.legacyRefreshButton))
                .padding(.horizontal, 20)
                .frame(minHeight: 44)
                .background(theme.background(.legacyRefreshButton), in: Capsule())
                .contentShape(Capsule())
                .shadow(color: Color.black.opacity(0.15), radius: 6, y: 2)
            }
            .buttonStyle(.plain)
            .disabled(viewModel.isRefreshing)
            .padding(.bottom, 8)
            .accessibilityIdentifier("seam.grid.refresh")
        }
    }
}

/// The list's search field, or nothing when the app turned it off.
@MainActor
private struct SeamKeySearchField: ViewModifier {
    let isOn: Bool
    @Binding var query: String
    let prompt: String

    func body(content: Content) -> some View {
        if isOn {
            content.searchable(text: $query, prompt: Text(prompt))
        } else {
            content
        }
    }
}

/// Feeds a `SeamKeyOrderHold`: when the keys appear or change, and once more at the
/// hold's `SeamKeyOrderHold.releaseDate` (a task on the main actor, cancelled when the keys
/// disappear or a touch moves the date).
@MainActor
struct SeamKeyOrderUpdates: ViewModifier {
    let ids: [String]
    let releaseDate: Date?
    let update: @MainActor () -> Void

    func body(content: Content) -> some View {
        content
            .onAppear { update() }
            .onChange(of: ids) { _ in update() }
            .task(id: releaseDate) { await updateWhenDue() }
    }

    private func updateWhenDue() async {
        guard let releaseDate else { return }
        // A little after the date, so the hold has surely let go when asked again.
        let wait = releaseDate.timeIntervalSinceNow + 0.05
        if wait > 0 {
            do { try await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000)) } catch { return }
        }
        update()
    }
}


/// ``SeamCredentialsView`` with the grid layout.
@MainActor
public struct SeamCredentialsGridView: View {
    @ObservedObject var viewModel: SeamCredentialsViewModel

    public init(viewModel: SeamCredentialsViewModel) {
        self.viewModel = viewModel
    }

    public var body: some View { SeamCredentialsView(viewModel: viewModel, layout: .grid) }
}

/// ``SeamCredentialsView`` with the table layout.
@MainActor
public struct SeamCredentialsTableView: View {
    @ObservedObject var viewModel: SeamCredentialsViewModel

    public init(viewModel: SeamCredentialsViewModel) {
        self.viewModel = viewModel
    }

    public var body: some View { SeamCredentialsView(viewModel: viewModel, layout: .table) }
}
#endif
