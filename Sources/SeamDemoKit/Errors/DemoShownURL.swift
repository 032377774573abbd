import Foundation

/// A URL as the demo shows it to a person: without a user name or password
/// (`https://user:pw@host` reads `https://host`), so credentials someone put in an address
/// never reach the screen, an error line or a log.
public enum DemoShownURL {
    public static func text(_ url: String) -> String {
        guard var components = URLComponents(string: url) else {
            // Not parseable: show no more than what comes after the last "@", if any.
            guard let at = url.lastIndex(of: "@") else { return url }
            return String(url[url.index(after: at)...])
        }
        guard components.user != nil || components.password != nil else { return url }
        components.user = nil
        components.password = nil
        return components.string ?? ""
    }

    public static func text(_ url: URL) -> String { text(url.absoluteString) }
}
