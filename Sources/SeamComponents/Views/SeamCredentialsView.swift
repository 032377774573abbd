#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// How ``SeamCredentialsView`` lays out keys.
public enum SeamCredentialsLayout: Sendable {
    /// Key cards in an adaptive grid.
    case grid
    /// A list of rows.
    case table
}

/// The key list coordinator: loading, activation failure with retry, the empty state, the
/// keys (grid or table) with pull-to-refresh and its failure, and the unlock sheet for the
/// selected key.
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

    public init(viewModel: SeamCredentialsViewModel, layout: SeamCredentialsLayout = .grid) {
        self.viewModel = viewModel
        self.layout = layout
    }

    public var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .safeAreaInset(edge: .top) { refreshFailureBanner }
            .sheet(item: selection) { selected in
                SeamUnlockSheetView(credentialId: selected.id, service: viewModel.service, configuration: unlockConfiguration)
            }
            .onReceive(NotificationCenter.default.publisher(for: .seamRefreshRequested)) { _ in
                Task { await viewModel.refresh() }
            }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.content {
        case .loading:
            VStack(spacing: 12) {
                ProgressView()
                Text(SeamCopy.loading.text(locale: locale)).font(theme.fonts.body).foregroundColor(theme.colors.secondaryText)
            }
            .accessibilityElement(children: .combine)
            .accessibilityIdentifier("seam.loading")
        case .activationFailed(let error):
            SeamStatusView(SeamStatusPresentation(error: error, locale: locale),
                           actionTitle: SeamCopy.tryAgain.text(locale: locale)) {
                Task { await viewModel.activate() }
            }
            .accessibilityIdentifier("seam.activationFailed")
        case .empty:
            SeamEmptyKeysView { await viewModel.refresh() }
        case .credentials:
            keys.refreshable { await viewModel.refresh() }
        }
    }

    @ViewBuilder
    private var keys: some View {
        switch layout {
        case .grid:
            SeamCredentialGrid(credentials: viewModel.credentials, selectedId: viewModel.selectedCredentialId,
                               onSelect: viewModel.select)
                .safeAreaInset(edge: .bottom) { legacyRefreshButton }
        case .table:
            SeamCredentialTable(credentials: viewModel.credentials, selectedId: viewModel.selectedCredentialId,
                                onSelect: viewModel.select)
        }
    }

    /// iOS 15 offers pull-to-refresh on lists only, so the grid gets a button there.
    @ViewBuilder
    private var legacyRefreshButton: some View {
        if #unavailable(iOS 16) {
            Button {
                Task { await viewModel.refresh() }
            } label: {
                Label((viewModel.isRefreshing ? SeamCopy.refreshing : SeamCopy.refresh).text(locale: locale),
                      systemImage: "arrow.clockwise")
            }
            .disabled(viewModel.isRefreshing)
            .padding(8)
            .accessibilityIdentifier("seam.grid.refresh")
        }
    }

    @ViewBuilder
    private var refreshFailureBanner: some View {
        if viewModel.refreshError != nil {
            HStack(spacing: 8) {
                Image(systemName: "exclamationmark.triangle.fill").foregroundColor(theme.colors.warning)
                    .accessibilityHidden(true)
                Text(SeamCopy.refreshFailed.text(locale: locale))
                    .font(theme.fonts.footnote).foregroundColor(theme.colors.primaryText)
                Spacer(minLength: 4)
                Button(SeamCopy.dismiss.text(locale: locale)) { viewModel.dismissRefreshError() }
                    .font(theme.fonts.footnote.weight(.semibold))
            }
            .padding(12)
            .background(theme.colors.secondaryBackground)
            .accessibilityIdentifier("seam.refreshFailed")
        }
    }

    private var selection: Binding<SelectedKey?> {
        Binding(
            get: { viewModel.selectedCredentialId.map(SelectedKey.init) },
            set: { viewModel.select($0?.id) })
    }
}

/// The sheet's item: only the id, so updates to the credential do not re-present the sheet.
struct SelectedKey: Identifiable, Hashable {
    let id: String
}

/// Owns the unlock card's view model for as long as the sheet shows.
@MainActor
struct SeamUnlockSheet: View {
    @StateObject private var viewModel: SeamUnlockCardViewModel

    init(credentialId: String, service: any SeamServiceProtocol, configuration: SeamUnlockMachine.Configuration) {
        _viewModel = StateObject(wrappedValue: SeamUnlockCardViewModel(
            credentialId: credentialId, service: service, configuration: configuration))
    }

    var body: some View {
        SeamUnlockCardView(viewModel: viewModel)
            .onReceive(NotificationCenter.default.publisher(for: .seamRefreshRequested)) { _ in
                Task { [service = viewModel.service] in _ = try? await service.refresh() }
            }
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
