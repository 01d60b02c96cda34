import AsyncHTTPClient
import NIOCore
import NIOPosix
import NIOSSL
import OpenAICompatible

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a failure of async-http-client or SwiftNIO means to the OpenAI-compatible client: a
/// refused connection, a connect timeout, a silence, or no answer, in words that name no key (no
/// header is ever in them).
enum ModelTransportFailure {
    static func transportError(_ error: any Error) -> OpenAICompatibleTransportError {
        switch error {
        case is CancellationError:
            return .cancelled
        case let error as HTTPClientError:
            switch error {
            case .cancelled: return .cancelled
            case .connectTimeout, .getConnectionFromPoolTimeout: return .timedOut(.connecting)
            case .readTimeout, .deadlineExceeded: return .timedOut(.silence)
            case .remoteConnectionClosed: return .unreachable(reason: "the server closed the connection")
            default: return .unreachable(reason: "\(error)")
            }
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil || error.connectionErrors.isEmpty {
                return .unreachable(reason: "the host name did not resolve")
            }
            let refused = error.connectionErrors.contains { ($0.error as? IOError)?.errnoCode == ECONNREFUSED }
            return refused ? .connectionRefused : .unreachable(reason: "no connection could be made")
        case is SocketAddressError:
            return .unreachable(reason: "the host name did not resolve")
        case let error as IOError where error.errnoCode == ECONNREFUSED:
            return .connectionRefused
        case let error as IOError:
            return .unreachable(reason: "no connection could be made (errno \(error.errnoCode))")
        case ChannelError.connectTimeout:
            return .timedOut(.connecting)
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            return .unreachable(reason: "a secure connection could not be made")
        default:
            return .unreachable(reason: "\(type(of: error))")
        }
    }
}
