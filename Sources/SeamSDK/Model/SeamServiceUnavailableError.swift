import Foundation

/// Seam's service was reached but gave no usable answer: a server error that outlasted the
/// retries, a rate limit (HTTP 429), or a reply that could not be read.
///
/// Not a problem with the phone's connection (that is ``SeamError/internetConnectionRequired``):
/// trying again later can succeed. Thrown by ``Seam/activate()``, ``Seam/refresh()`` and by an
/// unlock over the internet; a type of its own rather than a ninth ``SeamError`` case, so a
/// `switch` over Seam's eight cases stays exhaustive.
///
/// ```swift
/// do {
///     try await Seam.shared.refresh()
/// } catch is SeamServiceUnavailableError {
///     // "Seam is having trouble. Try again in a few minutes."
/// }
/// ```
public struct SeamServiceUnavailableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// `serviceUnavailable`: stable, not localized.
    public var description: String { "serviceUnavailable" }
}
