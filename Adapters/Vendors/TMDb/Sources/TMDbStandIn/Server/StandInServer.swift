import Dispatch
import Foundation
import Synchronization

/// The running server behind a ``TMDbStandIn``: one thread accepts connections, and each connection
/// is answered on a thread of its own, so that a slow answer never holds up the next request.
final class StandInServer: Sendable {
    private struct State {
        var routes: [String: TMDbStandInRoute]
        var requests: [TMDbStandInRequest] = []
    }

    let port: UInt16
    private let socket: ListeningSocket
    private let fixtures: TMDbStandInFixtures
    private let credentials: TMDbStandInCredentials
    private let state: Mutex<State>
    private let stopping = Atomic<Bool>(false)
    /// The port, bound but no longer listened on, from stopping until it is released: a
    /// client that still asks is refused, rather than answered by another server given the port.
    private let heldPort = Mutex<BoundSocket?>(nil)
    /// Left when the accepting thread has finished.
    private let acceptorFinished = DispatchSemaphore(value: 0)
    /// Every connection being answered, so that stopping can wait for them.
    private let connections = DispatchGroup()

    init(
        routes: [TMDbStandInRoute], fixtures: TMDbStandInFixtures, credentials: TMDbStandInCredentials, port: UInt16 = 0
    ) throws(TMDbStandInError) {
        socket = try ListeningSocket(port: port)
        self.port = socket.port
        self.fixtures = fixtures
        self.credentials = credentials
        state = Mutex(State(routes: Dictionary(routes.map { ($0.path, $0) }, uniquingKeysWith: { _, later in later })))
        let thread = Thread { [self] in acceptUntilStopped() }
        thread.name = "TMDbStandIn accept"
        thread.start()
    }

    var requests: [TMDbStandInRequest] { state.withLock { $0.requests } }

    func setRoute(_ route: TMDbStandInRoute) {
        state.withLock { $0.routes[route.path] = route }
    }

    /// Stops, if not stopped yet, and gives the port back to the system.
    func release() {
        stop()
        heldPort.withLock { held in
            held?.close()
            held = nil
        }
    }

    /// Stops accepting, closes the socket but keeps its port, and waits (a little) for answers
    /// under way.
    func stop() {
        guard !stopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
        acceptorFinished.wait()
        socket.stopListening()
        heldPort.withLock { $0 = try? BoundSocket(port: port) }
        _ = connections.wait(timeout: .now() + 2)
    }

    var isStopped: Bool { stopping.load(ordering: .acquiring) }

    private func acceptUntilStopped() {
        while !isStopped {
            guard let descriptor = socket.accept(waitingAtMost: 20) else { continue }
            connections.enter()
            let thread = Thread { [self] in
                answer(HTTPConnection(descriptor: descriptor))
                connections.leave()
            }
            thread.name = "TMDbStandIn connection"
            thread.start()
        }
        acceptorFinished.signal()
    }

    private func answer(_ connection: HTTPConnection) {
        defer { connection.close() }
        guard let request = connection.readRequest() else { return }
        let response = respond(to: request)
        if response.delay > .zero {
            // Sleep in slices so that stopping the stand-in cuts a long wait short.
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: response.delay)
            while clock.now < deadline, !isStopped { Thread.sleep(forTimeInterval: 0.005) }
        }
        connection.write(response)
    }

    /// What TMDb would say: 401 without an accepted credential, then the path's route, its
    /// fixture, or 404 in TMDb's shape.
    func respond(to request: TMDbStandInRequest) -> TMDbStandInResponse {
        let (route, earlier) = state.withLock { state in
            let earlier = state.requests.count { $0.path == request.path }
            state.requests.append(request)
            return (state.routes[request.path], earlier)
        }
        guard credentials.accept(request) else { return .unauthorized }
        if let route { return route.answer(request, earlier) }
        guard request.method == "GET" || request.method == "HEAD" else { return .notFound }
        return fixtures.body(forPath: request.path).map { TMDbStandInResponse(body: $0) } ?? .notFound
    }
}
