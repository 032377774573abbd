#if canImport(SwiftUI) && canImport(UIKit)
// llms.txt, "Custom list + unlock (SwiftUI + Combine)", "Preview & test mock" and
// "Unlock UX patterns".
import SwiftUI
import Combine
import SeamComponents

@MainActor  // spec: added; the protocol it uses is main-actor
final class KeysVM: ObservableObject {
    @Published var rows: [SeamAccessCredential] = []
    private var bag = Set<AnyCancellable>()
    private let seam: any SeamServiceProtocol

    init(seam: any SeamServiceProtocol) {  // spec: `SeamServiceProtocol` (Swift 6.3 asks for `any`)
        self.seam = seam
        seam.credentialsPublisher
            .map { $0 }                 // functional operator
            .receive(on: RunLoop.main)
            .assign(to: &$rows)
    }

    func unlock(_ id: String) {
        do {
            try seam.unlock(using: id, timeout: 10)
                .sink { event in
                    switch event {
                    case .launched: break
                    case .grantedAccess: /* show success */ break
                    case .timedOut: /* offer retry */ break
                    case .connectionFailed(let debugDescription): /* log / show friendly message */ _ = debugDescription
                    }
                }
                .store(in: &bag)
        } catch {
            // Handle SeamError preflight failures (see tables above)
        }
    }
}

@MainActor
final class PreviewSeamService: SeamServiceProtocol {
    @Published private(set) var credentials: [SeamAccessCredential] = []
    @Published private(set) var isActive: Bool = true
    var isActivePublisher: AnyPublisher<Bool, Never> { $isActive.eraseToAnyPublisher() }
    var credentialsPublisher: AnyPublisher<[SeamAccessCredential], Never> { $credentials.eraseToAnyPublisher() }
    func initialize(clientSessionToken: String) throws {}
    func activate() async throws {}
    @discardableResult func refresh() async throws -> [SeamAccessCredential] { credentials }
    func unlock(using credentialId: String, timeout: TimeInterval) throws -> AnyPublisher<SeamAccessUnlockEvent, Never> {
        Just(.grantedAccess).eraseToAnyPublisher()
    }
    func deactivate(deintegrate: Bool) async {}
}

func handleUnlockEvents(_ publisher: AnyPublisher<SeamAccessUnlockEvent, Never>) -> AnyCancellable {
    publisher
        .sink { event in
            switch event {
            case .launched:
                // show spinner/progress UI
                break
            case .grantedAccess:
                // show success banner, dismiss spinner
                break
            case .timedOut:
                // present a retry button/modal
                break
            case .connectionFailed:
                // show a friendly failure message and offer retry
                break
            }
        }
}
#endif
