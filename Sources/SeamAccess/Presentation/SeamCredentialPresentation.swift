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
        /// Whether the key's most severe problem is only that its start is to come: it reads
        /// "Not yet valid", and ``validFromText`` says when. The one place this is decided.
        public let isNotYetValid: Bool
        /// The key's expiry, for a surface that writes it when it draws (a widget); `nil` without one.
        public let expiry: Date?
        /// The line under the name where there is room for one (a widget, Shortcuts): the
        /// ``location``, or the doors sentence when the key has no place; may be empty.
        public let placeText: String
        /// An SF Symbol for the key: a key when ready, else ``status``'s symbol.
        public let systemImage: String
        /// The one status line of a surface not redrawn at midnight (the widget), absolute:
        /// "Expires Sat, Jun 21 at 11:00 AM" or "Ready" when the key can unlock, "Valid from
        /// Fri, Jun 20 at 3:00 PM" before its start, else ``statusBadge``.
        public let widgetStatusText: String
        /// The door names ``entrancesText`` lists (empty when it is `nil`), and its locale.
        private let entranceNames: [String]
        private let locale: Locale
        /// The key's provider, and whether its start is to come, for ``status(for:)``.
        private let provider: String?
        private let startsLater: Bool
        /// What the key says beyond its error, for what another process draws later.
        package let standing: Standing?

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
            provider = credential.provider
            expiry = credential.expiry
            placeText = location.isEmpty ? entrancesText ?? "" : location
            let startsLater = credential.isNotYetValid(at: now)
            self.startsLater = startsLater
            let formatter = SeamExpiryFormatter(locale: locale, timeZone: timeZone)
            validFromText = startsLater ? formatter.validFrom(credential.startsAt, now: now) : nil
            expiryText = formatter.string(for: credential.expiry, now: now)
            let primaryError = credential.effectiveErrors(at: now).first
            self.primaryError = primaryError
            let standing = Self.standing(of: primaryError, startsLater: startsLater, provider: credential.provider,
                                         hasLockIntegration: credential.hasLockIntegration)
            self.standing = standing
            isNotYetValid = standing == .notYetValid
            status = standing?.status(locale: locale) ?? primaryError.map { SeamStatusPresentation(error: $0, locale: locale) }
            isUsable = status == nil
            systemImage = status?.systemImage ?? "key.fill"
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
            if isUsable {
                widgetStatusText = credential.expiry.map { formatter.absoluteExpiry($0, now: now) } ?? statusBadge
            } else {
                let start = isNotYetValid ? credential.startsAt : nil
                widgetStatusText = start.map { formatter.absoluteValidFrom($0, now: now) } ?? statusBadge
            }
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

        /// How `error` reads on this key when the key says more than the error alone, else
        /// `nil`: "Not yet valid" for ``SeamCredentialError/awaitingLocalCredential`` before its
        /// start (the error alone says "on its way"), "This lock is offline" for a lock Seam
        /// reports offline (the error alone says "something went wrong"). The unlock card's
        /// blocked state and a refused unlock read it, so they agree with the list.
        ///
        /// ```swift
        /// let shown = row.status(for: error) ?? SeamStatusPresentation(error: error, locale: locale)
        /// ```
        public func status(for error: SeamCredentialError) -> SeamStatusPresentation? {
            Self.keyStatus(for: error, startsLater: startsLater, provider: provider, locale: locale)
        }

        /// The sentence for `error` on this key: ``status(for:)``'s message, else `styled(error)`,
        /// the app's wording (`SeamAccessCredentialErrorStyle`).
        ///
        /// ```swift
        /// let message = row.message(for: error) { style.message($0) }
        /// ```
        public func message(for error: SeamCredentialError, styled: (SeamCredentialError) -> String) -> String {
            status(for: error)?.message ?? styled(error)
        }

        /// The symbol for `error` on this key: ``status(for:)``'s (the calendar clock before the
        /// start, where the error's own hourglass means "on its way"), else `styled(error)`.
        ///
        /// ```swift
        /// let symbol = row.systemImage(for: error) { style.systemIcon($0, theme: theme) }
        /// ```
        public func systemImage(for error: SeamCredentialError, styled: (SeamCredentialError) -> String) -> String {
            status(for: error)?.systemImage ?? styled(error)
        }

        /// What a refused unlock with `error` says of this key, when the key says more than the
        /// error (``status(for:)``): its title, and when it starts (a key before its start) or
        /// its message. The demo's error line reads it.
        package func refusal(for error: SeamCredentialError) -> (title: String, detail: String)? {
            guard let status = status(for: error) else { return nil }
            return (status.title, Self.awaitsStart(error, startsLater: startsLater) ? validFromText ?? "" : status.message)
        }

        /// The sentence that explains ``primaryError`` (``message(for:styled:)``), `nil` when
        /// the key is ready; for a key whose lock the app cannot open, that it cannot yet.
        ///
        /// ```swift
        /// let problem = row.problemMessage { style.message($0) }
        /// ```
        public func problemMessage(styled: (SeamCredentialError) -> String) -> String? {
            guard let primaryError else { return status?.message }
            return message(for: primaryError, styled: styled)
        }

        /// The symbol for ``primaryError`` (``systemImage(for:styled:)``), `nil` when the key is
        /// ready; for a key whose lock the app cannot open, its own symbol.
        ///
        /// ```swift
        /// let symbol = row.problemSystemImage { style.systemIcon($0, theme: theme) }
        /// ```
        public func problemSystemImage(styled: (SeamCredentialError) -> String) -> String? {
            guard let primaryError else { return status?.systemImage }
            return systemImage(for: primaryError, styled: styled)
        }

        /// ``status`` of `credential` at `now`, without the rest of its presentation.
        package static func status(of credential: SeamAccessCredential, now: Date, locale: Locale) -> SeamStatusPresentation? {
            status(of: credential.effectiveErrors(at: now).first, startsLater: credential.isNotYetValid(at: now),
                   provider: credential.provider, hasLockIntegration: credential.hasLockIntegration, locale: locale)
        }

        /// ``status``: the key's own status for its error, the error's, or, with no error and
        /// no lock integration, "Not supported in this app".
        package static func status(of error: SeamCredentialError?, startsLater: Bool, provider: String?,
                                   hasLockIntegration: Bool, locale: Locale) -> SeamStatusPresentation? {
            standing(of: error, startsLater: startsLater, provider: provider, hasLockIntegration: hasLockIntegration)?
                .status(locale: locale) ?? error.map { SeamStatusPresentation(error: $0, locale: locale) }
        }

        private static func keyStatus(for error: SeamCredentialError, startsLater: Bool, provider: String?,
                                      locale: Locale) -> SeamStatusPresentation? {
            standing(of: error, startsLater: startsLater, provider: provider, hasLockIntegration: true)?.status(locale: locale)
        }

        /// What the key says beyond its error, if anything (the one place that decides it).
        package static func standing(of error: SeamCredentialError?, startsLater: Bool, provider: String?,
                                     hasLockIntegration: Bool) -> Standing? {
            guard let error else { return hasLockIntegration ? nil : .lockNotSupported }
            if awaitsStart(error, startsLater: startsLater) { return .notYetValid }
            return SeamStatusPresentation.isLockOffline(error, provider: provider) ? .lockOffline : nil
        }

        /// `error` only says the key is not available yet, and its start is to come: it is not
        /// yet valid, not "on its way".
        private static func awaitsStart(_ error: SeamCredentialError, startsLater: Bool) -> Bool {
            error == .awaitingLocalCredential && startsLater
        }
    }
}
