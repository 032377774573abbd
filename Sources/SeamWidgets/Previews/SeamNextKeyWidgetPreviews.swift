#if DEBUG && canImport(WidgetKit) && canImport(SwiftUI) && os(iOS)
import SwiftUI
import WidgetKit

/// Every state of the "next key" widget, built by SeamAccess from sample keys.
@MainActor
enum SeamNextKeyWidgetPreviewStates {
    static let now = Date()
    static let links = SeamLinkFormat(scheme: "seamdemo")
    /// The states' language; ``locales`` shows the others.
    static let english = Locale(identifier: "en")

    static let states: [(name: String, entry: SeamNextKeyWidgetEntry)] = [
        ("Next key", entry(PreviewSeamService.Samples.accessCredentials(now: now))),
        ("Expired", entry([SeamAccessCredential(id: "old", name: "Room 12", location: "Hotel Marina",
                                                expiry: now.addingTimeInterval(-3_600))])),
        ("Needs Bluetooth", entry([SeamAccessCredential(id: "bt", name: "Main Door", location: "Office",
                                                        errors: [.userInteractionRequired(.enableBluetooth)])])),
        ("No keys", entry([])),
        ("Signed out", entry(nil)),
        ("Shows details", entry(PreviewSeamService.Samples.accessCredentials(now: now), privacy: .showsKeyDetails)),
    ]

    static func entry(_ credentials: [SeamAccessCredential]?,
                      privacy: SeamExtensionConfiguration.WidgetPrivacy = .hidesKeyDetailsWhenLocked,
                      locale: Locale = english) -> SeamNextKeyWidgetEntry {
        SeamNextKeyWidgetEntry(content: SeamWidgetEntry(credentials: credentials, date: now, locale: locale),
                               privacy: privacy, linkFormat: links)
    }

    /// Arabic and Hebrew (right to left) and the pseudo-locale (long, accented copy).
    static let locales: [(name: String, locale: Locale)] = [
        ("Arabic", Locale(identifier: "ar_EG")), ("Hebrew", Locale(identifier: "he_IL")),
        ("Pseudo", SeamPseudoLocale.locale),
    ]
}

/// The next key and the no-usable-key states in every preview locale and family, laid out in
/// the locale's direction.
@available(iOS 16, *)
@MainActor
struct SeamNextKeyWidgetLocalePreviews: PreviewProvider {
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .accessoryRectangular, .accessoryCircular,
                                           .accessoryInline]

    static var previews: some View {
        ForEach(SeamNextKeyWidgetPreviewStates.locales, id: \.name) { preview in
            let keys = PreviewSeamService.Samples.accessCredentials(now: SeamNextKeyWidgetPreviewStates.now)
            let entries = [("Next key", SeamNextKeyWidgetPreviewStates.entry(keys, locale: preview.locale)),
                           ("No keys", SeamNextKeyWidgetPreviewStates.entry([], locale: preview.locale))]
            ForEach(entries, id: \.0) { name, entry in
                ForEach(families, id: \.self) { family in
                    SeamNextKeyWidgetView(entry: entry)
                        .environment(\.locale, preview.locale)
                        .environment(\.layoutDirection,
                                     SeamLanguage(locale: preview.locale).isRightToLeft ? .rightToLeft : .leftToRight)
                        .previewContext(WidgetPreviewContext(family: family))
                        .previewDisplayName("\(family) · \(name) · \(preview.name)")
                }
            }
        }
    }
}

@MainActor
struct SeamNextKeyWidgetHomePreviews: PreviewProvider {
    static var previews: some View {
        ForEach(SeamNextKeyWidgetPreviewStates.states, id: \.name) { state in
            SeamNextKeyWidgetView(entry: state.entry)
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Small · \(state.name)")
            SeamNextKeyWidgetView(entry: state.entry)
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Medium · \(state.name)")
        }
    }
}

@available(iOS 16, *)
@MainActor
struct SeamNextKeyWidgetLockScreenPreviews: PreviewProvider {
    static var previews: some View {
        ForEach(SeamNextKeyWidgetPreviewStates.states, id: \.name) { state in
            SeamNextKeyWidgetView(entry: state.entry)
                .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                .previewDisplayName("Rectangular · \(state.name)")
            SeamNextKeyWidgetView(entry: state.entry)
                .previewContext(WidgetPreviewContext(family: .accessoryCircular))
                .previewDisplayName("Circular · \(state.name)")
            SeamNextKeyWidgetView(entry: state.entry)
                .previewContext(WidgetPreviewContext(family: .accessoryInline))
                .previewDisplayName("Inline · \(state.name)")
        }
    }
}

/// The redacted look of a locked device, for checking what `privacySensitive` hides.
@available(iOS 16, *)
@MainActor
struct SeamNextKeyWidgetLockedPreviews: PreviewProvider {
    static var previews: some View {
        ForEach(SeamNextKeyWidgetPreviewStates.states, id: \.name) { state in
            SeamNextKeyWidgetView(entry: state.entry)
                .redacted(reason: .privacy)
                .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                .previewDisplayName("Locked · \(state.name)")
        }
    }
}
#endif
