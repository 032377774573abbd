#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
@_spi(SeamInternal) import SeamAccess
import SwiftUI

/// The key list's states on the hardest layouts: a 320-pt iPhone SE at the largest
/// accessibility text size, right-to-left, and the activation and refresh failures.
struct SeamListStates_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(SeamListStateFixtures.all, id: \.name) { state in
            NavigationView { SeamAccessView(layout: state.layout).navigationTitle("Keys") }
                .navigationViewStyle(.stack)
                .environment(\.seamService, state.service)
                .environment(\.dynamicTypeSize, .accessibility5)
                .previewLayout(.fixed(width: 320, height: 568))
                .previewDisplayName("320 pt, AX5: \(state.name)")
        }
        ForEach(SeamListStateFixtures.all, id: \.name) { state in
            SeamAccessView(layout: state.layout)
                .environment(\.seamService, state.service)
                .environment(\.layoutDirection, .rightToLeft)
                .environment(\.locale, Locale(identifier: "ar"))
                .previewDisplayName("Right-to-left: \(state.name)")
        }
        SeamCredentialsView(viewModel: SeamListStateFixtures.refreshFailing, layout: .table)
            .task { await SeamListStateFixtures.refreshFailing.refresh() }
            .environment(\.dynamicTypeSize, .accessibility3)
            .previewLayout(.fixed(width: 320, height: 568))
            .previewDisplayName("Refresh failed banner, 320 pt")
        // The three-value theme on black in light mode: light text, the list's rows and the
        // states on the black screen, and a capsule toast whose shadow falls from its outline.
        ForEach(SeamListStateFixtures.all, id: \.name) { state in
            SeamAccessView(layout: state.layout)
                .environment(\.seamService, state.service)
                .seamTheme(onBlack)
                .preferredColorScheme(.light)
                .previewDisplayName("On black, light mode: \(state.name)")
        }
        SeamCredentialsView(viewModel: SeamListStateFixtures.refreshFailing, layout: .table)
            .task { await SeamListStateFixtures.refreshFailing.refresh() }
            .seamTheme(onBlack.with(toast: onBlack.toast.with(
                background: .red.opacity(0.1), borderColor: .red, cornerRadius: .infinity,
                shadowColor: .black.opacity(0.3), shadowRadius: 8, shadowYOffset: 4)))
            .preferredColorScheme(.light)
            .previewDisplayName("On black: translucent toast with a shadow")
    }

    static let onBlack = SeamTheme(accentColor: Color(SeamAdaptiveColor(0x0A5FCC)), backgroundColor: .black,
                                   cornerRadius: 12)
}

/// Services parked in each state, created once (a service made inline in `body` would be a
/// new sandbox on every render).
@MainActor
enum SeamListStateFixtures {
    static let all: [(name: String, layout: SeamCredentialsLayout, service: any SeamServiceProtocol)] = [
        ("Keys, grid", .grid, SeamPreviewFixtures.service),
        ("Keys, table", .table, SeamPreviewFixtures.service),
        ("No keys", .grid, service(keys: [])),
        // The app has not called `initialize` yet: the list waits quietly, no failure, no retry.
        ("Before the app's sign-in (loading)", .grid, PreviewSeamService(activated: false)),
        ("Signed out (no retry)", .grid, service(activationFailures: .invalidClientSessionToken)),
        ("Offline (Try again)", .table, service(activationFailures: .internetConnectionRequired)),
    ]

    static let refreshFailing: SeamCredentialsViewModel = {
        var scenario = SeamPreviewFixtures.scenario
        scenario.refreshFailures = [.internetConnectionRequired]
        return SeamCredentialsViewModel(seam: PreviewSeamService(scenario: scenario))
    }()

    private static func service(keys: [SeamAccessCredential]? = nil,
                                activationFailures error: SeamFailure? = nil) -> PreviewSeamService {
        var scenario = SeamPreviewFixtures.scenario
        if let keys { scenario.credentials = { _ in keys.map(\.sdkCredential) } }
        // Every activation fails, including the list's own attempt and each retry.
        if let error { scenario.activationFailures = Array(repeating: error, count: 1_000) }
        return PreviewSeamService(scenario: scenario)
    }
}
#endif
