#if canImport(FlyingFox)
import FlyingSocks
import Foundation

extension FakeSeamAPI {
    /// Why the fake could not listen, in a few plain words ("the port is already in use"),
    /// never the socket library's raw dump (`SocketError.failed(type: "bind", errno: 98, …)`).
    public static func listenFailureReason(_ error: any Error) -> String {
        guard let socketError = error as? SocketError else { return "\(type(of: error))" }
        switch socketError {
        case .failed(_, let code, let message):
            switch code {
            case EADDRINUSE: return "the port is already in use"
            case EACCES: return "permission denied (ports below 1024 need special rights)"
            case EADDRNOTAVAIL: return "127.0.0.1 is not available on this machine"
            default: return message.isEmpty ? "the system's error \(code)" : message.lowercased()
            }
        case .timeout: return "it timed out"
        case .blocked, .disconnected, .unsupportedAddress: return "the socket could not be opened"
        }
    }
}
#endif
