/// Measuring and wrapping plain text for a terminal, in columns rather than characters: most
/// emoji and East Asian wide characters take two columns, combining marks none.
public enum DemoText {
    /// The columns `text` takes on a terminal. `text` must not contain escape sequences.
    public static func width(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let value = first.value
        if first.properties.isEmojiPresentation { return 2 }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji style requested
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0  // combining marks, ZWJ, ZWSP, bidi marks
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial and final jamo join the syllable before
        return isWide(value) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth W and F), compacted.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// Whether a line may break after this character without a space: East Asian wide text
    /// (Chinese, Japanese; Korean too when a word is longer than a line) has no spaces between
    /// words, so it breaks between characters.
    static func breaksAnywhere(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return isWide(first.value) && !(0xAC00...0xD7A3).contains(first.value) && !(0x1100...0x11FF).contains(first.value)
    }

    /// `line` moved to the right edge of `width` columns, for right-to-left copy. `line` may
    /// contain the demo's colour codes; they take no columns. Lines as wide as `width` (or
    /// wider) are returned unchanged, and so are empty ones.
    public static func alignTrailing(_ line: String, width: Int) -> String {
        let missing = width - visibleWidth(line)
        guard missing > 0, !line.isEmpty else { return line }
        return String(repeating: " ", count: missing) + line
    }

    /// The columns `line` takes, ignoring ANSI escape sequences (`ESC [ … m`).
    public static func visibleWidth(_ line: String) -> Int {
        var total = 0
        var inEscape = false
        for character in line {
            if inEscape {
                if character.isLetter { inEscape = false }
            } else if character == "\u{1B}" {
                inEscape = true
            } else {
                total += width(of: character)
            }
        }
        return total
    }

    /// `text` broken into lines of at most `width` columns, at spaces where it can be, and
    /// between Chinese and Japanese characters (which have no spaces between words, so the
    /// line breaks anywhere but before closing punctuation such as "。"); a word longer than
    /// a whole line is split. Existing line breaks are kept; never returns `[]`.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for (piece, spaced) in pieces(of: paragraph) {
                var piece = piece
                var pieceWidth = Self.width(piece)
                let gap = spaced ? 1 : 0
                if lineWidth > 0, lineWidth + gap + pieceWidth <= width {
                    line += (spaced ? " " : "") + piece
                    lineWidth += gap + pieceWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while pieceWidth > width {
                    let (head, rest) = split(piece, at: width)
                    lines.append(head)
                    piece = rest
                    pieceWidth = Self.width(piece)
                }
                line = piece
                lineWidth = pieceWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// The units a line may break between, and whether a space comes before each: the words
    /// between spaces, further cut after every Chinese or Japanese character.
    private static func pieces(of paragraph: Substring) -> [(String, spaced: Bool)] {
        var result: [(String, spaced: Bool)] = []
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var current = ""
            var spaced = true
            for character in word {
                if let last = current.last, breaksAnywhere(last) || breaksAnywhere(character),
                   !closesPhrase(character), !opensPhrase(last) {
                    result.append((current, spaced))
                    current = ""
                    spaced = false
                }
                current.append(character)
            }
            if !current.isEmpty { result.append((current, spaced)) }
        }
        return result
    }

    /// Punctuation that must not end a line (Japanese and Chinese line-breaking rules).
    private static func opensPhrase(_ character: Character) -> Bool {
        "（「『【〔〈《([".contains(character)
    }

    /// Punctuation that must not start a line (Japanese and Chinese line-breaking rules).
    private static func closesPhrase(_ character: Character) -> Bool {
        "。、，．：；！？）」』】〕〉》…ー々ぁぃぅぇぉっゃゅょァィゥェォッャュョ".contains(character)
            || ".,:;!?)]".contains(character)
    }

    /// `items` joined by " · " in lines of at most `width` columns, broken only between items
    /// (a key never parts from what it does: "f favourite", not "f" and "favourite"); an item
    /// wider than a whole line is wrapped on its own. Never returns `[]`.
    public static func wrapItems(_ items: [String], width: Int) -> [String] {
        let separator = " · "
        var lines: [String] = []
        var line = ""
        for item in items {
            let joined = line.isEmpty ? item : line + separator + item
            if Self.width(joined) <= max(width, 1) {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            let pieces = wrap(item, width: width)
            lines += pieces.dropLast()
            line = pieces.last ?? ""
        }
        lines.append(line)
        return lines
    }

    /// `text` cut to `width` columns, ending in "…" when something was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard Self.width(text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        return split(text, at: width - 1).head + "…"
    }

    /// `text` followed by spaces up to `width` columns.
    public static func pad(_ text: String, to width: Int) -> String {
        let missing = width - Self.width(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    private static func split(_ text: String, at columns: Int) -> (head: String, rest: String) {
        var head = "", used = 0
        var index = text.startIndex
        while index < text.endIndex {
            let characterWidth = width(of: text[index])
            if used + characterWidth > columns, !head.isEmpty { break }
            head.append(text[index])
            used += characterWidth
            index = text.index(after: index)
        }
        return (head, String(text[index...]))
    }
}
