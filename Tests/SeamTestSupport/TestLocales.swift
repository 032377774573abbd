import Foundation

extension Locale {
    /// English without a region: the language tests read copy in when the locale is not
    /// what they test. SeamAccess never picks a locale itself, so every test names one.
    public static let english = Locale(identifier: "en")
}
