import Foundation

/// Every piece of the key list screens that draws with the theme, and the roles it draws
/// with. SeamComponents' views read their colours and fonts through this table, so which
/// role a surface uses is data that tests can check (every role is used, so overriding one
/// always changes something).
///
/// ```swift
/// SeamSurface.keyCardBrand.foreground   // .primaryTextDark, on .lightFill
/// ```
package enum SeamSurface: String, Hashable, Sendable, CaseIterable {
    /// The key list screen's own fill (``SeamPalette/Colors/primaryBackground``).
    case screen
    case loadingText
    case statusIcon, statusTitle, statusMessage
    case primaryButton
    /// The refresh-failure toast and its Dismiss: the defaults of ``SeamPalette/Toast``, which
    /// the toast draws with (a theme's `toast` palette can restyle it alone).
    case refreshBanner, refreshBannerDismiss
    /// The grid's refresh button on iOS 15, floating over the key cards and the screen. Its
    /// capsule is a role of the theme, not a material: a material follows the window's mode,
    /// so a dark theme's light text in light mode sat on light grey (about 2:1).
    case legacyRefreshButton
    /// The unlock card's Cancel button, on the card's background: the default of
    /// ``SeamPalette/UnlockCard/cancelColor``, which the card draws with.
    case unlockCancel
    case keyCard, keyCardName, keyCardLocation, keyCardExpiry, keyCardNumber, keyCardProblem, keyCardBrand
    /// A favourite's star on its key card, in a disc of its own (a theme role, like
    /// ``legacyRefreshButton``'s capsule, so the star keeps its contrast in every mode).
    case keyCardFavourite
    case statusBadge, statusBadgeSevere
    case tableSectionHeader, rowName, rowLocation, rowDetail, rowStatus, rowDisclosure, rowSelection
    case progressIndicator
    /// The unlock card's Lock outcome line ("Locked", "No answer from the lock yet…"), under Lock.
    case lockStatus
    /// The unlock card's "Recent activity" title, its lines ("Unlocked · with a code") and their times.
    case activityHeader, activityLine, activityTime

    /// The text or symbol colour; `nil` when the surface draws no text (or takes its tone's).
    package var foreground: SeamPalette.ColorRole? {
        switch self {
        case .loadingText, .statusMessage, .rowLocation, .rowDetail, .tableSectionHeader, .lockStatus, .activityHeader,
             .activityTime: .secondaryText
        // The banner's Dismiss and the iOS 15 refresh button are primary text, not accent: the
        // accent is below 4.5:1 on their dark-mode backgrounds.
        // The unlock card's Cancel likewise: the accent is 3.5:1 on the dark-mode card.
        case .statusTitle, .refreshBanner, .refreshBannerDismiss, .legacyRefreshButton, .unlockCancel, .rowName:
            .primaryText
        case .activityLine: .primaryText
        case .primaryButton, .keyCard, .keyCardName, .keyCardLocation, .keyCardExpiry, .keyCardNumber,
             .keyCardProblem, .statusBadge, .statusBadgeSevere: .primaryTextLight
        case .keyCardBrand: .primaryTextDark
        case .keyCardFavourite: .warning
        case .rowDisclosure: .grayFill
        case .progressIndicator: .progress
        case .screen, .statusIcon, .rowStatus, .rowSelection: nil
        }
    }

    /// The fill behind it, if it draws one.
    package var background: SeamPalette.ColorRole? {
        switch self {
        case .screen: .primaryBackground
        case .primaryButton: .accent
        case .refreshBanner, .refreshBannerDismiss, .legacyRefreshButton, .unlockCancel, .keyCardFavourite:
            .secondaryBackground
        case .keyCardBrand: .lightFill
        case .statusBadge: .darkFill
        case .statusBadgeSevere: .danger
        case .rowSelection: .secondaryFill
        default: nil
        }
    }

    /// Its font; `nil` when it shows no text of its own.
    package var font: SeamPalette.FontRole? {
        switch self {
        case .loadingText: .body
        case .statusIcon: .largeTitle
        case .statusTitle: .title3
        case .statusMessage, .refreshBanner: .callout
        case .primaryButton, .refreshBannerDismiss, .legacyRefreshButton, .unlockCancel: .actionTitle
        case .keyCardName: .title2
        case .keyCardLocation, .rowLocation: .subheadline
        case .keyCardExpiry, .keyCardProblem, .keyCardFavourite, .rowDetail, .lockStatus, .activityLine, .activityTime: .footnote
        case .keyCardNumber: .caption2
        case .keyCardBrand, .statusBadge, .statusBadgeSevere, .rowStatus: .caption
        case .tableSectionHeader, .activityHeader: .sectionHeader
        case .rowName: .headline
        case .screen, .keyCard, .rowDisclosure, .rowSelection, .progressIndicator: nil
        }
    }

    /// The badge surface for a status of `tone`: errors on the theme's `danger` fill, the
    /// rest on the translucent dark pill.
    package static func badge(for tone: SeamStatusPresentation.Tone) -> SeamSurface {
        tone == .error ? .statusBadgeSevere : .statusBadge
    }
}

extension SeamStatusPresentation.Tone {
    /// The colour role that carries the tone (icons, badge dots, row status).
    package var colorRole: SeamPalette.ColorRole {
        switch self {
        case .info: .info
        case .success: .success
        case .warning: .warning
        case .error: .error
        }
    }
}
