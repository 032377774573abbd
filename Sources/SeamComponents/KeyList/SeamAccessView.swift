#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// The turn-key mobile key screen: activates the service, lists the keys and unlocks.
///
/// It uses the `\.seamService` environment value (the live ``SeamService`` by default) and
/// shows an activation failure (with "Try again" when trying again can help) rather than
/// waiting forever. It keeps its state for as long as it is on screen: when the environment
/// hands it another service instance it rebinds to it
/// (``SeamCredentialsViewModel/rebind(to:)``) instead of starting over. Still, create the
/// service once rather than inline in `body`.
///
/// It honours ``SeamUnlockRouter/shared``: a link, widget, App Intent or notification that asks
/// for a key's unlock card gets it here, whether the screen is showing or created later.
///
/// On iPad a plain `NavigationView` shows a blank detail column in portrait; SeamComponents
/// does not own your navigation, so give it the stack style:
///
/// ```swift
/// NavigationView {
///     SeamAccessView().navigationTitle("Keys")
/// }
/// .navigationViewStyle(.stack)
/// ```
@MainActor
public struct SeamAccessView: View {
    private let layout: SeamCredentialsLayout
    @Environment(\.seamService) private var service
    @Environment(\.locale) private var locale
    @StateObject private var viewModel = SeamAccessViewModelBox()

    public init(layout: SeamCredentialsLayout = .grid) {
        self.layout = layout
    }

    public var body: some View {
        let list = viewModel.viewModel(for: service, locale: locale)
        SeamCredentialsView(viewModel: list, layout: layout)
            .seamUnlockRequests(list: list)
            .onChange(of: ObjectIdentifier(service)) { _ in viewModel.rebind(to: service) }
            .accessibilityIdentifier("seam.accessView")
    }
}

/// Holds the screen's view model across renders, created on first use with the environment's
/// service (a `@StateObject` cannot read the environment in its initializer) and rebound when
/// the environment's service changes.
@MainActor
final class SeamAccessViewModelBox: ObservableObject {
    private var stored: SeamCredentialsViewModel?

    /// The view model, created with `service` the first time, its keys ordered for `locale`
    /// from the first frame. Publishes nothing, so it is safe to call from `body`.
    func viewModel(for service: any SeamServiceProtocol, locale: Locale) -> SeamCredentialsViewModel {
        if let stored { return stored }
        let created = SeamCredentialsViewModel(seam: service, locale: locale)
        stored = created
        return created
    }

    /// Follows a new service (called from `onChange`, outside the view update).
    func rebind(to service: any SeamServiceProtocol) {
        stored?.rebind(to: service)
    }
}
#endif
