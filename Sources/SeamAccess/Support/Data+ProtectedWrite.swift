import Foundation

extension Data {
    /// Writes atomically, on iOS with the file protection every SeamAccess file uses: readable
    /// after the first unlock since boot, so background sync and extensions can read it.
    func writeProtected(to url: URL) throws {
        #if os(iOS)
        try write(to: url, options: [.atomic, .completeFileProtectionUntilFirstUserAuthentication])
        #else
        try write(to: url, options: .atomic)
        #endif
    }
}
