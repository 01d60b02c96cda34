import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import TMDb

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a failure thrown by async-http-client or SwiftNIO means to a TMDb client, in words that
/// name the host and port asked and never the query (which may hold an API key).
enum AsyncHTTPClientFailure {
    static func transportError(_ error: any Error, asking place: String) -> TMDbTransportError {
        switch error {
        case is CancellationError:
            return .cancelled
        case let error as HTTPClientError:
            return clientError(error, asking: place)
        case let error as NIOConnectionError:
            if error.dnsAError != nil || error.dnsAAAAError != nil || error.connectionErrors.isEmpty {
                return .unreachable(reason: "the host name of \(place) did not resolve")
            }
            let refused = error.connectionErrors.contains { ($0.error as? IOError)?.errnoCode == ECONNREFUSED }
            return .unreachable(reason: refused ? "the connection to \(place) was refused" : "no connection to \(place) could be made")
        case is SocketAddressError:
            return .unreachable(reason: "the host name of \(place) did not resolve")
        case let error as IOError where error.errnoCode == ECONNREFUSED:
            return .unreachable(reason: "the connection to \(place) was refused")
        case let error as IOError where [ENETUNREACH, EHOSTUNREACH, ENETDOWN].contains(error.errnoCode):
            return .unreachable(reason: "this machine has no route to \(place)")
        case let error as IOError:
            return .unreachable(reason: "no connection to \(place) could be made (errno \(error.errnoCode))")
        case ChannelError.connectTimeout:
            return .unreachable(reason: "no answer from \(place) in time")
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            return .unreachable(reason: "a secure connection to \(place) could not be made")
        default:
            return .unreachable(reason: "\(type(of: error)) asking \(place)")
        }
    }

    private static func clientError(_ error: HTTPClientError, asking place: String) -> TMDbTransportError {
        switch error {
        case .cancelled:
            return .cancelled
        case .deadlineExceeded, .connectTimeout, .readTimeout, .writeTimeout, .getConnectionFromPoolTimeout:
            return .unreachable(reason: "no answer from \(place) in time")
        case .tlsHandshakeTimeout:
            return .unreachable(reason: "a secure connection to \(place) could not be made in time")
        case .remoteConnectionClosed:
            return .unreachable(reason: "the connection to \(place) was lost")
        default:
            return .unreachable(reason: "\(error) asking \(place)")
        }
    }

    /// The host and port asked, never the query.
    static func place(_ url: URL) -> String {
        guard let host = url.host else { return "TMDb" }
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
