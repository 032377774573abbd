import Foundation

/// A ``Seam`` property that publishes its changes, read the way Combine's `@Published` is:
/// `Seam.shared.credentials` is the current value and `Seam.shared.$credentials` a publisher of
/// it: the current value at once, on the subscribing thread, then every change on the main thread.
///
/// Unlike `@Published`, reading and subscribing are safe from any thread: the value lives in
/// the SDK's lock-protected state and only the SDK writes it, on the main actor, after
/// ``Seam``'s `objectWillChange` has fired.
///
/// ```swift
/// cancellable = Seam.shared.$credentials
///     .sink { credentials in show(credentials) }
/// ```
@propertyWrapper
public struct SeamPublished<Value: Sendable>: Sendable {
    private let current: @Sendable () -> Value
    private let changes: @Sendable () -> AnyPublisher<Value, Never>

    package init(current: @escaping @Sendable () -> Value, changes: @escaping @Sendable () -> AnyPublisher<Value, Never>) {
        self.current = current
        self.changes = changes
    }

    /// The current value.
    public var wrappedValue: Value { current() }

    /// Emits the current value at once (on the subscribing thread), then every change on the
    /// main thread. Every read returns the same publisher.
    public var projectedValue: AnyPublisher<Value, Never> { changes() }
}
