import Foundation

/// Receives what people do with the keys, for an app's analytics: the key list and the unlock
/// card shown, unlocks started and ended (with outcome and duration), and the remedies tapped.
///
/// Set one on ``SeamCredentialsViewModel/eventMonitor`` and
/// ``SeamUnlockCardViewModel/eventMonitor`` (SeamComponents' views take it from the
/// `\.seamEventMonitor` environment value and set it for you). Events arrive on the main
/// actor, in the order they happen, synchronously with the change they describe.
///
/// An event never carries a client session token, a door code, a card number or a
/// verification (OTP) link: ``SeamAccessEvent`` holds only key ids, providers, enums, codes
/// and durations.
///
/// When no monitor is set nothing is built: the view models test for `nil` before they make
/// an event or read the clock for a duration.
///
/// The view models hold the monitor strongly; a monitor that keeps a view model would make a
/// cycle, so keep a monitor to your analytics client only.
///
/// ```swift
/// final class KeyAnalytics: SeamEventMonitor {
///     private(set) var recorded: [String] = []
///
///     func record(_ event: SeamAccessEvent) {
///         recorded.append(event.name)
///     }
/// }
/// ```
@MainActor
public protocol SeamEventMonitor: AnyObject {
    /// Called on the main actor for every event, in order.
    func record(_ event: SeamAccessEvent)
}
