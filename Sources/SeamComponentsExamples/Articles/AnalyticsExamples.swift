#if canImport(SwiftUI) && canImport(UIKit)
import SeamComponents
import SwiftUI

// Analytics.md

/// Stands in for an app's analytics client in the article's examples.
@MainActor
final class AnalyticsClient {
    private(set) var sent: [(name: String, properties: [String: String])] = []

    func send(_ name: String, properties: [String: String]) {
        sent.append((name, properties))
    }
}

@MainActor
final class KeyAnalytics: SeamEventMonitor {
    let client: AnalyticsClient

    init(client: AnalyticsClient) {
        self.client = client
    }

    func record(_ event: SeamAccessEvent) {
        var properties: [String: String] = [:]
        switch event {
        case .keyListShown:
            break
        case .unlockCardShown(let credentialId, let provider), .unlockStarted(let credentialId, let provider):
            properties["key"] = credentialId
            properties["provider"] = provider ?? "none"
        case .unlockEnded(let credentialId, let provider, let outcome, let errorCode, let duration):
            properties["key"] = credentialId
            properties["provider"] = provider ?? "none"
            properties["outcome"] = outcome.rawValue
            properties["error"] = errorCode?.rawValue
            properties["seconds"] = String(format: "%.1f", duration)
        case .actionTaken(let credentialId, _, let action, let errorCode):
            properties["key"] = credentialId
            properties["action"] = action.rawValue
            properties["error"] = errorCode?.rawValue
        }
        client.send(event.name, properties: properties)
    }
}

@MainActor
struct AnalyticsKeysScreen: View {
    let analytics: KeyAnalytics

    var body: some View {
        SeamAccessView()
            .seamEventMonitor(analytics)
    }
}

@MainActor
struct AnalyticsOwnCard: View {
    @StateObject private var viewModel: SeamUnlockCardViewModel

    init(credentialId: String, service: any SeamServiceProtocol, analytics: KeyAnalytics) {
        let viewModel = SeamUnlockCardViewModel(credentialId: credentialId, service: service)
        viewModel.eventMonitor = analytics
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        Button("Unlock") { viewModel.unlock() }
            .onAppear { viewModel.start() }
    }
}
#endif
