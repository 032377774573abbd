import Foundation

/// Runs ``SeamWalletSuppressionMachine`` against one suppressor: unlock attempts tell it when
/// they start and end, it makes the platform calls the machine decides. One per
/// ``Seam/walletPresentationSuppressor`` value; an attempt keeps the one it started with, so
/// replacing the suppressor mid-attempt still releases what that attempt asked for.
@MainActor
final class SeamWalletSuppressionCoordinator: Sendable {
    private let suppressor: any SeamWalletSuppressionHold.PassPresentationSuppressing
    private let logger: SeamLogger
    private lazy var store: SeamStore<SeamWalletSuppressionMachine> = {
        let store = SeamStore(SeamWalletSuppressionMachine(), state: .init())
        store.run(perform: { [weak self] in self?.perform($0) })
        return store
    }()

    nonisolated init(suppressor: any SeamWalletSuppressionHold.PassPresentationSuppressing, logger: SeamLogger) {
        self.suppressor = suppressor
        self.logger = logger
    }

    func attemptStarted() {
        send(.attemptStarted(isAvailable: suppressor.isAvailable))
    }

    func attemptEnded() {
        send(.attemptEnded)
    }

    private func send(_ event: SeamWalletSuppressionMachine.Event) {
        store.send(event)
    }

    private func perform(_ effect: SeamWalletSuppressionMachine.Effect) {
        switch effect {
        case .request(let id):
            // Held strongly by the system's answer: a coordinator whose suppressor was replaced
            // and whose attempts all ended must still end a suppression granted late.
            let token = suppressor.requestSuppression { result in
                self.send(.answered(id: id, result: result))
            }
            send(.requestIssued(id: id, token: token))
        case .end(let token):
            suppressor.endSuppression(token)
        case .log(let level, let message):
            logger.log(level, message)
        }
    }
}
