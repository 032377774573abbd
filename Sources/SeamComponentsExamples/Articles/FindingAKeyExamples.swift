#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// GettingStarted.md, "Find a key"

@MainActor
struct FrontDeskKeysScreen: View {
    var body: some View {
        NavigationView {
            SeamAccessView()
                .navigationTitle("Keys")
                .seamOpensSoleKey(false)
        }
        .navigationViewStyle(.stack)
    }
}

@MainActor
struct KeySearchList: View {
    @ObservedObject var viewModel: SeamCredentialsViewModel
    @Environment(\.locale) private var locale

    var body: some View {
        List(viewModel.searchResults) { key in
            Button(key.name) { viewModel.select(key.id) }
                .accessibilityAction(named: Text(viewModel.favouriteActionTitle(for: key.id, locale: locale))) {
                    viewModel.toggleFavourite(key.id)
                }
        }
        .searchable(text: $viewModel.searchQuery,
                    prompt: Text(SeamKeySearch.Copy.searchPrompt.text(locale: locale)))
        // Matching, order and announcements in the same language as the titles.
        .onAppear { viewModel.locale = locale }
        .onChange(of: locale) { viewModel.locale = $0 }
    }
}

func makeSeam() -> Seam {
    let storage = SeamFavourites.UserDefaultsStorage(suiteName: "group.com.example.keys")
    return Seam(backend: .cloud(), favourites: SeamFavourites(storage: storage))
}
#endif
