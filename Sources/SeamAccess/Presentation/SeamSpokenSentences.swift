import Foundation

/// A title and a message read as two sentences, with the full stop of the language: Japanese
/// and Chinese end a sentence with "。" and put no space after it; the other languages use
/// ". ". A title that already ends a sentence ("Unlocking…", "¿Listo?") gets no second stop.
///
/// ```swift
/// SeamSpokenSentences.join("ドアを解錠しました", "準備ができました。", locale: Locale(identifier: "ja"))
/// // "ドアを解錠しました。準備ができました。"
/// ```
package enum SeamSpokenSentences {
    package static func join(_ title: String, _ message: String, locale: Locale) -> String {
        guard !message.isEmpty else { return title }
        let closesSentence = title.last.map { ".!?…。！？".contains($0) } ?? true
        switch SeamLanguage(locale: locale) {
        case .japanese, .simplifiedChinese, .traditionalChinese:
            return title + (closesSentence ? "" : "。") + message
        default:
            return title + (closesSentence ? " " : ". ") + message
        }
    }
}
