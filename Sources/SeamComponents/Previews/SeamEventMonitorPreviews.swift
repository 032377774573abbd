#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// An unlock card with an event monitor: the events it sends are listed under it, so tapping
/// Unlock, Cancel or Try again shows what an app's analytics would receive.
struct SeamEventMonitor_Previews: PreviewProvider {
    static var previews: some View {
        SeamEventMonitorPreview()
            .previewDisplayName("Event monitor: what analytics receives")
    }
}

/// Keeps the events a preview card sends, for display.
@MainActor
private final class SeamPreviewEventLog: ObservableObject, SeamEventMonitor {
    @Published private(set) var names: [String] = []

    func record(_ event: SeamAccessEvent) {
        names.append(event.name)
    }
}

@MainActor
private struct SeamEventMonitorPreview: View {
    @StateObject private var log = SeamPreviewEventLog()

    var body: some View {
        VStack(spacing: 0) {
            SeamUnlockCardView(viewModel: SeamUnlockCardViewModel(
                credentialId: PreviewSeamService.Samples.ID.room, service: SeamPreviewFixtures.service))
            Divider()
            List(Array(log.names.enumerated()), id: \.offset) { entry in
                Text(entry.element).font(.caption.monospaced())
            }
            .frame(height: 160)
        }
        .seamEventMonitor(log)
    }
}
#endif
