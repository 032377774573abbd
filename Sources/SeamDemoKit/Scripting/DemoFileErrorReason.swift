import Foundation

/// A file error in a few plain words ("permission denied"), never Foundation's raw dump.
enum DemoFileErrorReason {
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return reason(domain: underlying.domain, code: underlying.code)
        }
        return reason(domain: error.domain, code: error.code)
    }

    static func reason(domain: String, code: Int) -> String {
        if domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(code))).lowercased() }
        switch CocoaError.Code(rawValue: code) {
        case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileWriteOutOfSpace: return "no space left"
        case .fileNoSuchFile, .fileWriteFileExists: return "something on its path is in the way"
        case .fileReadNoSuchFile: return "no such file or folder"
        case .fileReadUnknown, .fileWriteUnknown: return "the system gave no reason"
        default: return "the system's error \(code)"
        }
    }

    /// The reason in an error's text as the SDK logs it (`Error Domain=NSCocoaErrorDomain
    /// Code=513 "…" UserInfo={…}`), or `nil` when the text is not such a dump.
    static func reason(describedBy text: Substring) -> String? {
        guard let domainStart = text.range(of: "Error Domain=")?.upperBound,
              let codeStart = text.range(of: " Code=", range: domainStart..<text.endIndex) else { return nil }
        let domain = String(text[domainStart..<codeStart.lowerBound])
        guard let code = Int(text[codeStart.upperBound...].prefix { $0.isNumber || $0 == "-" }) else { return nil }
        return reason(domain: domain, code: code)
    }
}
