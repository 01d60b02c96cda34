import Foundation
import TMDb
import TMDbStandIn
import TMDbTestSupport
import Testing

@Suite("Failures")
struct FailureTests {
    @Test("An unknown id fails as not found, naming the path")
    func notFound() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }

        #expect(
            await TMDbFailure.of { try await StandInClients.client(for: standIn).movie(id: 999_999_999) }
                == .notFound(path: "/3/movie/999999999"))
        #expect(standIn.requestCount(path: "/3/movie/999999999") == 1)
    }

    @Test("Another failing status carries TMDb's error body")
    func serverError() async throws {
        let standIn = try TMDbStandIn(routes: [
            .answer("/3/movie/550", with: .tmdbError(status: 500, code: 11, message: "Internal error"))
        ])
        defer { standIn.stop() }

        let failure = await TMDbFailure.of { try await StandInClients.client(for: standIn).movie(id: 550) }
        #expect(failure == .server(status: 500, message: TMDbErrorBody(statusCode: 11, statusMessage: "Internal error")))
        #expect(standIn.requestCount(path: "/3/movie/550") == 1, "a 500 is not retried")
    }

    @Test("A failing status without TMDb's body carries no message")
    func serverErrorWithoutBody() async throws {
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/550", with: TMDbStandInResponse(status: 418, body: Data("teapot".utf8)))])
        defer { standIn.stop() }

        #expect(await TMDbFailure.of { try await StandInClients.client(for: standIn).movie(id: 550) } == .server(status: 418, message: nil))
    }

    @Test("A stopped stand-in is unreachable")
    func unreachable() async throws {
        let standIn = try TMDbStandIn()
        let client = StandInClients.client(for: standIn)
        standIn.stop()

        let reason = await TMDbFailure.unreachableReason { try await client.configuration() }
        #expect(reason?.contains("127.0.0.1") == true)
    }

    @Test("An answer slower than the request timeout is unreachable")
    func timeout() async throws {
        let standIn = try TMDbStandIn(routes: [
            .answer("/3/configuration", with: TMDbStandInResponse.fixture("/3/configuration").delayed(by: .seconds(60)))
        ])
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn, requestTimeout: .seconds(1))

        _ = await TMDbFailure.unreachableReason { try await client.configuration() }
    }

    @Test("An answer that is not TMDb's shape is undecodable, naming the path and the field")
    func undecodable() async throws {
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/550", with: .json(#"{"id": "five fifty", "title": "Fight Club"}"#))])
        defer { standIn.stop() }

        let failure = await TMDbFailure.of { try await StandInClients.client(for: standIn).movie(id: 550) }
        guard case .undecodable(let path, let reason)? = failure else {
            Issue.record("expected undecodable, got \(String(describing: failure))")
            return
        }
        #expect(path == "/3/movie/550")
        #expect(reason.contains("id"))
    }

    @Test("Cancelling the calling task cancels the request and fails as cancelled")
    func cancellation() async throws {
        let slow = TMDbStandInResponse.fixture("/3/movie/550").delayed(by: .seconds(20))
        let standIn = try TMDbStandIn(routes: [.answer("/3/movie/550", with: slow)])
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)
        let clock = ContinuousClock()
        let started = clock.now

        let call = Task { await TMDbFailure.of { try await client.movie(id: 550) } }
        while standIn.requestCount(path: "/3/movie/550") == 0 { try await Task.sleep(for: .milliseconds(5)) }
        call.cancel()

        #expect(await call.value == .cancelled)
        #expect(clock.now - started < .seconds(10))
    }

    @Test("A task cancelled before it asks sends nothing")
    func cancelledBeforeAsking() async throws {
        let standIn = try TMDbStandIn()
        defer { standIn.stop() }
        let client = StandInClients.client(for: standIn)

        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await TMDbFailure.of { try await client.movie(id: 550) }
        }
        #expect(await call.value == .cancelled)
        #expect(standIn.requestCount(path: "/3/movie/550") == 0)
    }
}
