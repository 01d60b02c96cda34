import Foundation
import PostgresNIO
import PostgresTestServer
import Testing

@testable import PostgresStore

/// Against Debian's PostgreSQL, started for each test on 127.0.0.1 and removed after it.
@Suite struct PostgresDatabaseTests {
    private func withServer(maxConnections: Int = 300, _ body: (PostgresTestServer) async throws -> Void) async throws {
        let server = try PostgresTestServer.start(maxConnections: maxConnections)
        defer { server.remove() }
        try await body(server)
    }

    /// A database on `server`. A busy machine can take more than the usual two seconds to answer
    /// hundreds of handshakes at once, so it is given twenty; the limit has a test of its own.
    private func database(_ server: PostgresTestServer, name: String = "postgres") throws -> PostgresStoreDatabase {
        PostgresStoreDatabase(
            address: try PostgresAddress(url: server.url(database: name)), schema: TestSchema.notes, connectTimeout: .seconds(20))
    }

    private func notes(in database: PostgresStoreDatabase) async throws -> [String: String] {
        try await database.transaction { transaction in
            var notes: [String: String] = [:]
            for row in try await transaction.rows("SELECT name, body FROM notes") {
                let (name, body) = try row.decode((String, String).self)
                notes[name] = body
            }
            return notes
        }
    }

    @Test func twoInstancesOnOneURLSeeEachOthersWrites() async throws {
        try await withServer { server in
            let laptop = try database(server)
            let desktop = try database(server)
            try await laptop.transaction { try await $0.execute("INSERT INTO notes (name, body) VALUES ('laptop', 'one')") }
            try await desktop.transaction { try await $0.execute("INSERT INTO notes (name, body) VALUES ('desktop', 'two')") }
            #expect(try await notes(in: laptop) == ["laptop": "one", "desktop": "two"])
            #expect(try await notes(in: desktop) == ["laptop": "one", "desktop": "two"])
            await laptop.close()
            await desktop.close()
        }
    }

    @Test func firstRunsTogetherMakeTheSchemaOnce() async throws {
        try await withServer { server in
            try server.createDatabase("fresh")
            let instances = try (0..<20).map { _ in try database(server, name: "fresh") }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, instance) in instances.enumerated() {
                    group.addTask {
                        try await instance.transaction { transaction in
                            try await transaction.execute(
                                "INSERT INTO notes (name, body, written_by) VALUES (\("n\(index)"), 'x', \(index))")
                        }
                    }
                }
                try await group.waitForAll()
            }
            let versions = try await instances[0].transaction { transaction in
                try await transaction.rows("SELECT version FROM test_schema_version").map { try $0.decode(Int.self) }
            }
            #expect(versions == [TestSchema.notes.steps.count])
            #expect(try await notes(in: instances[0]).count == 20)
            for instance in instances { await instance.close() }
        }
    }

    @Test func twoHundredWritersOnASmallServerAllLand() async throws {
        // 20 connections (17 for ordinary use): most writers are refused with 53300 and ask again.
        try await withServer(maxConnections: 20) { server in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<200 {
                    group.addTask {
                        let writer = try database(server)
                        try await writer.transaction { transaction in
                            try await transaction.execute(
                                "INSERT INTO notes (name, body, written_by) VALUES (\("w\(index)"), 'x', \(index))")
                        }
                        await writer.close()
                    }
                }
                try await group.waitForAll()
            }
            let reader = try database(server)
            #expect(try await notes(in: reader).count == 200)
            await reader.close()
        }
    }

    @Test func aUnitOfWorkThatFailsKeepsNothing() async throws {
        struct Refused: Error {}
        try await withServer { server in
            let database = try database(server)
            await #expect(throws: PostgresStoreError.self) {
                try await database.transaction { transaction in
                    try await transaction.execute("INSERT INTO notes (name, body) VALUES ('first', 'kept?')")
                    throw Refused()
                }
            }
            await #expect(throws: PostgresStoreError.self) {
                try await database.transaction { transaction in
                    try await transaction.execute("INSERT INTO notes (name, body) VALUES ('second', 'kept?')")
                    try await transaction.execute("INSERT INTO notes (name, body) VALUES ('second', 'twice')")
                }
            }
            #expect(try await notes(in: database).isEmpty)
            await database.close()
        }
    }

    @Test func aStoppedServerIsUnreachableAndTheWriteIsRefused() async throws {
        try await withServer { server in
            let database = try database(server)
            try await database.transaction { try await $0.execute("INSERT INTO notes (name, body) VALUES ('before', 'x')") }
            server.stop()
            let error = await #expect(throws: PostgresStoreError.self) {
                try await database.transaction { try await $0.execute("INSERT INTO notes (name, body) VALUES ('after', 'x')") }
            }
            guard case .unreachable(let address, _) = error else {
                Issue.record("expected unreachable, got \(String(describing: error))")
                return
            }
            #expect(address == "postgres://popcorn@127.0.0.1:\(server.port)/postgres")
            #expect(!(error?.description.contains(PostgresTestServer.password) ?? true))
            await #expect(
                throws: PostgresStoreError.unreachable(address: address, reason: "no server answered (refused, or no route to it)")
            ) {
                try await database.transaction { try await $0.execute("INSERT INTO notes (name, body) VALUES ('after', 'x')") }
            }
            try server.restart()
            #expect(try await notes(in: database) == ["before": "x"])
            await database.close()
        }
    }

    @Test func aWrongPasswordIsRejectedWithoutBeingShown() async throws {
        try await withServer { server in
            let url = server.url().replacingOccurrences(of: PostgresTestServer.password, with: "wrong-password-2718")
            let database = PostgresStoreDatabase(address: try PostgresAddress(url: url), schema: TestSchema.notes)
            let error = await #expect(throws: PostgresStoreError.self) {
                try await database.transaction { try await $0.execute("SELECT 1") }
            }
            #expect(error == .credentialsRejected(address: "postgres://popcorn@127.0.0.1:\(server.port)/postgres"))
            #expect(!(error?.description.contains("wrong-password-2718") ?? true))
        }
    }

    @Test func aServerThatSaysNothingIsUnreachableAfterTwoSeconds() async throws {
        let listener = SilentListener()
        let database = PostgresStoreDatabase(
            address: try PostgresAddress(url: "postgres://popcorn:secret@127.0.0.1:\(listener.port)/postgres"), schema: TestSchema.notes)
        let clock = ContinuousClock()
        let started = clock.now
        let error = await #expect(throws: PostgresStoreError.self) {
            try await database.transaction { try await $0.execute("SELECT 1") }
        }
        let took = clock.now - started
        #expect(
            error == .unreachable(address: "postgres://popcorn@127.0.0.1:\(listener.port)/postgres", reason: "no answer within 2 seconds"))
        #expect(took >= .milliseconds(1_900) && took < .seconds(20))
    }
}
