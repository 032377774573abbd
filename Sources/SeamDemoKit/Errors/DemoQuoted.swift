/// Text from outside (a key id, a command name) made safe to echo in a one-line message: in
/// double quotes, with quotes, backslashes and every control or invisible layout character
/// escaped, so an id holding ESC cannot drive the terminal and one holding a newline cannot
/// break the one-line error promise.
///
/// `DemoQuoted.text("a\u{1B}[2Jb\nc\"")` is `"a\u{1B}[2Jb\nc\""` with the backslashes written out.
public enum DemoQuoted {
    public static func text(_ value: String) -> String {
        var quoted = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { quoted.append("\\") }
            quoted.append(scalar)
        }
        return "\"" + escaped(String(quoted)) + "\""
    }

    /// `scalar` as an escape (`\n`, `\u{1B}`) when it is unsafe, else as it is.
    static func written(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            return isUnsafe(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
        }
    }

    /// Control characters (C0, DEL, C1), line and paragraph separators, and format characters
    /// (the bidi controls that reorder what follows them on screen, zero-width and soft-hyphen
    /// characters that hide text).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
