#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// Keys as list rows with status badge and expiry. Pure and stateless, like
/// ``SeamCredentialGrid``: rows in the order given, a finger on a row reported to `onTouch` and
/// `onPressChange`.
///
/// It looks like the system's inset-grouped list in the theme's roles, on every iOS: on a light
/// `colors.primaryBackground`, rows on `primaryBackground` over `secondaryBackground`; on a
/// dark one, rows on `secondaryBackground` over `primaryBackground`; rows that would not stand
/// out (both backgrounds alike) take a fill that does. From iOS 16 the list paints that
/// backdrop itself; on iOS 15 the system's grouped background stays, in the mode that matches
/// `primaryBackground` (`SeamListFill`).
@MainActor
public struct SeamCredentialTable: View {
    let credentials: [SeamAccessCredential]
    let selectedId: String?
    let onSelect: (String) -> Void
    let onTouch: () -> Void
    let onPressChange: (Bool) -> Void
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale
    @Environment(\.colorScheme) private var colorScheme

    public init(credentials: [SeamAccessCredential], selectedId: String?, onSelect: @escaping (String) -> Void,
                onTouch: @escaping () -> Void = {}, onPressChange: @escaping (Bool) -> Void = { _ in }) {
        self.credentials = credentials
        self.selectedId = selectedId
        self.onSelect = onSelect
        self.onTouch = onTouch
        self.onPressChange = onPressChange
    }

    public var body: some View {
        let fill = SeamListFill.table(theme: theme, colorScheme: colorScheme)
        List {
            Section {
                ForEach(credentials) { credential in
                    Button { onSelect(credential.id) } label: {
                        SeamCredentialRow(credential: credential, isSelected: credential.id == selectedId,
                                          selectionFill: theme.color(fill.selection))
                    }
                    .buttonStyle(SeamKeyPressStyle(onTouch: onTouch, onPressChange: onPressChange))
                    .accessibilityAddTraits(credential.id == selectedId ? .isSelected : [])
                    .modifier(SeamFavouriteMark(credentialId: credential.id, placement: .row))
                    .listRowBackground(theme.color(fill.row))
                }
            } header: {
                Text(SeamStatusPresentation.Copy.keys.text(locale: locale))
                    .font(theme.font(.tableSectionHeader))
                    .foregroundColor(theme.foreground(.tableSectionHeader))
            }
        }
        .listStyle(.insetGrouped)
        .modifier(SeamListBackground(fill: fill))
        .accessibilityIdentifier("seam.credentialTable")
    }
}

/// One table row; lays out vertically at accessibility text sizes.
@MainActor
struct SeamCredentialRow: View {
    let credential: SeamAccessCredential
    let isSelected: Bool
    /// Behind the row's content while it is selected (`SeamListFill.selection`).
    let selectionFill: Color
    @Environment(\.seamTheme) private var theme
    @Environment(\.seamCredentialErrorStyle) private var style
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.seamFavouriteMarking) private var favourites

    var body: some View {
        TimelineView(.everyMinute) { timeline in
            content(at: timeline.date)
        }
    }

    private func content(at now: Date) -> some View {
        let row = SeamAccessCredential.Presentation(credential: credential, now: now, locale: locale)
        let problem = row.problemMessage(styled: style.message)
        let layout = typeSize.isAccessibilitySize ? AnyLayoutBox.vertical : .horizontal
        let symbol = row.rowSymbol(isFavourite: favourites?.isFavourite(credential.id) == true) {
            style.systemIcon($0, theme: theme)
        }
        return layout.stack {
            Image(systemName: symbol.systemImage)
                .foregroundColor(row.status.map { theme.color(for: $0.tone) } ?? theme.colors.accent)
                .font(theme.fonts.title3)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                name(row, withStar: symbol.showsFavouriteStarAfterName)
                if !row.location.isEmpty {
                    Text(row.location).font(theme.font(.rowLocation)).foregroundColor(theme.foreground(.rowLocation))
                }
                if let doors = row.entrancesText {
                    Text(doors).font(theme.font(.rowLocation)).foregroundColor(theme.foreground(.rowLocation))
                }
                if let lockState = row.lockState {
                    SeamLockStateLines(state: lockState).font(theme.font(.rowDetail)).foregroundColor(theme.foreground(.rowDetail))
                }
                ForEach([row.validFromText, row.expiryText, row.cardNumberText(for: SeamSceneActivity(scenePhase)), problem]
                            .compactMap { $0 }, id: \.self) { detail in
                    Text(detail).font(theme.font(.rowDetail)).foregroundColor(theme.foreground(.rowDetail))
                }
            }
            Spacer(minLength: 8)
            Text(row.statusBadge)
                .font(theme.font(.rowStatus).weight(.semibold))
                .foregroundColor(theme.color(for: row.status?.tone ?? .success))
            Image(systemName: "chevron.forward").foregroundColor(theme.foreground(.rowDisclosure)).accessibilityHidden(true)
        }
        .padding(.vertical, 4)
        .background(isSelected ? selectionFill.cornerRadius(8) : nil)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(row.accessibilityLabel)
        .accessibilityHint(problem ?? row.accessibilityHint)
        .accessibilityIdentifier("seam.credentialRow.\(credential.id)")
    }

    /// The key's name; a favourite whose problem symbol leads the row has its star after it.
    private func name(_ row: SeamAccessCredential.Presentation, withStar: Bool) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text(row.name).font(theme.font(.rowName)).foregroundColor(theme.foreground(.rowName))
            if withStar {
                Image(systemName: SeamAccessCredential.Presentation.favouriteSystemImage)
                    .font(theme.fonts.caption)
                    .foregroundColor(theme.colors.warning)
                    .accessibilityHidden(true)
            }
        }
    }
}
#endif
