import Foundation
@_spi(SeamInternal) import SeamAccess

/// The interactive screen of `seam-demo`: key handling and rendering on top of the same
/// view models the SwiftUI views use. The terminal driver only feeds keys and prints lines.
@MainActor
public final class DemoInteractiveController {
    public let credentials: SeamCredentialsViewModel
    /// The unlock card of the selected key.
    public private(set) var unlockCard: SeamUnlockCardViewModel?
    /// The card the screen shows: the one Enter, `a` and `c` act on (the selected key's while
    /// the list shows that key, or while its unlock still runs; `nil` when a search hides the
    /// selected key), or the outcome of the last unlock once its key went with the session.
    public var shownUnlockCard: SeamUnlockCardViewModel? {
        if let card = activeUnlockCard { return card }
        // Its key went with the session (the list keeps the selection then): an outcome the card
        // still has to tell (the door may have opened) stays on screen below the list's message,
        // to read only (Enter, `a` and `c` act on ``activeUnlockCard``).
        guard let card = unlockCard, credentials.credentials.isEmpty, selectedId == card.credentialId,
              card.phase != .idle else { return nil }
        return card
    }
    /// The card Enter, `a` and `c` act on: the selected key's while the list shows that key, or
    /// while its unlock still runs.
    var activeUnlockCard: SeamUnlockCardViewModel? {
        guard let card = unlockCard else { return nil }
        if isSelectionShown || SeamSelectionChange.decide(phase: card.phase) == .keepsUnlocking { return card }
        return nil
    }
    /// Whether the list on screen (filtered by the search) holds the selected key.
    public var isSelectionShown: Bool {
        guard let selectedId else { return false }
        return keys.contains { $0.id == selectedId }
    }
    /// The last thing to tell the user (what an action would do, why a key cannot unlock).
    /// "Still unlocking…" lasts only as long as that attempt, and "Enter cannot unlock this key"
    /// only as long as the key stays blocked: each goes when what it was about has changed.
    public var notice: String? {
        if let card = heldUnlock {
            return text("notice.stillUnlocking", DemoQuoted.escaped(card.credential?.name ?? card.credentialId))
        }
        if let blocked = blockedNoticeState,
           unlockCard?.credentialId != blocked.credentialId || unlockCard?.phase != blocked.phase {
            return nil
        }
        return plainNotice
    }
    /// A notice that lasts until the next key press (or refresh).
    var plainNotice: String? {
        didSet {
            heldUnlockId = nil
            blockedNoticeState = nil
        }
    }
    /// The blocked card the notice in ``plainNotice`` explains, while it is about one.
    private var blockedNoticeState: (credentialId: String, phase: SeamUnlockCardViewModel.Phase)?
    /// The outcome a first Enter (or `a`) was held on because the lock may have acted: the
    /// same key in the same outcome retries on the next one.
    private var heldRetry: (credentialId: String, phase: SeamUnlockCardViewModel.Phase)?
    /// The SDK's last warning (keys shown from the cache because the Seam API could not be
    /// reached), shown under the title until a refresh succeeds: what the list shows may be
    /// out of date, a lock's state included.
    public private(set) var warning: String?

    /// Shows `line` (a `warning: …` line of ``DemoDiagnostics``) under the title.
    public func showWarning(_ line: String) {
        warning = line.hasPrefix("warning: ") ? String(line.dropFirst("warning: ".count)) : line
        changeSubject.send()
    }

    /// Whether the last frame was too small for the layout (``minimumSize``): it showed only
    /// how to quit, so keys other than quitting do nothing.
    var isTooSmall = false
    /// Whether the help screen (`?`) is shown in place of the list.
    public private(set) var isShowingHelp = false
    /// The key whose running unlock kept the selection, while the person was told so.
    private var heldUnlockId: String?
    /// The card of `heldUnlockId` while its attempt still runs.
    var heldUnlock: SeamUnlockCardViewModel? {
        guard let id = heldUnlockId, let card = unlockCard, card.credentialId == id,
              SeamSelectionChange.decide(phase: card.phase) == .keepsUnlocking else { return nil }
        return card
    }
    /// What VoiceOver was asked to say, while what it was said for is still on screen: the
    /// unlock card's phase, or the list's failed refresh or activation (the same line for
    /// every state VoiceOver speaks about, so none goes without it).
    public var announcement: String? {
        if let spoken, let card = unlockCard, card.credentialId == spoken.credentialId, card.phase == spoken.phase {
            return spoken.text
        }
        switch listSpoken {
        case .refreshFailed(let error)? where credentials.refreshError == error:
            return listSpoken?.text(locale: locale)
        case .activationFailed(let error)?:
            if case .activationFailed(let shown) = credentials.content, shown == error { return listSpoken?.text(locale: locale) }
            return nil
        default:
            return nil
        }
    }
    /// The digits typed so far to pick a key by number.
    public private(set) var numberEntry = DemoNumberEntry()
    /// The key selected before the number being typed moved the selection, restored when the
    /// number turns out to name no key.
    private var selectionBeforeNumber: String?
    /// The search line (`/`): the list shows the keys its query finds.
    public internal(set) var search = DemoSearchEntry()

    let clock: any SeamClock
    let locale: Locale
    /// How the screen is styled.
    public let style: DemoStyle
    /// Which backend runs, shown in the header ("sandbox", "Seam API").
    public let backendName: String
    /// Labels for the sandbox's scripted failures; `nil` for the cloud.
    public let sandboxNotes: DemoSandboxNotes?
    /// The Seam API's address with the cloud: a failure to reach it names it, instead of
    /// "No internet connection" (the SDK cannot tell the two apart; the demo knows which
    /// server it talks to).
    public let apiAddress: String?
    private let unlockConfiguration: SeamUnlockCardViewModel.Configuration
    private let changeSubject = PassthroughSubject<Void, Never>()
    private var subscriptions: [AnyCancellable] = []
    private var cardSubscriptions: [AnyCancellable] = []
    private var spoken: (text: String, credentialId: String, phase: SeamUnlockCardViewModel.Phase)?
    private var listSpoken: SeamListAnnouncement?
    /// The list's scroll position and how many keys the last frame showed (for paging).
    var window = DemoListWindow(first: 0, end: 0, count: 0)
    /// Keeps every key's number while the person reads and types it; `r` sorts again.
    private var orderHold = SeamKeyOrderHold.numbered
    private var displayOrder: [String] = []

    package init(
        service: any SeamServiceProtocol,
        clock: any SeamClock = SeamSystemClock(),
        locale: Locale,
        style: DemoStyle,
        backendName: String = "sandbox",
        sandboxNotes: DemoSandboxNotes? = nil,
        apiAddress: String? = nil,
        unlockConfiguration: SeamUnlockCardViewModel.Configuration = .init()
    ) {
        self.backendName = backendName
        self.apiAddress = apiAddress
        credentials = SeamCredentialsViewModel(seam: service, clock: clock, locale: locale)
        self.clock = clock
        self.locale = locale
        self.style = style
        self.sandboxNotes = sandboxNotes
        self.unlockConfiguration = unlockConfiguration
        subscriptions = [
            credentials.objectWillChange.sink { [weak self] _ in self?.changeSubject.send() },
            credentials.$credentials.sink { [weak self] keys in self?.keysChanged(keys) },
            credentials.announcements.sink { [weak self] spoken in
                self?.listSpoken = spoken
                self?.changeSubject.send()
            },
        ]
    }

    /// Emits whenever the screen may need redrawing (just before the change lands).
    public var changes: AnyPublisher<Void, Never> { changeSubject.eraseToAnyPublisher() }

    /// The selected key's id.
    public var selectedId: String? { credentials.selectedCredentialId }
    /// The names of the keys listed so far: the unlock card's title once its key went with
    /// the session.
    var keyNames: [String: String] = [:]

    /// The keys in the order the screen numbers them: the view model's order when the list
    /// first appears, then each key keeps its number until `r` is pressed (a key that becomes
    /// ready does not move up under a number being typed); new keys go at the end. While a
    /// search (`/`) is active, only the keys it finds, numbered from 1.
    public var keys: [SeamAccessCredential] {
        let byId = Dictionary(credentials.credentials.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = displayOrder.compactMap { byId[$0] }
        let all = ordered.count == credentials.credentials.count ? ordered : credentials.credentials
        return SeamKeySearch.filter(all, query: search.text, locale: locale)
    }

    /// Whether the view model's sorted order differs from the numbers shown (`r` applies it).
    public var isReorderPending: Bool { orderHold.isReorderPending }

    /// Activates the service (showing loading, then keys or the failure).
    public func start() async {
        await credentials.activate()
    }

    /// Handles one key; returns `false` when the user asked to quit.
    public func handle(_ key: DemoKey) -> Bool {
        if isTooSmall {
            // The screen shows neither the keys nor the card, only how to quit: nothing else
            // acts on what nobody can see (a number and Enter would unlock a door unseen).
            return !(key == .interrupt || (!search.isEditing && (key == .character("q") || key == .character("Q"))))
        }
        if isShowingHelp {
            // Any key goes back to the list; Ctrl-C still quits.
            isShowingHelp = false
            changeSubject.send()
            return key != .interrupt
        }
        if search.isEditing, handleSearch(key) {
            changeSubject.send()
            return true
        }
        let wasTypingNumber = !numberEntry.typed(at: clock.now).isEmpty
        if case .digit = key {} else { numberEntry.reset() }
        switch key {
        case .interrupt, .character("q"), .character("Q"): return false
        case .up, .character("k"): moveSelection(by: -1)
        case .down, .character("j"): moveSelection(by: 1)
        case .pageUp: moveSelection(by: -max(window.visibleCount - 1, 1))
        case .pageDown: moveSelection(by: max(window.visibleCount - 1, 1))
        case .home, .character("g"): select(index: 0)
        case .end, .character("G"): select(index: keys.count - 1)
        case .digit(let digit): typeDigit(digit)
        case .enter: unlockSelected()
        case .character("a"): performAction()
        case .character("/"): search.begin()
        case .character("f"): toggleFavourite()
        case .character("\u{1B}") where search.isActive:
            search.clear()
            searchChanged()
        case .character("c"): cancelUnlock()
        case .character("l"): lockSelected()
        case .character("r"):
            plainNotice = nil  // what an earlier action did is no longer news
            orderHold.requestRelease()
            displayOrder = orderHold.order(credentials.credentials.map(\.id), now: clock.now)
            refreshOrRetryActivation()
        case .character("?"), .character("h"), .character("H"):
            isShowingHelp = true
        case .character(let character):
            // A key with no meaning here says so, and where to find the ones that have one; the
            // same key again changes nothing (and draws nothing), unless it ends a number.
            let said = text("notice.unknownKey", Self.keyName(character))
            guard notice != said || wasTypingNumber else { return true }
            plainNotice = said
        }
        changeSubject.send()
        return true
    }

    // MARK: Selection

    /// Called with the new list just before the view model stores it (`@Published` emits on
    /// will-set), so it works from `keys`, not from `credentials.credentials`.
    private func keysChanged(_ keys: [SeamAccessCredential]) {
        displayOrder = orderHold.order(keys.map(\.id), now: clock.now)
        for key in keys { keyNames[key.id] = key.name }
        if credentials.selectedCredentialId == nil || !keys.contains(where: { $0.id == credentials.selectedCredentialId }),
           let first = sandboxNotes?.preferredKey(in: keys) ?? keys.first {
            credentials.selectedCredentialId = first.id
        }
        if unlockCard?.credentialId != credentials.selectedCredentialId { rebuildUnlockCard() }
    }

    private func moveSelection(by offset: Int) {
        let keys = keys
        guard !keys.isEmpty else { return }
        let current = keys.firstIndex { $0.id == selectedId } ?? 0
        select(index: min(max(current + offset, 0), keys.count - 1))
    }

    func select(index: Int) {
        let keys = keys
        guard keys.indices.contains(index) else { return }
        guard keys[index].id != selectedId else { return }
        if let card = unlockCard, SeamSelectionChange.decide(phase: card.phase) == .keepsUnlocking {
            // The running unlock goes on; switching keys would cancel it without a word.
            plainNotice = nil
            heldUnlockId = card.credentialId
            return
        }
        credentials.select(keys[index].id)
        plainNotice = nil
        rebuildUnlockCard()
    }

    /// A digit of a key's number: selects the key the number names so far; a number that names
    /// no key selects nothing (the selection goes back to the one before the number) and says so.
    private func typeDigit(_ digit: Int) {
        let keys = keys
        if numberEntry.startsNumber(at: clock.now) { selectionBeforeNumber = selectedId }
        switch numberEntry.type(digit, count: keys.count, at: clock.now) {
        case .key(let index):
            select(index: index)
        case .noSuchKey(let number):
            if let before = selectionBeforeNumber, let index = keys.firstIndex(where: { $0.id == before }) {
                select(index: index)
            }
            guard !keys.isEmpty else { return }
            let range = DemoStrings.number(1, locale: locale) + "–" + DemoStrings.number(keys.count, locale: locale)
            let shown = Int(number).map { DemoStrings.number($0, locale: locale) } ?? number
            plainNotice = text("notice.noSuchKey", shown, range)
        }
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
            // The lock's recent activity loads after the card starts, and again after each
            // unlock or lock: the screen shows it when it comes.
            card.recentActivity?.objectWillChange.sink { [weak self] _ in self?.changeSubject.send() },
            card.lockAction?.objectWillChange.sink { [weak self] _ in self?.changeSubject.send() },
            card.outputs.sink { [weak self, weak card] output in
                guard case .announcement(let text) = output, let card else { return }
                self?.spoken = (text, card.credentialId, card.phase)
                self?.changeSubject.send()
            },
        ].compactMap { $0 }
        unlockCard = card
    }

    // MARK: Commands

    private func unlockSelected() {
        guard let card = activeUnlockCard else { return }
        plainNotice = nil
        if holdsRetry(card) { return }
        if card.phase.canRetry { card.retry() } else { card.unlock() }
        if case .blocked = card.phase {
            // The card already shows why (and its action); the notice says only that Enter did
            // nothing, instead of repeating the card's text a second time, and only for as long
            // as the key stays blocked (a key whose start comes turns ready under it).
            plainNotice = card.presentation.action.map { text("notice.cannotUnlock.action", $0.title) }
                ?? text("notice.cannotUnlock")
            blockedNoticeState = (card.credentialId, card.phase)
        }
    }

    /// Whether a retry waits for a second press: the card says the door may have opened, and a
    /// retry sent at once would replace that warning with the new attempt's outcome.
    private func holdsRetry(_ card: SeamUnlockCardViewModel) -> Bool {
        guard card.phase.lockMayHaveActed else { return false }
        if let held = heldRetry, held.credentialId == card.credentialId, held.phase == card.phase {
            heldRetry = nil
            return false
        }
        heldRetry = (card.credentialId, card.phase)
        plainNotice = text("notice.confirmRetry")
        return true
    }

    private func cancelUnlock() {
        plainNotice = nil
        if let lock = activeUnlockCard?.lockAction, lock.phase == .locking {
            lock.cancel()
            if lock.phase != .locking { plainNotice = text("notice.lockStopped") }
        } else if let card = activeUnlockCard, card.phase.isUnlocking {
            card.cancel()
            // The card goes back to "Ready to unlock": say what became of the attempt (a request
            // already sent may still open the door), in the words Siri hears for it.
            if card.phase == .idle { plainNotice = SeamUnlockRequest.Outcome.finished(.idle).dialog(locale: locale) }
        }
    }

    /// Locks the selected key's lock, as the card's Lock button does (not while an unlock runs:
    /// one at a time); a key whose lock cannot be locked from the phone says so.
    private func lockSelected() {
        guard let card = activeUnlockCard else {
            plainNotice = nil
            return
        }
        guard card.offersLock else {
            plainNotice = text("notice.cannotLock")
            return
        }
        plainNotice = nil
        card.lock()
    }

    private func performAction() {
        guard let card = activeUnlockCard else {
            // No card on screen (a search that finds nothing says so itself): nothing to act on.
            plainNotice = nil
            return
        }
        guard let action = card.presentation.action else {
            plainNotice = text("notice.noAction")
            return
        }
        plainNotice = DemoActionDescription.text(for: action, locale: locale)
        guard action.kind == .retry else { return }
        if holdsRetry(card) { return }
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
            // The notice this refresh replaces when it ends (the action's "Try Again…", or
            // none): anything said since is newer and stays.
            let startedWith = plainNotice
            Task { [weak self] in
                await credentials.refresh()
                // Said unless something newer is on screen; a failed refresh says so itself, and
                // one that found the session ended leaves the list saying that.
                guard let self, credentials.refreshError == nil, credentials.activation == .active,
                      plainNotice == startedWith, heldUnlockId == nil else { return }
                plainNotice = text("notice.refreshed")
                warning = nil  // the keys are the API's again
                changeSubject.send()
            }
        }
    }

    /// How a key with no meaning here is named in the notice: its name on keyboards for the
    /// invisible ones, the character itself (written out safely) otherwise.
    static func keyName(_ character: Character) -> String {
        switch character {
        case "\t": "Tab"
        case "\u{8}", "\u{7F}": "Backspace"
        case "\u{1B}": "Esc"
        case " ": "Space"
        default: DemoQuoted.escaped(String(character))
        }
    }
}
