import Foundation

extension SeamAccessCredential {
    /// Everything a key card or table row shows for one credential, computed once.
    ///
    /// ```swift
    /// let row = SeamAccessCredential.Presentation(credential: key, now: Date(), locale: locale)
    /// row.statusBadge          // "Ready" or the first error's badge
    /// row.accessibilityLabel   // "Room 101, Hotel Marina, Expires today at 3:45 PM, Ready"
    /// row.entrancesText        // "Opens Room 101, Lift and Pool", for a key that lists its doors
    /// row.lockState?.summary   // "Locked · Door closed · Battery 80%", for a lock key
    /// ```
    public struct Presentation: Hashable, Sendable, Identifiable {
        public let id: String
        /// The key's name.
        public let name: String
        /// The key's place.
        public let location: String
        /// "Opens Room 1208, Lift and Pool": the doors the key opens, joined as the locale's
        /// language joins a list; `nil` when it lists none, or only one door named like the
        /// key itself (the name says it already).
        public let entrancesText: String?
        /// What a lock key's lock last reported (locked, door, battery, a low-battery warning);
        /// `nil` for keys that are not a lock.
        public let lockState: SeamLockStatePresentation?
        /// "Valid from Fri, Jun 20 at 3:00 PM" while the key's start is to come; `nil` otherwise
        /// (show nothing). Shown before ``expiryText``.
        public let validFromText: String?
        /// `nil` when the key has no expiry: show nothing.
        public let expiryText: String?
        /// The most severe problem (a passed expiry counts); `nil` when the key is ready, and for
        /// a key whose only problem is that the app cannot open its lock (``status`` says so).
        public let primaryError: SeamCredentialError?
        /// How ``primaryError`` is shown, or "Not supported in this app" for a key without a lock
        /// integration (``SeamStatusPresentation/lockNotSupported(locale:)``); `nil` when the key is ready.
        public let status: SeamStatusPresentation?
        /// "Ready", or the problem's badge.
        public let statusBadge: String
        /// Whether the key can unlock now; unusable keys are shown de-emphasised.
        public let isUsable: Bool
        /// The lock brand, e.g. "Salto"; `nil` when unknown.
        public let providerName: String?
        /// "Card 1234" when the credential has a card number.
        public let cardNumberText: String?
        /// "Code 1234" when the credential has a keypad code.
        public let codeText: String?
        /// ``cardNumberText`` and ``codeText`` with the digits hidden ("Code ••••"), for moments
        /// the screen may be captured (`SeamSceneActivity`).
        public let maskedCardNumberText: String?
        /// ``codeText`` with its digits hidden, for a screen that may be seen by others.
        public let maskedCodeText: String?
        /// Name, location, doors, lock state, start, expiry, card number and status in one
        /// sentence for VoiceOver: what the card shows, in the order it shows it.
        public let accessibilityLabel: String
        /// What activating the element does.
        public let accessibilityHint: String
        /// Whether ``primaryError`` is only the start still to come (``validFromText`` says when).
        private let isAwaitingStart: Bool
        /// The door names ``entrancesText`` lists (empty when it is `nil`), and its locale.
        private let entranceNames: [String]
        private let locale: Locale
        /// Whether ``primaryError`` means the key's lock is offline (``status`` says so).
        private let isLockOffline: Bool
        /// Whether the key's only problem is that the app has no integration for its lock.
        private let isLockNotSupported: Bool

        /// The presentation of `credential` at `now`, in `locale` and `timeZone`.
        public init(credential: SeamAccessCredential, now: Date, locale: Locale, timeZone: TimeZone = .current) {
            id = credential.id
            name = credential.name
            location = credential.location
            let names = credential.entrances.map(\.name)
            entranceNames = names == [credential.name] ? [] : names
            self.locale = locale
            entrancesText = Self.entrancesText(entranceNames, locale: locale)
            lockState = credential.lockState.map { SeamLockStatePresentation(state: $0, locale: locale) }
            let formatter = SeamExpiryFormatter(locale: locale, timeZone: timeZone)
            validFromText = formatter.validFrom(credential.startsAt, now: now)
            expiryText = formatter.string(for: credential.expiry, now: now)
            primaryError = credential.effectiveErrors(at: now).first
            status = SeamStatusPresentation(credential: credential, now: now, locale: locale)
            isUsable = status == nil
            providerName = SeamProviderBrand.displayName(for: credential.provider)
            cardNumberText = credential.cardNumber.map { SeamStatusPresentation.Copy.cardNumber($0, locale: locale) }
            codeText = credential.code.map { SeamStatusPresentation.Copy.code($0, locale: locale) }
            maskedCardNumberText = credential.cardNumber.map { _ in SeamStatusPresentation.Copy.cardNumber(Self.mask, locale: locale) }
            maskedCodeText = credential.code.map { _ in SeamStatusPresentation.Copy.code(Self.mask, locale: locale) }
            statusBadge = status?.badge ?? SeamLocalization.string("credential.ready.badge", locale: locale)
            accessibilityLabel = [name, location, entrancesText ?? "", lockState?.accessibilityText ?? "",
                                  validFromText ?? "", expiryText ?? "", cardNumberText ?? "", statusBadge]
                .filter { !$0.isEmpty }
                .joined(separator: ", ")
            accessibilityHint = status?.title ?? SeamLocalization.string("credential.ready.hint", locale: locale)
            isAwaitingStart = primaryError == .awaitingLocalCredential && credential.isNotYetValid(at: now)
            isLockOffline = primaryError.map { SeamStatusPresentation.isLockOffline($0, provider: credential.provider) } ?? false
            isLockNotSupported = primaryError == nil && status != nil
        }

        /// ``entrancesText`` with each door's name passed through `transform` before the list is
        /// joined, for a surface that must rewrite text from the server but not the list's own
        /// marks (a terminal escapes control characters in the names, not the bidi isolates
        /// Arabic and Hebrew lists put around them).
        ///
        /// ```swift
        /// let doors = row.entrancesText(transformingNames: { name in name.filter { !$0.isNewline } })
        /// ```
        public func entrancesText(transformingNames transform: (String) -> String) -> String? {
            Self.entrancesText(entranceNames.map(transform), locale: locale)
        }

        private static func entrancesText(_ names: [String], locale: Locale) -> String? {
            guard !names.isEmpty else { return nil }
            return SeamLocalization.format("ui.entrances", locale: locale, SeamLocalization.list(names, locale: locale))
        }

        /// The sentence that explains ``primaryError``, `nil` when the key is ready: for a key
        /// before its start, that its access has not begun (the error alone would say "on its
        /// way"); for a lock that is offline, that it is (the error alone would say "something
        /// went wrong"); for a key whose lock the app cannot open, that it cannot yet;
        /// otherwise `styled(error)`, the app's wording (`SeamAccessCredentialErrorStyle`).
        ///
        /// ```swift
        /// let problem = row.problemMessage { style.message($0) }
        /// ```
        public func problemMessage(styled: (SeamCredentialError) -> String) -> String? {
            guard let primaryError else { return isLockNotSupported ? status?.message : nil }
            return isAwaitingStart || isLockOffline ? status?.message ?? styled(primaryError) : styled(primaryError)
        }

        /// The symbol for ``primaryError``, `nil` when the key is ready: for a key before its
        /// start, the calendar clock of ``SeamStatusPresentation/notYetValid(locale:)`` (the
        /// error's own hourglass means "on its way"); for a lock that is offline, or one the app
        /// cannot open, its own symbol; otherwise `styled(error)`, the app's symbol.
        ///
        /// ```swift
        /// let symbol = row.problemSystemImage { style.systemIcon($0, theme: theme) }
        /// ```
        public func problemSystemImage(styled: (SeamCredentialError) -> String) -> String? {
            guard let primaryError else { return isLockNotSupported ? status?.systemImage : nil }
            if isAwaitingStart { return SeamStatusPresentation.notYetValidSystemImage }
            return isLockOffline ? SeamStatusPresentation.lockOfflineSystemImage : styled(primaryError)
        }
    }
}
