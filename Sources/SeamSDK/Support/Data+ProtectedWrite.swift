import Foundation

extension Data {
    /// Writes atomically, on iOS with the file protection every SeamAccess file uses: readable
    /// after the first unlock since boot, so background sync and extensions can read it.
    /// The file is readable and writable by its owner only (0600), whatever the umask: on a
    /// shared Mac or Linux machine other users cannot read codes and card numbers.
    func writeProtected(to url: URL) throws {
        #if os(iOS)
        try write(to: url, options: [.atomic, .completeFileProtectionUntilFirstUserAuthentication])
        #else
        try write(to: url, options: .atomic)
        #endif
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }
}
