extension DemoQuoted {
    /// `value` with every control, format or line-breaking character written out the way
    /// ``text(_:)`` writes it (`\n`, `\u{1B}`), without quotes and leaving other text as it is.
    ///
    /// The one way text from outside reaches a terminal: a key's name, place or id from the
    /// server, a server's message, a request's `device_id` in `seam-fake-api`'s log, and a
    /// message that already quotes what it echoes (argument-parser's `'--x'`). ESC, CSI
    /// (U+009B), BEL, backspace, CR, DEL and the bidi controls that reorder what follows them
    /// (U+202E) come out as visible escapes, so such text can neither drive the terminal nor
    /// disguise itself; letters of every script, CJK and emoji sequences (whose joiners and
    /// tag characters belong to the emoji) come out as they are.
    public static func escaped(_ value: String) -> String {
        escaped(value, writing: written)
    }

    /// `value` with each unsafe scalar replaced by `write(scalar)`: the decision of what is
    /// unsafe, in one place, for escapes of any notation (``escaped(_:)``'s, JSON's).
    static func escaped(_ value: String, writing write: (Unicode.Scalar) -> String) -> String {
        guard value.unicodeScalars.contains(where: isUnsafe) else { return value }
        var result = ""
        for character in value {
            let scalars = Array(character.unicodeScalars)
            for (index, scalar) in scalars.enumerated() {
                if isUnsafe(scalar), !belongs(scalar, at: index, to: scalars) {
                    result += write(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `scalar`, a format character, is part of the visible character it sits in:
    /// a zero-width joiner or non-joiner after a letter or an emoji (emoji sequences such as
    /// 👨‍👩‍👧; Persian and Indic spellings), or a tag character after an emoji (the flags of
    /// England, Scotland and Wales). Not the first scalar: a joiner on its own is shown.
    private static func belongs(_ scalar: Unicode.Scalar, at index: Int, to scalars: [Unicode.Scalar]) -> Bool {
        guard index > 0, let base = scalars.first else { return false }
        let isEmoji = base.properties.isEmoji && !base.isASCII
        switch scalar.value {
        case 0x200C, 0x200D: return isEmoji || base.properties.isAlphabetic
        case 0xE0020...0xE007F: return isEmoji
        default: return false
        }
    }
}
