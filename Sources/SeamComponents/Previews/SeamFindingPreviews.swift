#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
@_spi(SeamInternal) import SeamAccess
import SwiftUI

/// Finding a key: a search that narrows the list, one that finds nothing, favourites pinned
/// first (a star on the card, a star icon on the row), and a list of one usable key, which
/// opens its card at once.
struct SeamFinding_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            SeamCredentialsView(viewModel: SeamFindingFixtures.searching(for: "room"), layout: .grid)
                .navigationTitle("Keys")
        }
        .navigationViewStyle(.stack)
        .previewDisplayName("Search “room”, Spa Suite a favourite")

        NavigationView {
            SeamCredentialsView(viewModel: SeamFindingFixtures.searching(for: "sauna"), layout: .table)
                .navigationTitle("Keys")
        }
        .navigationViewStyle(.stack)
        .environment(\.dynamicTypeSize, .accessibility3)
        .previewLayout(.fixed(width: 320, height: 568))
        .previewDisplayName("No match, 320 pt, AX3")

        NavigationView {
            SeamCredentialsView(viewModel: SeamFindingFixtures.searching(for: ""), layout: .table)
                .navigationTitle("Keys")
        }
        .navigationViewStyle(.stack)
        .environment(\.layoutDirection, .rightToLeft)
        .environment(\.locale, Locale(identifier: "he"))
        .previewDisplayName("Favourite first, table, right-to-left")

        SeamAccessView()
            .environment(\.seamService, SeamFindingFixtures.oneKey)
            .previewDisplayName("One usable key: the card opens")
    }
}

/// View models and services created once (one made inline in `body` would be a new sandbox on
/// every render).
@MainActor
enum SeamFindingFixtures {
    private static var models: [String: SeamCredentialsViewModel] = [:]

    /// A list with Spa Suite pinned and `query` typed in its search field.
    static func searching(for query: String) -> SeamCredentialsViewModel {
        if let model = models[query] { return model }
        let service = PreviewSeamService(scenario: SeamPreviewFixtures.scenario)
        service.favourites?.set(true, for: PreviewSeamService.Samples.ID.spa)
        let model = SeamCredentialsViewModel(seam: service)
        model.searchQuery = query
        models[query] = model
        return model
    }

    static let oneKey: PreviewSeamService = {
        var scenario = SeamPreviewFixtures.scenario
        let keys = PreviewSeamService.Samples.credentials(now: Date())
        scenario.credentials = { _ in keys.filter { $0.id == PreviewSeamService.Samples.ID.room || !$0.isUsable(at: Date()) } }
        return PreviewSeamService(scenario: scenario)
    }()
}
#endif
