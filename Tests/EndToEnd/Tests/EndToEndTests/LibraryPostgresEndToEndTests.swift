import Foundation
import Testing

/// The watchlist in a PostgreSQL database (POPCORN_LIBRARY_URL), against Debian's PostgreSQL started
/// on 127.0.0.1 by `postgres-test-server`: two data homes, as two machines, share one list, and a
/// server gone away is exit 69 with one line that never shows the password.
@Suite struct LibraryPostgresEndToEndTests {
    @Test func twoDataHomesWithOneURLSeeEachOthersAdditions() throws {
        let server = try PostgresServerProcess()
        defer { server.stop() }
        let laptop = try Popcorn()
        defer { laptop.remove() }
        let desktop = try Popcorn()
        defer { desktop.remove() }
        let environment = ["POPCORN_LIBRARY_URL": server.url]
        #expect(try laptop.run(["watchlist", "add", "movie", "550"], environment: environment).status == 0)
        #expect(try desktop.run(["watchlist", "add", "tv", "1399"], environment: environment).status == 0)
        for home in [laptop, desktop] {
            let run = try home.run(["watchlist"], environment: environment)
            #expect(run.status == 0)
            #expect(run.stdout.contains("Fight Club"))
            #expect(run.stdout.contains("Game of Thrones"))
        }
        // Without the URL each home has its own SQLite library, which holds nothing of the shared list.
        #expect(!(try laptop.run("watchlist").stdout.contains("Fight Club")))
    }

    @Test func aServerGoneAwayIsExit69WithOneLineAndTheWriteRefused() throws {
        let server = try PostgresServerProcess()
        defer { server.stop() }
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        // Wide enough that the one line is not wrapped.
        let environment = ["POPCORN_LIBRARY_URL": server.url, "COLUMNS": "300"]
        #expect(try popcorn.run(["watchlist"], environment: environment).status == 0)
        server.stopServer()
        for arguments in [["watchlist"], ["watchlist", "add", "movie", "550"]] {
            let run = try popcorn.run(arguments, environment: environment)
            #expect(run.status == 69)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.split(separator: "\n").count == 1)
            #expect(run.stderr.contains("cannot reach PostgreSQL"))
            #expect(!run.stderr.contains(PostgresServerProcess.password))
        }
    }
}
