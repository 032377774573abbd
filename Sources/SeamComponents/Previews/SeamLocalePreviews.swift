#if DEBUG && canImport(SwiftUI) && canImport(UIKit)
@_spi(SeamInternal) import SeamAccess
import SwiftUI

/// The locales every public view is previewed in: Arabic and Hebrew, which run right to left,
/// and the pseudo-locale, whose accented, 40%-longer copy shows truncation (a missing "⟧")
/// and hard-coded strings (plain English).
private struct SeamPreviewLocale: Identifiable {
    let name: String
    let locale: Locale

    var id: String { name }
    /// Right to left exactly when SeamAccess reads the locale as a right-to-left language.
    var layoutDirection: LayoutDirection { SeamLanguage(locale: locale).isRightToLeft ? .rightToLeft : .leftToRight }

    static let all = [
        SeamPreviewLocale(name: "Arabic", locale: Locale(identifier: "ar_EG")),
        SeamPreviewLocale(name: "Hebrew", locale: Locale(identifier: "he_IL")),
        SeamPreviewLocale(name: "Pseudo", locale: SeamPseudoLocale.locale),
    ]
}

private extension View {
    func previewLocale(_ preview: SeamPreviewLocale) -> some View {
        environment(\.locale, preview.locale).environment(\.layoutDirection, preview.layoutDirection)
    }
}

/// Sandbox data built from public API only, so these previews keep compiling whatever
/// the other preview fixtures become. Locks never answer, so an unlock card stays in the
/// phase it was put in.
@MainActor
private enum SeamLocalePreviewData {
    static let service: PreviewSeamService = {
        var scenario = SeamSandboxScenario.default
        scenario.locks = scenario.locks.mapValues { _ in SeamSimulatedLock(latency: 0, outcome: .neverAnswer) }
        scenario.changes = []
        return PreviewSeamService(scenario: scenario)
    }()

    static let keys = PreviewSeamService.Samples.accessCredentials(now: Date())

    static func key(_ id: String) -> SeamAccessCredential {
        keys.first { $0.id == id } ?? SeamAccessCredential(id: id, name: id, location: "")
    }

    static func unlockCard(_ locale: Locale, _ events: [SeamUnlockMachine.Event]) -> SeamUnlockCardViewModel {
        let viewModel = SeamUnlockCardViewModel(credentialId: PreviewSeamService.Samples.ID.room, service: service,
                                                configuration: .init(successDwell: nil), locale: locale)
        events.forEach(viewModel.send)
        return viewModel
    }
}

struct SeamLocaleScreens_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(SeamPreviewLocale.all) { preview in
            NavigationView { SeamAccessView().navigationTitle(SeamStatusPresentation.Copy.keys.text(locale: preview.locale)) }
                .environment(\.seamService, SeamLocalePreviewData.service)
                .previewLocale(preview)
                .previewDisplayName("SeamAccessView, grid, \(preview.name)")
            NavigationView { SeamAccessView(layout: .table) }
                .environment(\.seamService, SeamLocalePreviewData.service)
                .previewLocale(preview)
                .previewDisplayName("SeamAccessView, table, \(preview.name)")
            SeamCredentialsView(viewModel: SeamCredentialsViewModel(seam: SeamLocalePreviewData.service))
                .previewLocale(preview)
                .previewDisplayName("SeamCredentialsView, \(preview.name)")
            SeamCredentialsGridView(viewModel: SeamCredentialsViewModel(seam: SeamLocalePreviewData.service))
                .previewLocale(preview)
                .previewDisplayName("SeamCredentialsGridView, \(preview.name)")
            SeamCredentialsTableView(viewModel: SeamCredentialsViewModel(seam: SeamLocalePreviewData.service))
                .previewLocale(preview)
                .previewDisplayName("SeamCredentialsTableView, \(preview.name)")
            SeamEmptyKeysView {}
                .previewLocale(preview)
                .previewDisplayName("SeamEmptyKeysView, \(preview.name)")
        }
    }
}

struct SeamLocaleCards_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(SeamPreviewLocale.all) { preview in
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(SeamLocalePreviewData.keys) { key in SeamKeyCardView(credential: key) }
                }
                .padding()
            }
            .previewLocale(preview)
            .previewDisplayName("SeamKeyCardView, every state, \(preview.name)")
            SeamCredentialGrid(credentials: SeamLocalePreviewData.keys, selectedId: PreviewSeamService.Samples.ID.room) { _ in }
                .previewLocale(preview)
                .previewDisplayName("SeamCredentialGrid, \(preview.name)")
            SeamCredentialTable(credentials: SeamLocalePreviewData.keys, selectedId: PreviewSeamService.Samples.ID.office) { _ in }
                .environment(\.dynamicTypeSize, .accessibility2)
                .previewLocale(preview)
                .previewDisplayName("SeamCredentialTable, large text, \(preview.name)")
        }
    }
}

struct SeamLocaleUnlock_Previews: PreviewProvider {
    static let phases: [(name: String, events: [SeamUnlockMachine.Event])] = [
        ("idle", []),
        ("unlocking", [.unlockRequested, .received(.launched)]),
        ("granted", [.unlockRequested, .received(.launched), .received(.grantedAccess)]),
        ("timed out", [.unlockRequested, .received(.launched), .received(.timedOut)]),
    ]

    static var previews: some View {
        ForEach(SeamPreviewLocale.all) { preview in
            ForEach(phases, id: \.name) { phase in
                SeamUnlockCardView(viewModel: SeamLocalePreviewData.unlockCard(preview.locale, phase.events))
                    .previewLocale(preview)
                    .previewDisplayName("SeamUnlockCardView, \(phase.name), \(preview.name)")
            }
            SeamUnlockSheetView(viewModel: SeamLocalePreviewData.unlockCard(preview.locale,
                                                                           [.unlockRequested, .received(.launched)]))
                .previewLocale(preview)
                .previewDisplayName("Unlock sheet, unlocking, \(preview.name)")
        }
    }
}
#endif
