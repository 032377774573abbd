/// The bytes that replace what a terminal shows with a new frame, on the alternate screen
/// with auto-wrap off.
///
/// Each line is erased, then written; what lies below the frame is erased from the start of
/// the next row. Nothing is ever erased after a line's last character: with auto-wrap off, a
/// line that fills the width leaves the cursor on its last column, and an erase from there
/// would wipe that character (the "q qui" footer). The frame is wrapped in synchronized-update
/// marks (mode 2026) so terminals that know them draw it at once; others ignore them.
public enum DemoScreenUpdate {
    /// Starts a frame: synchronized update on, cursor home.
    public static let begin = "\u{1B}[?2026h\u{1B}[H"
    /// Ends a frame: synchronized update off.
    public static let end = "\u{1B}[?2026l"

    /// `lines` (each at most the terminal's width) on a terminal of `height` rows.
    public static func escapes(for lines: [String], height: Int) -> String {
        let shown = lines.prefix(max(height, 0))
        guard !shown.isEmpty else { return begin + "\u{1B}[J" + end }
        let body = shown.map { "\u{1B}[2K" + $0 }.joined(separator: "\r\n")
        // Below a short frame, the next row exists, so moving to it never scrolls.
        let below = shown.count < height ? "\r\n\u{1B}[J" : ""
        return begin + body + below + end
    }
}
