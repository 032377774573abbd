/// A key press the interactive demo understands.
public enum DemoKey: Hashable, Sendable {
    case up, down, home, end, pageUp, pageDown, enter, interrupt
    case digit(Int)
    case character(Character)

    /// Splits raw terminal input into keys: arrows, Home/End, Page Up/Down (the `ESC [` and
    /// `ESC O` forms xterm, tmux and the Linux console send), Enter (CR or LF), Ctrl-C,
    /// digits and printable characters. Any other escape sequence (function keys, modified
    /// arrows, Alt+key) is consumed whole and dropped, so none of its bytes read as keys.
    public static func parse(_ bytes: [UInt8]) -> [DemoKey] {
        var keys: [DemoKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                let (key, length) = escapeSequence(bytes, at: index)
                if let key { keys.append(key) }
                index += length
                continue
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x03: keys.append(.interrupt)
            case 0x30...0x39: keys.append(.digit(Int(byte - 0x30)))
            // Printable characters, and Tab and Backspace (which do nothing but end a number).
            case 0x20...0x7E, 0x09, 0x08, 0x7F: keys.append(.character(Character(Unicode.Scalar(byte))))
            case 0xC2...0xF4:
                // A letter beyond ASCII, in UTF-8 ("é", "ı", "東"), for the search line; a
                // broken sequence is dropped.
                let (character, length) = utf8Character(bytes, at: index)
                if let character { keys.append(.character(character)) }
                index += length
                continue
            default: break
            }
            index += 1
        }
        return keys
    }

    /// The character whose UTF-8 sequence starts at `start`, and how many bytes it takes
    /// (at least 1, so a broken sequence is skipped byte by byte).
    private static func utf8Character(_ bytes: [UInt8], at start: Int) -> (Character?, Int) {
        let lead = bytes[start]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard start + length <= bytes.count,
              bytes[(start + 1)..<(start + length)].allSatisfy({ $0 & 0xC0 == 0x80 }),
              case let text = String(decoding: bytes[start..<(start + length)], as: UTF8.self),
              text.unicodeScalars.count == 1, text != "\u{FFFD}", let character = text.first else { return (nil, 1) }
        return (character, length)
    }

    /// The key an escape sequence starting at `start` stands for, and how many bytes it takes.
    private static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (DemoKey?, Int) {
        // A lone Escape is a key of its own (it ends a number being typed).
        guard start + 1 < bytes.count else { return (.character("\u{1B}"), 1) }
        let introducer = bytes[start + 1]
        if introducer == 0x4F {  // ESC O x (application cursor keys)
            guard start + 2 < bytes.count else { return (nil, 2) }
            return (finalKey(bytes[start + 2]), 3)
        }
        guard introducer == 0x5B else { return (nil, 2) }  // Alt+key: drop both bytes
        // CSI: parameter bytes (0x30–0x3F), intermediates (0x20–0x2F), then a final byte.
        var index = start + 2
        var parameters: [UInt8] = []
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) {
            parameters.append(bytes[index])
            index += 1
        }
        guard index < bytes.count else { return (nil, index - start) }
        let final = bytes[index]
        let length = index - start + 1
        if final == 0x7E {  // ESC [ n ~
            switch String(decoding: parameters, as: UTF8.self) {
            case "1", "7": return (.home, length)
            case "4", "8": return (.end, length)
            case "5": return (.pageUp, length)
            case "6": return (.pageDown, length)
            default: return (nil, length)
            }
        }
        return (parameters.isEmpty ? finalKey(final) : nil, length)
    }

    private static func finalKey(_ byte: UInt8) -> DemoKey? {
        switch byte {
        case 0x41: .up
        case 0x42: .down
        case 0x48: .home
        case 0x46: .end
        default: nil
        }
    }
}
