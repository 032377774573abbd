#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI
// `UIAccessibility.Notification.announcement` is a plain global `var` in the iOS 17 SDK,
// which Swift 6 rejects; newer SDKs annotate it.
@preconcurrency import UIKit

/// The same keys on a screen the app builds itself, as Custom Integration teaches: the
/// package's table rows and the app's own sheet holding an unlock card.
///
/// Nothing here handles links, the widget or Siri. The sheet is bound to the list's selection,
/// which their requests set, and the screen above applies `.seamUnlockRequests(list:)`, so the
/// card in this sheet opens for them and starts the unlock they asked for, as the standard
/// list's does.
@MainActor
struct ExampleOwnKeysList: View {
    @ObservedObject var keys: SeamCredentialsViewModel
    @Environment(\.seamUnlockConfiguration) private var configuration
    @Environment(\.locale) private var locale

    var body: some View {
        content
            // A key's Try Again, and the refresh after its verification page, go through
            // this list's refresh (its state, its failure banner).
            .environment(\.seamKeysRefresh, SeamKeysRefresh(keys))
            // A failed refresh, a sign-in that did not come, a session that ended: said to
            // VoiceOver, since the message replacing the spinner moves no focus.
            .onReceive(keys.announcements) { announcement in
                UIAccessibility.post(notification: .announcement, argument: announcement.text(locale: locale))
            }
            // Outside the switch, so the sheet stays while the content changes (a refresh that
            // empties the list) and is there on the render that first shows the keys.
            .sheet(item: $keys.selectedKey) { selected in
                SeamUnlockCardView(viewModel: SeamUnlockCardViewModel(
                    credentialId: selected.id, service: keys.service, configuration: configuration, locale: locale))
                    // Done, the success dwell and the card's Close (on a failure or a key
                    // with an error) end here: the app closes its sheet by clearing the
                    // selection. A swipe closes it otherwise, never during an unlock.
                    .onSeamUnlockFinished { _ in keys.select(nil) }
            }
    }

    @ViewBuilder
    private var content: some View {
        switch keys.content {
        case .loading:
            ProgressView()
        case .activationFailed(let error):
            Button(SeamStatusPresentation(failure: error, locale: locale).title) {
                Task { await keys.activate() }
            }
            .disabled(!keys.canRetryActivation)
        case .empty:
            SeamEmptyKeysView { await keys.refresh() }
        case .credentials:
            SeamCredentialTable(credentials: keys.credentials, selectedId: keys.selectedCredentialId,
                                onSelect: keys.select)
                .refreshable { await keys.refresh() }
        }
    }
}
#endif
