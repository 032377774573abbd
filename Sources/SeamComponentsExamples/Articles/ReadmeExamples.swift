import Foundation
import SeamComponents

// README.md. Platform-neutral, so this file also compiles on Linux.

@MainActor
func unlockFirstUsableKey() throws -> AnyCancellable? {
    guard let key = Seam.shared.credentials.first(where: { $0.errors.isEmpty }) else { return nil }
    return try Seam.shared.unlock(using: key.id)   // timeout: 10 s by default
        .sink { event in
            // .launched, then exactly one of .grantedAccess, .timedOut, .connectionFailed
            _ = event
        }
}

@MainActor
func keyRows(in locale: Locale) async -> [String] {
    let viewModel = SeamCredentialsViewModel(seam: SeamService(), locale: locale)
    await viewModel.activate()
    return viewModel.credentials.map { key in
        let row = viewModel.presentation(for: key, locale: locale)
        return [row.name, row.expiryText ?? "", row.statusBadge].joined(separator: " · ")
    }
}
