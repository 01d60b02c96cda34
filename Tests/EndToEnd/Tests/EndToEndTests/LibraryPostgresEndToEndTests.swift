import Foundation
import Testing

/// The watchlist in a PostgreSQL database (POPCORN_LIBRARY_URL), against Debian's PostgreSQL started
/// on 127.0.0.1 by `postgres-test-server`: two data homes, as two machines, share one list, and a
/// server gone away is exit 69 with one line that never shows the password, and one that refuses
/// the password exit 77.
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

    @Test func aRefusedPasswordIsExit77WithOneLineThatNeverShowsIt() throws {
        let server = try PostgresServerProcess()
        defer { server.stop() }
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let wrong = "wrong-password-2718"
        let environment = [
            "POPCORN_LIBRARY_URL": server.url.replacingOccurrences(of: PostgresServerProcess.password, with: wrong), "COLUMNS": "300",
        ]
        for arguments in [["watchlist"], ["watchlist", "add", "movie", "550"]] {
            let run = try popcorn.run(arguments, environment: environment)
            #expect(run.status == 77, "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stderr.contains("refused the user or the password"))
            #expect(run.stderr.contains("POPCORN_LIBRARY_URL"))
            #expect(!run.stderr.contains(wrong) && !run.stderr.contains(PostgresServerProcess.password))
        }
    }

    @Test func configShowsTheLibraryURLWithoutItsPasswordAndWhereItCameFrom() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let secret = "hunter2-5150"
        let environment = ["POPCORN_LIBRARY_URL": "postgres://anna:\(secret)@db.example/films", "COLUMNS": "200"]
        let text = try popcorn.run(["config"], environment: environment)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout.contains(
                "Library       postgres://anna@db.example:5432/films, password set (not shown) (from POPCORN_LIBRARY_URL)"),
            "\(text.stdout)")
        let json = try popcorn.run(["config", "--json"], environment: environment)
        #expect(json.stdout.contains("postgres://anna@db.example:5432/films, password set (not shown)"), "\(json.stdout)")
        for run in [text, json] { #expect(!(run.stdout + run.stderr).contains(secret)) }
        // Unset, the library is the SQLite file in the data folder, on this machine.
        let unset = try popcorn.run(["config"], environment: ["COLUMNS": "200"])
        #expect(unset.stdout.contains("library.sqlite, on this machine"), "\(unset.stdout)")
        // Unusable, it is not repeated.
        let unusable = try popcorn.run(["config"], environment: ["POPCORN_LIBRARY_URL": "mysql://anna:\(secret)@db", "COLUMNS": "200"])
        #expect(unusable.stdout.contains("Library       set, but unusable (not shown)"), "\(unusable.stdout)")
        #expect(!(unusable.stdout + unusable.stderr).contains(secret))
    }
}
