import Logging
import NIOSSL
import PostgresNIO

/// A PostgreSQL database a program keeps its data in. It connects on first use (given
/// `connectTimeout`, two seconds unless told), makes or migrates `schema` under its advisory lock
/// once, and keeps the connection for the units of work that follow, one at a time, each in one
/// transaction. A server with no connection to spare (53300) is asked again with backoff; a server
/// that cannot be reached, or a connection lost, fails the work as `unreachable`, with nothing
/// written and nothing kept to write later.
public actor PostgresStoreDatabase {
    public nonisolated let address: PostgresAddress
    let schema: PostgresSchema
    let connectTimeout: Duration
    let retry: PostgresRetryPolicy
    let logger = Logger(label: "PostgresStore") { _ in SwiftLogNoOpLogHandler() }

    private var connection: PostgresConnection?
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var nextConnectionID = 1

    public init(
        address: PostgresAddress, schema: PostgresSchema, connectTimeout: Duration = .seconds(2), retry: PostgresRetryPolicy = .init()
    ) {
        self.address = address
        self.schema = schema
        self.connectTimeout = connectTimeout
        self.retry = retry
    }

    /// Runs `work` in one transaction: all its statements are kept, or none. Work that the server
    /// gave up to a deadlock or a conflict is run again from the start, so it must do nothing but
    /// its statements.
    public func transaction<Result: Sendable>(
        _ work: @Sendable (PostgresTransaction) async throws -> Result
    ) async throws(PostgresStoreError) -> Result {
        await takeTurn()
        defer { passTurn() }
        let started = ContinuousClock.now
        var attempt = 0
        while true {
            let failure: PostgresFailure
            do {
                let connection = try await openConnection()
                return try await run(work, on: connection)
            } catch let error as PostgresStoreError {
                throw error
            } catch {
                failure = PostgresFailure(error)
            }
            switch failure {
            case .retry:
                guard ContinuousClock.now - started < retry.patience else { throw .busy(address: address.description) }
                try? await Task.sleep(for: retry.wait(after: attempt))
                attempt += 1
            case .unreachable(let reason):
                await dropConnection()
                throw .unreachable(address: address.description, reason: reason)
            case .credentialsRejected:
                await dropConnection()
                throw .credentialsRejected(address: address.description)
            case .other(let reason):
                throw .failed(reason)
            }
        }
    }

    /// Closes the connection, if one is open; the next unit of work opens another.
    public func close() async {
        await dropConnection()
    }

    private func run<Result: Sendable>(
        _ work: @Sendable (PostgresTransaction) async throws -> Result, on connection: PostgresConnection
    ) async throws -> Result {
        let transaction = PostgresTransaction(connection: connection, logger: logger)
        try await transaction.execute("BEGIN")
        let result: Result
        do {
            result = try await work(transaction)
        } catch {
            try? await transaction.execute("ROLLBACK")
            throw error
        }
        try await transaction.execute("COMMIT")
        return result
    }

    /// The open connection, or a new one with the schema brought up to date, asking again while the
    /// server has no connection to spare.
    private func openConnection() async throws -> PostgresConnection {
        if let connection, !connection.isClosed { return connection }
        connection = nil
        let opened = try await connect()
        do {
            try await migrate(on: opened)
        } catch {
            try? await opened.close()
            throw error
        }
        connection = opened
        return opened
    }

    private func connect() async throws -> PostgresConnection {
        var configuration = PostgresConnection.Configuration(
            host: address.host, port: address.port, username: address.user, password: address.password, database: address.database,
            tls: try tls())
        let timeout = connectTimeout
        let (seconds, attoseconds) = timeout.components
        // postgres-nio's own limit a second later, so that the limit below is the one that speaks.
        configuration.options.connectTimeout = .nanoseconds((seconds + 1) * 1_000_000_000 + attoseconds / 1_000_000_000)
        let id = nextConnectionID
        nextConnectionID += 1
        return try await Self.connect(configuration: configuration, id: id, logger: logger, timeout: timeout, address: address)
    }

    /// The whole handshake, not only the TCP connection, gets the time: a server that accepts and
    /// then says nothing is as unreachable as one that refuses.
    private nonisolated static func connect(
        configuration: PostgresConnection.Configuration, id: Int, logger: Logger, timeout: Duration, address: PostgresAddress
    ) async throws -> PostgresConnection {
        let reason = "no answer within \(seconds(timeout))"
        return try await withThrowingTaskGroup(of: PostgresConnection?.self) { group in
            group.addTask { try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger) }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let connection = first else {
                throw PostgresStoreError.unreachable(address: address.description, reason: reason)
            }
            return connection
        }
    }

    private func tls() throws -> PostgresConnection.Configuration.TLS {
        switch address.tls {
        case .disable: return .disable
        case .require:
            do {
                return .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            } catch {
                throw PostgresStoreError.failed("TLS could not be set up: \(type(of: error))")
            }
        }
    }

    /// Runs the schema's steps not yet run, in one transaction, under the schema's advisory lock
    /// (released when the transaction ends).
    private func migrate(on connection: PostgresConnection) async throws {
        let transaction = PostgresTransaction(connection: connection, logger: logger)
        // Most runs find the schema up to date: one read, outside any transaction, says so without
        // taking the lock (a database with no version table yet fails it, and goes on below).
        if let rows = try? await transaction.rows(PostgresQuery(unsafeSQL: "SELECT version FROM \(schema.versionTable)")),
            let version = try? rows.first?.decode(Int.self), version >= schema.steps.count
        {
            return
        }
        try await transaction.execute("BEGIN")
        do {
            try await transaction.execute("SELECT pg_advisory_xact_lock(\(schema.lockKey))")
            try await transaction.execute(
                PostgresQuery(unsafeSQL: "CREATE TABLE IF NOT EXISTS \(schema.versionTable) (version integer NOT NULL)"))
            let rows = try await transaction.rows(PostgresQuery(unsafeSQL: "SELECT version FROM \(schema.versionTable)"))
            var version = 0
            if let row = rows.first {
                version = try row.decode(Int.self)
            } else {
                try await transaction.execute(PostgresQuery(unsafeSQL: "INSERT INTO \(schema.versionTable) (version) VALUES (0)"))
            }
            // A database a newer program has migrated further is left as it is: steps only add.
            if version < schema.steps.count {
                for step in schema.steps[version...] {
                    try await transaction.execute(PostgresQuery(unsafeSQL: step))
                }
                try await transaction.execute(
                    PostgresQuery(unsafeSQL: "UPDATE \(schema.versionTable) SET version = \(schema.steps.count)"))
            }
        } catch {
            try? await transaction.execute("ROLLBACK")
            throw error
        }
        try await transaction.execute("COMMIT")
    }

    private func dropConnection() async {
        guard let open = connection else { return }
        connection = nil
        try? await open.close()
    }

    private func takeTurn() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func passTurn() {
        if waiting.isEmpty {
            isBusy = false
        } else {
            waiting.removeFirst().resume()
        }
    }

    private nonisolated static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 != 0 { return "\(milliseconds) milliseconds" }
        return milliseconds == 1000 ? "1 second" : "\(milliseconds / 1000) seconds"
    }
}
