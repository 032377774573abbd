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
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x3FFFD:
            return 2
        default:
            return first.properties.generalCategory == .nonspacingMark ? 0 : 1
        }
    }

    /// `text` broken into lines of at most `width` columns, at spaces where it can be; a word
    /// longer than a whole line is split. Existing line breaks are kept; never returns `[]`.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = String(word)
                var wordWidth = Self.width(word)
                if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    let (head, rest) = split(word, at: width)
                    lines.append(head)
                    word = rest
                    wordWidth = Self.width(word)
                }
                line = word
                lineWidth = wordWidth
            }
            lines.append(line)
        }
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
