#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// An HStack or a VStack (iOS 15 has no `AnyLayout`): a table row or the unlock card's
/// instruction lays out vertically at accessibility text sizes.
enum AnyLayoutBox {
    case horizontal, vertical

    @MainActor @ViewBuilder
    func stack<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        switch self {
        case .horizontal: HStack(alignment: .center, spacing: 12, content: content)
        case .vertical: VStack(alignment: .leading, spacing: 8, content: content)
        }
    }
}
#endif
