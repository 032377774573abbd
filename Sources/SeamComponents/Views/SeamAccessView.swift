#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The turn-key mobile key screen: activates the service, lists the keys and unlocks.
///
/// It uses the `\.seamService` environment value (the live ``SeamService`` by default) and
/// shows an activation failure with retry rather than waiting forever.
///
/// ```swift
/// NavigationView {
///     SeamAccessView().navigationTitle("Keys")
/// }
/// ```
@MainActor
public struct SeamAccessView: View {
    private let layout: SeamCredentialsLayout
    @Environment(\.seamService) private var service

    public init(layout: SeamCredentialsLayout = .grid) {
        self.layout = layout
    }

    public var body: some View {
        SeamAccessScreen(service: service, layout: layout)
            .id(ObjectIdentifier(service))
    }
}

/// Owns the key list's view model for one service.
@MainActor
struct SeamAccessScreen: View {
    @StateObject private var viewModel: SeamCredentialsViewModel
    let layout: SeamCredentialsLayout

    init(service: any SeamServiceProtocol, layout: SeamCredentialsLayout) {
        _viewModel = StateObject(wrappedValue: SeamCredentialsViewModel(seam: service))
        self.layout = layout
    }

    var body: some View {
        SeamCredentialsView(viewModel: viewModel, layout: layout)
            .task { await viewModel.activate() }
            .accessibilityIdentifier("seam.accessView")
    }
}
#endif
