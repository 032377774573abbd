#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

struct SeamAccessView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView { SeamAccessView().navigationTitle("Keys") }
            .navigationViewStyle(.stack)
            .environment(\.seamService, SeamPreviewFixtures.service)
            .previewDisplayName("Grid")
        NavigationView { SeamAccessView(layout: .table).navigationTitle("Keys") }
            .navigationViewStyle(.stack)
            .environment(\.seamService, SeamPreviewFixtures.service)
            .preferredColorScheme(.dark)
            .previewDisplayName("Table, dark")
        SeamAccessView()
            .environment(\.seamService, SeamPreviewFixtures.service)
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.locale, Locale(identifier: "de_DE"))
            .previewDisplayName("Right-to-left, German")
    }
}

struct SeamKeyCardView_Previews: PreviewProvider {
    static var previews: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(SeamPreviewFixtures.keys) { key in SeamKeyCardView(credential: key) }
            }
            .padding()
        }
        .previewDisplayName("Every key state")
        SeamKeyCardView(credential: SeamPreviewFixtures.key(PreviewSeamService.Samples.ID.room))
            .padding()
            .environment(\.dynamicTypeSize, .accessibility3)
            .previewDisplayName("Accessibility text size")
        SeamKeyCardView(credential: SeamPreviewFixtures.key(PreviewSeamService.Samples.ID.expired))
            .padding()
            .environment(\.seamTheme, .default.with(keyCard: .default.with(accentColor: .orange)))
            .preferredColorScheme(.dark)
            .previewDisplayName("Expired, themed, dark")
    }
}

struct SeamCredentialLists_Previews: PreviewProvider {
    static var previews: some View {
        SeamCredentialGrid(credentials: SeamPreviewFixtures.keys, selectedId: PreviewSeamService.Samples.ID.room) { _ in }
            .previewDisplayName("Grid")
        SeamCredentialTable(credentials: SeamPreviewFixtures.keys, selectedId: PreviewSeamService.Samples.ID.office) { _ in }
            .environment(\.dynamicTypeSize, .accessibility2)
            .previewDisplayName("Table, large text")
        SeamEmptyKeysView {}
            .previewDisplayName("Empty")
    }
}

struct SeamUnlockCardView_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(SeamPreviewFixtures.unlockStates, id: \.name) { state in
            SeamUnlockCardView(viewModel: SeamPreviewFixtures.unlockCard(state.id, events: state.events))
                .previewDisplayName(state.name)
        }
    }
}
#endif
