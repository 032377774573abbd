import Foundation
import SeamAccess

/// The interactive screen of `seam-demo`: key handling and rendering on top of the same
/// view models the SwiftUI views use. The terminal driver only feeds keys and prints lines.
@MainActor
public final class DemoInteractiveController {
    public let credentials: SeamCredentialsViewModel
    /// The unlock card of the selected key.
    public private(set) var unlockCard: SeamUnlockCardViewModel?
    /// The last thing to tell the user (an action's effect, an announcement).
    public private(set) var notice: String?

    private let clock: any SeamClock
    let locale: Locale
    /// How the screen is styled.
    public let style: DemoStyle
    /// Which backend runs, shown in the header ("sandbox", "Seam API").
    public let backendName: String
    private let unlockConfiguration: SeamUnlockMachine.Configuration
    private let changeSubject = PassthroughSubject<Void, Never>()
    private var subscriptions: [AnyCancellable] = []
    private var cardSubscriptions: [AnyCancellable] = []

    public init(
        service: any SeamServiceProtocol,
        clock: any SeamClock = SeamSystemClock(),
        locale: Locale = .current,
        style: DemoStyle,
        backendName: String = "sandbox",
        unlockConfiguration: SeamUnlockMachine.Configuration = .init()
    ) {
        self.backendName = backendName
        credentials = SeamCredentialsViewModel(seam: service, clock: clock)
        self.clock = clock
        self.locale = locale
        self.style = style
        self.unlockConfiguration = unlockConfiguration
        subscriptions = [
            credentials.objectWillChange.sink { [weak self] _ in self?.changeSubject.send() },
            credentials.$credentials.sink { [weak self] keys in self?.keysChanged(keys) },
        ]
    }

    /// Emits whenever the screen may need redrawing (just before the change lands).
    public var changes: AnyPublisher<Void, Never> { changeSubject.eraseToAnyPublisher() }

    /// The selected key's id.
    public var selectedId: String? { credentials.selectedCredentialId }

    /// Activates the service (showing loading, then keys or the failure).
    public func start() async {
        await credentials.activate()
    }

    /// Handles one key; returns `false` when the user asked to quit.
    public func handle(_ key: DemoKey) -> Bool {
        switch key {
        case .interrupt, .character("q"): return false
        case .up, .character("k"): moveSelection(by: -1)
        case .down, .character("j"): moveSelection(by: 1)
        case .digit(let number) where number >= 1: select(index: number - 1)
        case .enter: unlockSelected()
        case .character("a"): performAction()
        case .character("c"): unlockCard?.cancel()
        case .character("r"): refreshOrRetryActivation()
        default: break
        }
        changeSubject.send()
        return true
    }

    // MARK: Selection

    /// Called with the new list just before the view model stores it (`@Published` emits on
    /// will-set), so it works from `keys`, not from `credentials.credentials`.
    private func keysChanged(_ keys: [SeamAccessCredential]) {
        if credentials.selectedCredentialId == nil, let first = keys.first {
            credentials.selectedCredentialId = first.id
        }
        if unlockCard?.credentialId != credentials.selectedCredentialId { rebuildUnlockCard() }
    }

    private func moveSelection(by offset: Int) {
        let keys = credentials.credentials
        guard !keys.isEmpty else { return }
        let current = keys.firstIndex { $0.id == selectedId } ?? 0
        select(index: min(max(current + offset, 0), keys.count - 1))
    }

    private func select(index: Int) {
        let keys = credentials.credentials
        guard keys.indices.contains(index) else { return }
        credentials.select(keys[index].id)
        notice = nil
        rebuildUnlockCard()
    }

    private func rebuildUnlockCard() {
        cardSubscriptions = []
        guard let id = credentials.selectedCredentialId else {
            unlockCard = nil
            return
        }
        guard unlockCard?.credentialId != id else { return }
        let card = SeamUnlockCardViewModel(
            credentialId: id, service: credentials.service, configuration: unlockConfiguration, clock: clock, locale: locale)
        card.start()  // follow the key live while it is shown, as SeamUnlockCardView does on appear
        cardSubscriptions = [
            card.objectWillChange.sink { [weak self] _ in self?.changeSubject.send() },
            card.outputs.sink { [weak self] output in
                guard case .announcement(let text) = output else { return }
                self?.notice = "VoiceOver: \(text)"
                self?.changeSubject.send()
            },
        ]
        unlockCard = card
    }

    // MARK: Commands

    private func unlockSelected() {
        guard let card = unlockCard else { return }
        if card.phase.canRetry { card.retry() } else { card.unlock() }
        if case .blocked(let error) = card.phase {
            let status = SeamStatusPresentation(error: error, locale: locale)
            notice = status.action.map { "\(status.title). Press a: \($0.title)." } ?? "\(status.title). \(status.message)"
        }
    }

    private func performAction() {
        guard let card = unlockCard, let action = card.presentation.action else {
            notice = nil
            return
        }
        notice = DemoActionDescription.text(for: action)
        guard action.kind == .retry else { return }
        if card.phase.canRetry {
            card.retry()
        } else {
            refreshOrRetryActivation()
        }
    }

    private func refreshOrRetryActivation() {
        let credentials = credentials
        if case .failed = credentials.activation {
            Task { await credentials.activate() }
        } else {
            Task { await credentials.refresh() }
        }
    }
}
