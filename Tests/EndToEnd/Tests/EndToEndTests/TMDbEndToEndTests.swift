import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `popcorn` with TMDb as the source, against the stand-in on 127.0.0.1: every screen, the disk
/// cache, refused credentials, a service that went away, the configuration file, and secrets.
@Suite struct TMDbEndToEndTests {
    @Test func everyScreenComesFromTMDb() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        let environment = standIn.environment()
        let expectations: [([String], String)] = [
            (["movie", "550"], "A sleepless office worker"),
            (["movie", "550", "--cast"], "Tyler Durden"),
            (["movie", "550", "--similar"], "Se7en"),
            (["movies", "popular"], "Popular movies"),
            (["tv", "1399"], "Created by   David Benioff #9813, D. B. Weiss #228068"),
            (["tv", "1399", "season", "1"], "Winter Is Coming"),
            (["tv", "1399", "season", "1", "episode", "1"], "Guest stars"),
            (["person", "287"], "Brad Pitt"),
            (["person", "287", "--credits"], "Se7en"),
            (["search", "fight club"], "Fight Club"),
            (["history"], "Brad Pitt"),
        ]
        for (arguments, expected) in expectations {
            let run = try popcorn.run(arguments, environment: environment)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout.contains(expected), "\(arguments): \(run.stdout)")
        }
        let json = try popcorn.run(["movie", "550", "--json"], environment: environment)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["title"] as? String == "Fight Club")
    }

    @Test func aSecondRunIsAnsweredByTheDiskCache() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        let first = try popcorn.run(["movie", "550", "--verbose"], environment: standIn.environment())
        #expect(first.stderr.contains("tmdb.request"), "\(first.stderr)")
        let second = try popcorn.run(["movie", "550", "--verbose"], environment: standIn.environment())
        #expect(second.status == 0)
        #expect(!second.stderr.contains("tmdb.request"), "\(second.stderr)")
        #expect(second.stderr.contains("movies.cache.hit"))
        // With TMDb gone, what is cached is still shown; what is not fails as unavailable.
        standIn.refuseConnections()
        #expect(try popcorn.run(["movie", "550"], environment: standIn.environment()).status == 0)
        let uncached = try popcorn.run(["movie", "603"], environment: standIn.environment())
        #expect(uncached.status == 69)
        #expect(uncached.stderr.contains("TMDb"))
    }

    @Test func aRateLimitedRequestIsRetriedAfterTheWaitTMDbAsksFor() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess(arguments: ["--rate-limit", "/3/movie/550:1"])
        defer { standIn.stop() }
        let started = ContinuousClock.now

        let run = try popcorn.run(["movie", "550", "--verbose"], environment: standIn.environment())

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Fight Club"))
        let requests = run.stderr.split(separator: "\n").filter { $0.contains("path=/3/movie/550 ") }
        #expect(requests.count == 2, "\(run.stderr)")
        #expect(requests.first?.contains("attempt=1") == true && requests.first?.contains("status=429") == true)
        #expect(requests.last?.contains("attempt=2") == true && requests.last?.contains("status=200") == true)
        #expect(ContinuousClock.now - started >= .seconds(1), "Retry-After: 1 was waited for")
    }

    @Test func anExpiredAnswerIsShownWithAWarningWhenTMDbIsOutOfReach() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        #expect(try popcorn.run(["movie", "550"], environment: standIn.environment()).status == 0)
        // Every answer kept two hours ago and expired a minute ago, as if the run were that much later.
        let cache = popcorn.home.appendingPathComponent("cache/popcorn/cache.sqlite").path
        let aged = try popcorn.run(
            executable: URL(fileURLWithPath: "/usr/bin/sqlite3"),
            [cache, "UPDATE cache_entry SET stored_at = strftime('%s', 'now') - 7200, expires_at = strftime('%s', 'now') - 60"])
        try #require(aged.status == 0, "\(aged.stderr)")
        standIn.refuseConnections()

        let run = try popcorn.run(["movie", "550"], environment: standIn.environment())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Fight Club"))
        // One warning, however many of the screen's answers were stale (wrapped as every message is).
        let warning = run.stderr.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            warning.hasPrefix("warning: TMDb could not be reached: this was kept from 2 hours ago, and may have changed since."),
            "\(run.stderr)")
        #expect(run.stderr.components(separatedBy: "warning:").count == 2, "\(run.stderr)")
    }

    @Test func aRefusedCredentialSaysWhichKindAndNeverShowsIt() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        let token = try popcorn.run(
            ["movie", "550", "--verbose"], environment: standIn.environment(["TMDB_API_READ_ACCESS_TOKEN": "wrong-token-4417"]))
        #expect(token.status == 77)
        #expect(token.stderr.contains("read access token"))
        #expect(!(token.stdout + token.stderr).contains("wrong-token-4417"))
        let key = try popcorn.run(
            ["movie", "550"],
            environment: standIn.environment(["TMDB_API_READ_ACCESS_TOKEN": "", "TMDB_API_KEY": "wrong-key-8812"]))
        #expect(key.status == 77)
        #expect(key.stderr.contains("API key"))
        #expect(!(key.stdout + key.stderr).contains("wrong-key-8812"))
    }

    @Test func anUnknownIdIsNamed() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        let run = try popcorn.run(["movie", "999999999"], environment: standIn.environment())
        #expect(run.status == 1)
        #expect(run.stderr.contains("999999999"))
    }

    @Test func theTokenAppearsNowhereWithVerboseAndInConfig() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let standIn = try TMDbStandInProcess()
        defer { standIn.stop() }
        for arguments in [["movie", "550", "--verbose"], ["config"], ["config", "--json"], ["search", "fight club", "--verbose"]] {
            let run = try popcorn.run(arguments, environment: standIn.environment())
            #expect(!(run.stdout + run.stderr).contains(TMDbStandInProcess.readAccessToken), "\(arguments)")
        }
        let config = try popcorn.run(["config"], environment: standIn.environment())
        #expect(config.stdout.contains("read access token, set (from TMDB_API_READ_ACCESS_TOKEN)"))
        #expect(config.stdout.contains("Source        tmdb"))
    }

    @Test func aConfigFileOthersCanReadIsRefused() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let folder = popcorn.home.appendingPathComponent("config/popcorn")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config.toml")
        try "[tmdb]\nread_access_token = \"file-token-5521\"\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o644)
        let refused = try popcorn.run(["movie", "550"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("chmod 600"))
        #expect(!refused.stderr.contains("file-token-5521"))
        chmod(file.path, 0o600)
        let config = try popcorn.run(["config"])
        #expect(config.status == 0)
        #expect(config.stdout.contains("read_access_token"))
        #expect(!config.stdout.contains("file-token-5521"))
    }

    @Test func withoutATokenTheCatalogueIsTheSource() throws {
        let popcorn = try Popcorn()
        defer { popcorn.remove() }
        let run = try popcorn.run(["config"])
        #expect(run.stdout.contains("Source        catalogue"))
        let tmdb = try popcorn.run(["movie", "550", "--source", "tmdb"])
        #expect(tmdb.status == 64)
        #expect(tmdb.stderr.contains("no TMDb token or API key"))
    }
}
