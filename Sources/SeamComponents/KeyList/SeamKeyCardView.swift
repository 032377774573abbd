#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

/// One credential as a branded key card: gradient from the theme, brand (with a star beside
/// it for a favourite in a key list), name, location, the doors it opens, a lock's state,
/// expiry, card number and the most severe problem as a badge with the error style's message.
/// Unusable keys are de-emphasised. The card grows with Dynamic Type instead of clipping, and
/// reads as one VoiceOver element whose label says what the card shows.
///
/// ```swift
/// SeamKeyCardView(credential: key)   // the environment's `\.seamCredentialErrorStyle`
/// ```
@MainActor
public struct SeamKeyCardView: View {
    let credential: SeamAccessCredential
    /// The style passed in; `nil` reads `\.seamCredentialErrorStyle` from the environment.
    let style: SeamAccessCredentialErrorStyle?
    var isSelected = false
    @Environment(\.seamCredentialErrorStyle) private var environmentStyle
    @Environment(\.seamTheme) private var theme
    @Environment(\.locale) private var locale
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.seamKeysRefresh) private var refresh
    @Environment(\.seamFavouriteMarking) private var favourites

    /// A card for `credential`. The style's copy speaks the environment's `\.locale`.
    /// - Parameter style: How the key's errors read and what their actions do; `nil` (the
    ///   default) uses the environment's `\.seamCredentialErrorStyle`, like the list views do.
    public init(credential: SeamAccessCredential, style: SeamAccessCredentialErrorStyle? = nil) {
        self.credential = credential
        self.style = style
    }

    /// A grid's card: the environment's style, marked when `isSelected`.
    init(credential: SeamAccessCredential, isSelected: Bool) {
        self.init(credential: credential)
        self.isSelected = isSelected
    }

    public var body: some View {
        // Re-evaluated every minute, so "Expires today at …" and a passed expiry stay true.
        TimelineView(.everyMinute) { timeline in
            card(at: timeline.date)
        }
    }

    private func card(at now: Date) -> some View {
        let row = SeamAccessCredential.Presentation(credential: credential, now: now, locale: locale)
        let style = (style ?? environmentStyle).bound(locale: locale, refresh: refresh)
        let problem = row.problemMessage(styled: style.message)
        let card = theme.keyCard
        return VStack(alignment: .leading, spacing: 6) {
            // A favourite's star sits in this row, beside the brand, so no text runs under it.
            HStack(alignment: .top, spacing: 8) {
                badge(for: row, style: style)
                Spacer(minLength: 0)
                if favourites?.isFavourite(credential.id) == true { favouriteStar }
                brand(row)
            }
            Spacer(minLength: 28)
            Text(row.name).font(theme.font(.keyCardName))
            if !row.location.isEmpty { Text(row.location).font(theme.font(.keyCardLocation)) }
            if let doors = row.entrancesText { Text(doors).font(theme.font(.keyCardLocation)) }
            if let lockState = row.lockState { SeamLockStateLines(state: lockState).font(theme.font(.keyCardExpiry)) }
            if let validFrom = row.validFromText { Text(validFrom).font(theme.font(.keyCardExpiry)) }
            if let expiry = row.expiryText { Text(expiry).font(theme.font(.keyCardExpiry)) }
            if let cardNumber = row.cardNumberText(for: SeamSceneActivity(scenePhase)) { Text(cardNumber).font(theme.font(.keyCardNumber)) }
            if let problem { Text(problem).font(theme.font(.keyCardProblem)) }
        }
        .foregroundColor(theme.foreground(.keyCard))
        .frame(maxWidth: .infinity, minHeight: 180, alignment: .leading)
        .padding(16)
        .padding(.top, 6)
        // An unusable key is de-emphasised by a desaturated background only: the text keeps its
        // contrast and the problem badge keeps its colour.
        .background(
            LinearGradient(colors: card.resolvedGradient, startPoint: .topLeading, endPoint: .bottomTrailing)
                .overlay(alignment: .top) { card.accentColor.frame(height: 6) }
                .saturation(row.isUsable ? 1 : 0.2)
        )
        .clipShape(RoundedRectangle(cornerRadius: card.cornerRadius, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: card.cornerRadius, style: .continuous)
                .strokeBorder(theme.colors.accent, lineWidth: isSelected ? 3 : 0)
        )
        .shadow(color: card.shadowColor, radius: card.shadowRadius, y: card.shadowYOffset)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(row.accessibilityLabel)
        .accessibilityHint(problem ?? row.accessibilityHint)
        .accessibilityIdentifier("seam.keyCard.\(credential.id)")
    }

    @ViewBuilder
    private func badge(for row: SeamAccessCredential.Presentation, style: SeamAccessCredentialErrorStyle) -> some View {
        if let status = row.status, let symbol = row.problemSystemImage(styled: { style.systemIcon($0, theme: theme) }) {
            SeamStatusBadge(text: status.badge, systemImage: symbol, tone: status.tone)
        } else {
            SeamStatusBadge(text: row.statusBadge, systemImage: "checkmark.circle.fill", tone: .success)
        }
    }

    /// A favourite's star, in a list whose service keeps favourites (VoiceOver hears
    /// "Favourite" as the card's value, from ``SeamFavouriteMark``), on a disc in a role of
    /// the theme (`SeamSurface.keyCardFavourite`), not a material that follows the window's mode.
    private var favouriteStar: some View {
        Image(systemName: SeamAccessCredential.Presentation.favouriteSystemImage)
            .font(theme.font(.keyCardFavourite).weight(.semibold))
            .foregroundColor(theme.foreground(.keyCardFavourite))
            .padding(6)
            .background(Circle().fill(theme.background(.keyCardFavourite)))
            .fixedSize()
            .accessibilityHidden(true)
    }

    /// The logo or the provider's name on a light plate, so dark logos read on the gradient.
    @ViewBuilder
    private func brand(_ row: SeamAccessCredential.Presentation) -> some View {
        if let logo = theme.keyCard.logoAssetName {
            Image(logo).resizable().scaledToFit().frame(maxWidth: 96, maxHeight: 40)
                .padding(4)
                .background(RoundedRectangle(cornerRadius: 6).fill(theme.background(.keyCardBrand)))
                .accessibilityHidden(true)
        } else if let provider = row.providerName {
            Text(provider)
                .font(theme.font(.keyCardBrand).weight(.bold)).textCase(.uppercase)
                .foregroundColor(theme.foreground(.keyCardBrand))
                .padding(.horizontal, 6).padding(.vertical, 2)
                .background(RoundedRectangle(cornerRadius: 6).fill(theme.background(.keyCardBrand)))
                .accessibilityHidden(true)
        }
    }
}
#endif
