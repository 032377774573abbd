import Foundation

/// What the phone session request says about the device.
enum SeamDeviceMetadata {
    static var current: [String: String] {
        ["manufacturer": "Apple", "model": model, "os_version": ProcessInfo.processInfo.operatingSystemVersionString]
    }

    static var platform: String {
        #if os(iOS)
        "iOS"
        #elseif os(macOS)
        "macOS"
        #elseif os(Linux)
        "Linux"
        #else
        "unknown"
        #endif
    }

    /// The hardware model identifier, e.g. `iPhone15,2`.
    static var model: String {
        var system = utsname()
        uname(&system)
        return withUnsafeBytes(of: &system.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
