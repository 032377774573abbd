#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Key cards in a grid: one column on a phone (down to 320 pt wide), more on wider screens
/// (`SeamGridMetrics` decides). Pure and stateless: it shows `credentials` in the order
/// given, marks `selectedId`, reports taps to `onSelect`, and reports a finger landing on or
/// lifting from a key to `onTouch`, and whether one is down to `onPressChange` (for
/// `SeamKeyOrderHold.touch(isDown:at:)`, which ``SeamCredentialsView`` uses so keys never
/// move under a finger).
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
    let onTouch: () -> Void
    let onPressChange: (Bool) -> Void

    public init(credentials: [SeamAccessCredential], selectedId: String?, onSelect: @escaping (String) -> Void,
                onTouch: @escaping () -> Void = {}, onPressChange: @escaping (Bool) -> Void = { _ in }) {
        self.credentials = credentials
        self.selectedId = selectedId
        self.onSelect = onSelect
        self.onTouch = onTouch
        self.onPressChange = onPressChange
    }

    public var body: some View {
        GeometryReader { proxy in
            ScrollView { grid(columns: SeamGridMetrics.default.columnCount(forWidth: Double(proxy.size.width))) }
        }
        .accessibilityIdentifier("seam.credentialGrid")
    }

    private func grid(columns: Int) -> some View {
        let spacing = CGFloat(SeamGridMetrics.default.spacing)
        return LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: spacing), count: columns),
                         spacing: spacing) {
            ForEach(credentials) { credential in
                let isSelected = credential.id == selectedId
                Button { onSelect(credential.id) } label: {
                    SeamKeyCardView(credential: credential, isSelected: isSelected)
                }
                .buttonStyle(SeamKeyPressStyle(onTouch: onTouch, onPressChange: onPressChange))
                .accessibilityAddTraits(isSelected ? .isSelected : [])
                .modifier(SeamFavouriteMark(credentialId: credential.id, placement: .card))
            }
        }
        .padding(spacing)
    }
}
#endif
