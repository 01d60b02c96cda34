import Foundation
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("The tmdb-stand-in executable")
struct StandInExecutableTests {
    @Test("Prints its base URL on one line, answers from the bundled fixtures, and stops when its input closes")
    func servesUntilInputCloses() async throws {
        let standIn = try StandInProcess()
        let line = try #require(standIn.firstLine())
        let baseURL = try #require(URL(string: line))

        #expect(line.hasPrefix("http://127.0.0.1:"))
        #expect(try await StandInClients.client(at: baseURL, retryPolicy: .never).movie(id: 550).title == "Fight Club")
        try standIn.input.fileHandleForWriting.close()
        #expect(try await standIn.exitStatus() == 0)
    }

    @Test("Told to refuse, refuses every connection and says so, and still runs")
    func refusesWhenTold() async throws {
        let standIn = try StandInProcess()
        defer { standIn.process.terminate() }
        let baseURL = try #require(standIn.firstLine().flatMap(URL.init(string:)))
        #expect(try await StandInClients.client(at: baseURL, retryPolicy: .never).movie(id: 550).title == "Fight Club")

        #expect(standIn.tell("refuse") == "stopped")
        _ = await TMDbFailure.unreachableReason { try await StandInClients.client(at: baseURL, retryPolicy: .never).configuration() }
        #expect(standIn.process.isRunning)
    }

    @Test("Told at once, before any request, still refuses: a line waits in the pipe until it is read")
    func toldAtOnce() async throws {
        let standIn = try StandInProcess()
        defer { standIn.process.terminate() }
        standIn.input.fileHandleForWriting.write(Data("refuse\n".utf8))
        let baseURL = try #require(standIn.firstLine().flatMap(URL.init(string:)))

        #expect(standIn.nextLine() == "stopped")
        _ = await TMDbFailure.unreachableReason { try await StandInClients.client(at: baseURL, retryPolicy: .never).configuration() }
    }

    @Test("Names a command it does not know, and runs on")
    func unknownCommand() async throws {
        let standIn = try StandInProcess()
        defer { standIn.process.terminate() }
        let baseURL = try #require(standIn.firstLine().flatMap(URL.init(string:)))

        #expect(standIn.tell("halt") == "unknown command: halt (refuse and requests are the ones)")
        #expect(try await StandInClients.client(at: baseURL, retryPolicy: .never).movie(id: 550).title == "Fight Club")
    }

    @Test("Stops cleanly on SIGTERM and on SIGINT", arguments: [SIGTERM, SIGINT])
    func stopsOnSignal(signal: Int32) async throws {
        let standIn = try StandInProcess()
        _ = try #require(standIn.firstLine())
        kill(standIn.process.processIdentifier, signal)

        #expect(try await standIn.exitStatus() == 0)
        #expect(standIn.process.terminationReason == .exit)
    }

    @Test("Listens on the port it is given")
    func givenPort() async throws {
        let probe = try TMDbStandIn()
        let port = probe.port
        probe.stop()
        let standIn = try StandInProcess(arguments: ["--port", String(port)])
        defer { standIn.process.terminate() }

        #expect(standIn.firstLine() == "http://127.0.0.1:\(port)")
    }

    @Test("Answers a rate-limited path with 429 as often as asked, then from its fixture")
    func rateLimit() async throws {
        let standIn = try StandInProcess(arguments: ["--rate-limit", "/3/movie/550:2"])
        defer { standIn.process.terminate() }
        let baseURL = try #require(standIn.firstLine().flatMap(URL.init(string:)))
        let records = RecordedRequests()
        let client = StandInClients.client(at: baseURL, requestObserver: records.observer)

        #expect(try await client.movie(id: 550).title == "Fight Club")
        #expect(records.all.map(\.status) == [429, 429, 200])
    }

    @Test("Refuses a rate limit without a path and a count", arguments: ["550:2", "/3/movie/550", "/3/movie/550:0"])
    func badRateLimit(value: String) async throws {
        let standIn = try StandInProcess(arguments: ["--rate-limit", value])

        #expect(try await standIn.exitStatus() == 64)
        #expect(standIn.errorText.contains("--rate-limit needs a path and a count"))
    }

    @Test("Refuses arguments it does not know, with its usage")
    func usage() async throws {
        let standIn = try StandInProcess(arguments: ["--prot", "80"])

        #expect(try await standIn.exitStatus() == 64)
        #expect(standIn.errorText.contains("usage: tmdb-stand-in"))
    }
}
