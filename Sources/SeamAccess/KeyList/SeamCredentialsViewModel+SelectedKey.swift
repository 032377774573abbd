import Foundation

extension SeamCredentialsViewModel {
    /// The selected key as a sheet's item: only its id, so a key that changes while its sheet
    /// shows (a sync, a new expiry) does not dismiss and present the sheet again.
    public struct SelectedKey: Identifiable, Hashable, Sendable {
        /// The key's ``SeamAccessCredential/id``.
        public let id: String

        /// The key with this id.
        public init(id: String) {
            self.id = id
        }
    }

    /// The selection as a sheet's item: bind a sheet to it and the sheet shows the selected
    /// key's card, and closing the sheet clears the selection. Setting it selects like
    /// ``select(_:)`` (a key that is not listed clears the selection).
    ///
    /// ```swift
    /// .sheet(item: $viewModel.selectedKey) { key in
    ///     SeamUnlockCardView(viewModel: SeamUnlockCardViewModel(credentialId: key.id, service: viewModel.service))
    /// }
    /// ```
    public var selectedKey: SelectedKey? {
        get { selectedCredentialId.map(SelectedKey.init) }
        set { select(newValue?.id) }
    }
}
