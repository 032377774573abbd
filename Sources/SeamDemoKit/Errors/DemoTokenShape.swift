/// Text that looks like a secret (a Seam client session token or API key, or any long word
/// mixing upper case, lower case and digits, as random tokens do), so the demo never repeats
/// it: a token typed by mistake where a command or value belongs must not reach the
/// terminal's scrollback, a log or a screen share through an error message.
///
/// `DemoTokenShape.redacted("Unexpected argument 'seam_cst1abc'")` is
/// `Unexpected argument '<a token, not shown>'`.
public enum DemoTokenShape {
    public static let placeholder = "<a token, not shown>"

    /// Whether `word` looks like a token.
    public static func looksLikeToken(_ word: Substring) -> Bool {
        if word.hasPrefix("seam_") { return true }  // not SEAM_CLIENT_SESSION_TOKEN, the variable's name
        guard word.count >= 24, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
        else { return false }
        return word.contains(where: \.isUppercase) && word.contains(where: \.isLowercase) && word.contains(where: \.isNumber)
    }

    public static func looksLikeToken(_ word: String) -> Bool { looksLikeToken(word[...]) }

    /// `text` with every token-shaped word (delimited by white space or quotes) replaced by
    /// ``placeholder``.
    public static func redacted(_ text: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += looksLikeToken(word) ? placeholder : word
            word = ""
        }
        for character in text {
            if character.isWhitespace || "'\"`,;:()[]{}<>=/.?&#@".contains(character) {
                flush()
                result.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return result
    }
}
