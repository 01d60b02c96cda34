/// Whether a connection is encrypted: `require` refuses a server without TLS and checks its
/// certificate against the system's trusted roots and the host's name.
public enum PostgresTLSMode: String, Sendable, Equatable {
    case disable
    case require
}
