#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI
// `UIAccessibility.Notification.announcement` is a plain global `var` in the iOS 17 SDK,
// which Swift 6 rejects; newer SDKs annotate it.
@preconcurrency import UIKit

// CustomIntegration.md

@MainActor
struct MyKeysScreen: View {
    @StateObject private var viewModel = SeamCredentialsViewModel(seam: SeamService())
    @Environment(\.locale) private var locale

    var body: some View {
        content
            .task { await viewModel.activate() }
            .environment(\.seamKeysRefresh, SeamKeysRefresh(viewModel))
            .onReceive(viewModel.announcements) { announcement in
                UIAccessibility.post(notification: .announcement, argument: announcement.text(locale: locale))
            }
            .sheet(item: $viewModel.selectedKey) { selected in
                SeamUnlockCardView(
                    viewModel: SeamUnlockCardViewModel(credentialId: selected.id, service: viewModel.service))
                    .onSeamUnlockFinished { _ in viewModel.select(nil) }
            }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.content {
        case .loading:
            ProgressView()
        case .activationFailed(let error):
            Button(SeamStatusPresentation(failure: error, locale: locale).title) {
                Task { await viewModel.activate() }
            }
            .disabled(!viewModel.canRetryActivation)
        case .empty:
            SeamEmptyKeysView { await viewModel.refresh() }
        case .credentials:
            SeamCredentialTable(
                credentials: viewModel.credentials,
                selectedId: viewModel.selectedCredentialId,
                onSelect: viewModel.select
            )
            .refreshable { await viewModel.refresh() }
        }
    }
}

@MainActor
struct KeysWithInlineCard: View {
    @StateObject private var viewModel = SeamCredentialsViewModel(seam: SeamService())

    var body: some View {
        VStack {
            SeamCredentialGrid(
                credentials: viewModel.credentials,
                selectedId: viewModel.selectedCredentialId,
                onSelect: viewModel.select
            )
            if let selectedId = viewModel.selectedCredentialId {
                SeamUnlockCardView(
                    viewModel: SeamUnlockCardViewModel(credentialId: selectedId, service: viewModel.service))
                    .onSeamUnlockFinished { finish in
                        if finish.end != .successDwellElapsed { viewModel.select(nil) }
                    }
            }
        }
    }
}

@MainActor
final class KeysViewModel: ObservableObject {
    @Published private(set) var message = ""
    private var unlockSubscription: AnyCancellable?
    private let service: any SeamServiceProtocol

    init(service: any SeamServiceProtocol) {
        self.service = service
    }

    /// - Parameter locale: The language of `message`; pass your view's `\.locale`.
    func unlock(_ credentialId: String, locale: Locale) {
        do {
            unlockSubscription = try service.unlock(using: credentialId, timeout: 10)
                .receive(on: DispatchQueue.main)  // a service may emit on any thread
                .sink { [weak self] event in
                    self?.message = SeamStatusPresentation(phase: Self.phase(after: event), locale: locale).title
                }
        } catch let error as SeamError {
            message = SeamStatusPresentation(error: error, locale: locale).message
        } catch {
            message = error.localizedDescription
        }
    }

    private static func phase(after event: SeamAccessUnlockEvent) -> SeamUnlockCardViewModel.Phase {
        switch event {
        case .launched: .unlocking
        case .grantedAccess: .granted
        case .timedOut: .timedOut
        case .connectionFailed(let debugDescription): .connectionFailed(debugDescription: debugDescription)
        }
    }
}

struct AcmeLockIntegration: SeamLockIntegration {
    let provider = "acme_locks"

    func unlock(_ credential: SeamCredential) async -> SeamLockOutcome {
        // Talk to the lock; return when it answers. Seam applies the timeout and cancels
        // this task when the user cancels.
        .granted
    }
}

func registerIntegrations() {
    Seam.register(AcmeLockIntegration())
}

#endif
