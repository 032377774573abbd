extension DemoQuoted {
    /// `value` with every control, format or line-breaking character written out the way
    /// ``text(_:)`` writes it (`\n`, `\u{1B}`), without quotes and leaving other text as it is:
    /// for a message that already quotes what it echoes (argument-parser's `'--x'`).
    public static func escaped(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: isUnsafe) else { return value }
        return value.unicodeScalars.map(written).joined()
    }
}
