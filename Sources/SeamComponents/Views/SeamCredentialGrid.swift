#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Key cards in an adaptive grid: one column on a phone, more on wider screens. Pure and
/// stateless: it shows `credentials`, marks `selectedId`, and reports taps to `onSelect`.
///
/// ```swift
/// SeamCredentialGrid(credentials: viewModel.credentials,
///                    selectedId: viewModel.selectedCredentialId,
///                    onSelect: viewModel.select)
/// ```
@MainActor
public struct SeamCredentialGrid: View {
    let credentials: [SeamAccessCredential]
    let selectedId: String?
    let onSelect: (String) -> Void
    @Environment(\.seamCredentialErrorStyle) private var style

    public init(credentials: [SeamAccessCredential], selectedId: String?, onSelect: @escaping (String) -> Void) {
        self.credentials = credentials
        self.selectedId = selectedId
        self.onSelect = onSelect
    }

    public var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 300), spacing: 16)], spacing: 16) {
                ForEach(credentials) { credential in
                    let isSelected = credential.id == selectedId
                    Button { onSelect(credential.id) } label: {
                        SeamKeyCardView(credential: credential, style: style, isSelected: isSelected)
                    }
                    .buttonStyle(.plain)
                    .accessibilityAddTraits(isSelected ? .isSelected : [])
                }
            }
            .padding()
        }
        .accessibilityIdentifier("seam.credentialGrid")
    }
}
#endif
