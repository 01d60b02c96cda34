import Foundation

/// Where a PostgreSQL database is and who to be there, read from a
/// `postgres://user:password@host:port/database[?sslmode=disable|require]` URL (`postgresql://` too;
/// the port defaults to 5432, the database to the user's name). The password is kept but never shown:
/// `description`, `debugDescription` and a `dump` of the value print the URL without it.
public struct PostgresAddress: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public let host: String
    public let port: Int
    public let user: String
    public let database: String
    public let tls: PostgresTLSMode
    let password: String?

    /// Whether the URL held a password (the address never says which).
    public var hasPassword: Bool { password != nil }

    public init(host: String, port: Int = 5432, user: String, password: String?, database: String, tls: PostgresTLSMode = .disable) {
        self.host = host
        self.port = port
        self.user = user
        self.password = password
        self.database = database
        self.tls = tls
    }

    /// The address in `url`; an error says what is wrong with it without repeating the URL, which
    /// may hold a password.
    public init(url: String) throws(PostgresStoreError) {
        guard let components = URLComponents(string: url.trimmingCharacters(in: .whitespaces)) else {
            throw .invalidAddress("it is not a URL (postgres://user:password@host:port/database)")
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "postgres" || scheme == "postgresql" else {
            throw .invalidAddress("it must start with postgres:// (postgres://user:password@host:port/database)")
        }
        guard let host = components.host, !host.isEmpty else {
            throw .invalidAddress("it names no host (postgres://user:password@host:port/database)")
        }
        guard let user = components.user.flatMap({ $0.removingPercentEncoding }), !user.isEmpty else {
            throw .invalidAddress("it names no user (postgres://user:password@host:port/database)")
        }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else { throw .invalidAddress("its port is not from 1 to 65535") }
        var database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        database = database.removingPercentEncoding ?? database
        guard !database.contains("/") else { throw .invalidAddress("its path must be one database name") }
        var tls = PostgresTLSMode.disable
        for item in components.queryItems ?? [] {
            switch (item.name, item.value) {
            case ("sslmode", "disable"?): tls = .disable
            case ("sslmode", "require"?): tls = .require
            case ("sslmode", _): throw .invalidAddress("sslmode must be disable or require")
            default: throw .invalidAddress("it has a setting Popcorn does not know: \(item.name)")
            }
        }
        self.init(
            host: host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host, port: port, user: user,
            password: components.password.flatMap { $0.removingPercentEncoding }, database: database.isEmpty ? user : database,
            tls: tls)
    }

    /// The URL without its password: `postgres://user@host:port/database`.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(shownHost):\(port)/\(database)" + (tls == .require ? "?sslmode=require" : "")
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["url": description, "hasPassword": hasPassword], displayStyle: .struct)
    }
}
