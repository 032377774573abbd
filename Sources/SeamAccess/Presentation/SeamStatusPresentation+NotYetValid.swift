import Foundation

extension SeamStatusPresentation {
    /// A key whose access has not begun (its ``SeamAccessCredential/startsAt`` is to come):
    /// "Not yet valid". Its error is ``SeamCredentialError/awaitingLocalCredential``, whose
    /// own copy ("Your key is on its way") would promise it in a moment; this tells the truth
    /// instead, and ``SeamAccessCredential/Presentation/validFromText`` says when.
    ///
    /// ```swift
    /// let status = SeamStatusPresentation.notYetValid(locale: Locale(identifier: "en"))
    /// status.badge  // "Not yet valid"
    /// ```
    public static func notYetValid(locale: Locale) -> SeamStatusPresentation {
        SeamStatusPresentation(key: "credential.notYetValid", systemImage: notYetValidSystemImage, tone: .info,
                               action: nil, locale: locale)
    }

    /// The symbol of ``notYetValid(locale:)``, which needs no language.
    package static let notYetValidSystemImage = "calendar.badge.clock"

    /// The presentation of `credential`'s most severe problem at `now` (`nil` when it is
    /// ready): a key before its start reads "Not yet valid", not "Preparing".
    public init?(credential: SeamAccessCredential, now: Date, locale: Locale) {
        guard let error = credential.effectiveErrors(at: now).first else { return nil }
        if error == .awaitingLocalCredential, credential.isNotYetValid(at: now) {
            self = .notYetValid(locale: locale)
        } else {
            self.init(error: error, locale: locale)
        }
    }
}
