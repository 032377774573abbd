#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// One credential as a branded key card: gradient from the theme, brand, name, location,
/// expiry and the most severe problem as a badge. Unusable keys are de-emphasised. The card
/// grows with Dynamic Type instead of clipping, and reads as one VoiceOver element.
///
/// ```swift
/// SeamKeyCardView(credential: key, style: .default)
/// ```
@MainActor
public struct SeamKeyCardView: View {
    let credential: SeamAccessCredential
    let style: SeamAccessCredentialErrorStyle
    var isSelected = false
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale

    public init(credential: SeamAccessCredential, style: SeamAccessCredentialErrorStyle = .default) {
        self.credential = credential
        self.style = style
    }

    init(credential: SeamAccessCredential, style: SeamAccessCredentialErrorStyle, isSelected: Bool) {
        self.init(credential: credential, style: style)
        self.isSelected = isSelected
    }

    public var body: some View {
        // Re-evaluated every minute, so "Expires today at …" and a passed expiry stay true.
        TimelineView(.everyMinute) { timeline in
            card(at: timeline.date)
        }
    }

    private func card(at now: Date) -> some View {
        let row = SeamCredentialPresentation(credential: credential, now: now, locale: locale)
        let card = theme.keyCard
        return VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .top) {
                badge(for: row)
                Spacer(minLength: 8)
                brand(row)
            }
            Spacer(minLength: 28)
            Text(row.name).font(theme.fonts.title2)
            if !row.location.isEmpty { Text(row.location).font(theme.fonts.subheadline) }
            if let expiry = row.expiryText { Text(expiry).font(theme.fonts.footnote) }
            if let cardNumber = row.cardNumberText { Text(cardNumber).font(theme.fonts.caption) }
        }
        .foregroundColor(theme.colors.primaryTextLight)
        .frame(maxWidth: .infinity, minHeight: 180, alignment: .leading)
        .padding(16)
        .padding(.top, 6)
        .background(LinearGradient(colors: card.resolvedGradient, startPoint: .topLeading, endPoint: .bottomTrailing))
        .overlay(alignment: .top) { card.accentColor.frame(height: 6) }
        .saturation(row.isUsable ? 1 : 0.25)
        .opacity(row.isUsable ? 1 : 0.8)
        .clipShape(RoundedRectangle(cornerRadius: card.cornerRadius, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: card.cornerRadius, style: .continuous)
                .strokeBorder(theme.colors.accent, lineWidth: isSelected ? 3 : 0)
        )
        .shadow(color: card.shadowColor, radius: card.shadowRadius, y: card.shadowYOffset)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(row.accessibilityLabel)
        .accessibilityHint(row.accessibilityHint)
        .accessibilityIdentifier("seam.keyCard.\(credential.id)")
    }

    @ViewBuilder
    private func badge(for row: SeamCredentialPresentation) -> some View {
        if let error = row.primaryError, let status = row.status {
            SeamStatusBadge(text: status.badge, systemImage: style.systemIcon(error, theme: theme), tone: status.tone)
        } else {
            SeamStatusBadge(text: row.statusBadge, systemImage: "checkmark.circle.fill", tone: .success)
        }
    }

    @ViewBuilder
    private func brand(_ row: SeamCredentialPresentation) -> some View {
        if let logo = theme.keyCard.logoAssetName {
            Image(logo).resizable().scaledToFit().frame(maxWidth: 96, maxHeight: 40).accessibilityHidden(true)
        } else if let provider = row.providerName {
            Text(provider).font(theme.fonts.caption.weight(.bold)).textCase(.uppercase).accessibilityHidden(true)
        }
    }
}
#endif
