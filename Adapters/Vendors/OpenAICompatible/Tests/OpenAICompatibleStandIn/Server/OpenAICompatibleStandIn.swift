public import Foundation
import Synchronization

/// A stand-in for an OpenAI-compatible server: a small HTTP/1.1 server on 127.0.0.1, on a port the
/// system picks, that plays a script of answers, one for each request to `/v1/chat/completions`,
/// in order, so that tests never need a model or the internet.
///
/// ```swift
/// let standIn = try OpenAICompatibleStandIn(answers: [StandInConversations.rateLimited, StandInConversations.textReply])
/// // point a client at standIn.baseURL, with the key StandInConversations.apiKey
/// #expect(standIn.requests.count == 2)
/// ```
///
/// A request without `Authorization: Bearer <apiKey>` (when a key is set) is answered 401 as
/// OpenAI answers it, quoting the key it was given, and uses up no answer; a request to another
/// path is answered 404; a request after the script has ended, 500. Every request is recorded.
public final class OpenAICompatibleStandIn: Sendable {
    private struct State {
        var answers: [StandInAnswer]
        var requests: [StandInRequest] = []
    }

    /// `http://127.0.0.1:<port>/v1`: a client's base URL.
    public let baseURL: URL
    public let port: UInt16
    /// The key it accepts; nil accepts any request.
    public let apiKey: String?

    private let socket: LoopbackSocket
    private let state: Mutex<State>
    private let stopping = Atomic<Bool>(false)
    private let acceptorFinished = DispatchSemaphore(value: 0)
    private let connections = DispatchGroup()

    /// Starts listening at once.
    public init(answers: [StandInAnswer], apiKey: String? = StandInConversations.apiKey) throws(StandInError) {
        socket = try LoopbackSocket(backlog: 64)
        port = socket.port
        baseURL = URL(string: "http://127.0.0.1:\(socket.port)/v1")!
        self.apiKey = apiKey
        state = Mutex(State(answers: answers))
        let thread = Thread { [self] in acceptUntilStopped() }
        thread.name = "OpenAICompatibleStandIn accept"
        thread.start()
    }

    deinit { stop() }

    /// Every request received so far, in order, refused ones included.
    public var requests: [StandInRequest] { state.withLock { $0.requests } }

    /// How many scripted answers are left.
    public var answersLeft: Int { state.withLock { $0.answers.count } }

    /// Stops listening and closes the socket, cutting short any answer under way. Stopping twice
    /// does nothing more.
    public func stop() {
        guard !stopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
        acceptorFinished.wait()
        socket.close()
        _ = connections.wait(timeout: .now() + 2)
    }

    private var isStopped: Bool { stopping.load(ordering: .acquiring) }

    private func acceptUntilStopped() {
        while !isStopped {
            guard let descriptor = socket.accept(waitingAtMost: 20) else { continue }
            connections.enter()
            let thread = Thread { [self] in
                let connection = StandInConnection(descriptor: descriptor)
                if let request = connection.readRequest() {
                    connection.write(answer(request)) { [self] in isStopped }
                }
                connection.close()
                connections.leave()
            }
            thread.name = "OpenAICompatibleStandIn connection"
            thread.start()
        }
        acceptorFinished.signal()
    }

    /// The answer to `request`: 401 without the key, 404 elsewhere than the endpoint, else the
    /// script's next answer.
    func answer(_ request: StandInRequest) -> StandInAnswer {
        state.withLock { state in
            state.requests.append(request)
            if let apiKey, request.headers["authorization"] != "Bearer \(apiKey)" {
                let given = request.headers["authorization"].map { String($0.dropFirst("Bearer ".count)) } ?? ""
                return StandInConversations.unauthorized(quoting: given)
            }
            guard request.method == "POST", request.path == "/v1/chat/completions" else {
                return .json(
                    #"{"error":{"message":"Unknown request URL","type":"invalid_request_error","code":"unknown_url"}}"#, status: 404)
            }
            guard !state.answers.isEmpty else {
                return .json(#"{"error":{"message":"The stand-in has no answer left in its script","type":"server_error"}}"#, status: 500)
            }
            return state.answers.removeFirst()
        }
    }
}
