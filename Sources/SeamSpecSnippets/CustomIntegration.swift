#if canImport(SwiftUI) && canImport(UIKit)
// custom-integration.md. Where it disagrees with llms.txt, llms.txt wins:
// `initialize(clientSessionToken: String)` is non-optional in the mock. Its `#Preview` is a
// PreviewProvider here, because the `#Preview` macro cannot expand with this SDK.
import SwiftUI
import Combine
import SeamComponents

@MainActor  // spec: added; iOS 18+ SDKs make every View main-actor, the iOS 17 SDK does not
struct CustomKeysScreen: View {
    @StateObject var viewModel = SeamCredentialsViewModel(seam: SeamService())

    var body: some View {
        VStack {
            // Coordinator view with grid layout: handles selection, refresh,
            // empty state UI, and unlock sheet presentation automatically.
            SeamCredentialsGridView(viewModel: viewModel)

            // Or use table layout:
            // SeamCredentialsTableView(viewModel: viewModel)

            // If you want full control over selection and navigation,
            // compose with the pure subviews instead:
            // SeamCredentialGrid(
            //     credentials: viewModel.credentials,
            //     selectedId: viewModel.selectedCredentialId,
            //     onSelect: viewModel.select
            // )

            // When using pure subviews, manage empty states and unlock
            // sheet presentation yourself.
            // spec: note. SeamUnlockCardView keeps the view model it has while the one built
            // here is for the same key (a sync or re-sort during an unlock does not cancel it),
            // and switches to the new one when another key is selected: as written, no `.id`.
            if let selectedId = viewModel.selectedCredentialId {
                SeamUnlockCardView(
                    viewModel: SeamUnlockCardViewModel(
                        credentialId: selectedId,
                        service: viewModel.service
                    )
                )
            }
        }
    }
}

@MainActor
struct PureSubviewsScreen: View {
    @StateObject var viewModel = SeamCredentialsViewModel(seam: SeamService())

    var body: some View {
        SeamCredentialGrid(
            credentials: viewModel.credentials,
            selectedId: viewModel.selectedCredentialId,
            onSelect: viewModel.select
        )
        SeamCredentialsTableView(viewModel: viewModel)
    }
}

@MainActor
func liveUsage() {
    let service: any SeamServiceProtocol = SeamService()  // spec: `SeamServiceProtocol` (Swift 6.3 asks for `any`)
    let vm = SeamCredentialsViewModel(seam: service)
    _ = vm
}

final class MockSeamService: SeamServiceProtocol {
    @Published private(set) var credentials: [SeamAccessCredential] = []
    @Published private(set) var isActive: Bool = false

    var isActivePublisher: AnyPublisher<Bool, Never> { $isActive.eraseToAnyPublisher() }
    var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { $credentials.eraseToAnyPublisher() }

    func initialize(clientSessionToken: String) throws {}  // spec: `String?`; llms.txt's `String` wins
    func activate() async throws { isActive = true }
    @discardableResult
    func refresh() async throws -> [SeamAccessCredential] { credentials }
    func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        Just(.launched).append(Just(.grantedAccess)).eraseToAnyPublisher()
    }
    func deactivate(deintegrate: Bool) async { isActive = false }
}

@MainActor
func mockUsage() {
    // Inject into your view model
    let mock = MockSeamService()
    let vm = SeamCredentialsViewModel(seam: mock)
    _ = vm
}

struct CustomKeysScreen_Previews: PreviewProvider {
    static var previews: some View {
        CustomKeysScreen()
    }
}

struct ErrorBadgeSnippet: View {
    let credential: SeamAccessCredential

    var body: some View {
        let style = SeamAccessCredentialErrorStyle.default
        let theme = SeamTheme.default

        SeamKeyCardView(credential: credential, style: style)
            .overlay(alignment: .bottomLeading) {
                if let error = credential.errors.first {
                    HStack(spacing: 8) {
                        Image(systemName: style.systemIcon(error, theme: theme))
                        Text(style.message(error))
                    }
                    .padding(8)
                }
            }
        if let error = credential.errors.first,
           let actionTitle = style.primaryActionTitle(error) {
            Button(actionTitle) {
                style.primaryAction(error)() // e.g., open Settings or OTP URL
            }
        }
    }
}
#endif
