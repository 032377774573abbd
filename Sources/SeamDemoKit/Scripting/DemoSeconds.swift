/// Seconds as the help prints them: `10`, `2.5` (never `10.0`).
public enum DemoSeconds {
    public static func text(_ seconds: Double) -> String {
        seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}
