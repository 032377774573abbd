/// Text from outside (a key id, a command name) made safe to echo in a one-line message: in
/// double quotes, with quotes, backslashes and every control or invisible layout character
/// escaped, so an id holding ESC cannot drive the terminal and one holding a newline cannot
/// break the one-line error promise.
///
/// `DemoQuoted.text("a\u{1B}[2Jb\nc\"")` is `"a\u{1B}[2Jb\nc\""` with the backslashes written out.
public enum DemoQuoted {
    public static func text(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isUnsafe(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
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
