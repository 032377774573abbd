/// A key press the interactive demo understands.
public enum DemoKey: Hashable, Sendable {
    case up, down, enter, interrupt
    case digit(Int)
    case character(Character)

    /// Splits raw terminal input into keys: arrows (`ESC [ A`/`B`, also `ESC O A`), Enter
    /// (CR or LF), Ctrl-C, digits and printable characters. Unknown sequences are dropped.
    public static func parse(_ bytes: [UInt8]) -> [DemoKey] {
        var keys: [DemoKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x1B:
                if index + 2 < bytes.count, bytes[index + 1] == 0x5B || bytes[index + 1] == 0x4F {
                    switch bytes[index + 2] {
                    case 0x41: keys.append(.up)
                    case 0x42: keys.append(.down)
                    default: break
                    }
                    index += 3
                    continue
                }
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x03: keys.append(.interrupt)
            case 0x30...0x39: keys.append(.digit(Int(byte - 0x30)))
            case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            default: break
            }
            index += 1
        }
        return keys
    }
}
