import SeamDemoKit

/// A terminal screen with auto-wrap off, as the interactive demo sets it: enough of xterm to
/// see what a frame's bytes leave on screen (cursor home, erase line, erase below, CR, LF,
/// printable characters; other escape sequences are ignored).
struct VirtualScreen {
    let width: Int
    private(set) var rows: [[Character]]
    private var row = 0, column = 0

    init(width: Int, height: Int, filledWith fill: Character = "#") {
        self.width = width
        rows = Array(repeating: Array(repeating: fill, count: width), count: height)
    }

    /// The rows as text, trailing blanks removed.
    var lines: [String] {
        rows.map { String(String($0).reversed().drop { $0 == " " }.reversed()) }
    }

    mutating func apply(_ text: String) {
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}":
                guard scalars.first == "[" else { scalars = scalars.dropFirst(); continue }
                scalars = scalars.dropFirst()
                var parameters = ""
                while let next = scalars.popFirst() {
                    guard !(0x40...0x7E).contains(next.value) else {
                        control(parameters, final: next)
                        break
                    }
                    parameters.unicodeScalars.append(next)
                }
            case "\r": column = 0
            case "\n":
                if row == rows.count - 1 {
                    rows.removeFirst()
                    rows.append(Array(repeating: " ", count: width))
                } else {
                    row += 1
                }
            default:
                // One column per character is enough for these tests (ASCII, Hebrew, Arabic).
                rows[row][column] = Character(scalar)
                if column < width - 1 { column += 1 }  // auto-wrap off: the last column is overwritten
            }
        }
    }

    private mutating func control(_ parameters: String, final: Unicode.Scalar) {
        guard !parameters.hasPrefix("?") else { return }
        switch final {
        case "H": (row, column) = (0, 0)
        case "K" where parameters == "2": rows[row] = Array(repeating: " ", count: width)
        case "J":
            for index in column..<width { rows[row][index] = " " }
            for index in (row + 1)..<rows.count { rows[index] = Array(repeating: " ", count: width) }
        default: break
        }
    }
}
