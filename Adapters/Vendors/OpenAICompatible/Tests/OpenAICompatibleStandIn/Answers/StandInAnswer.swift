import Foundation

/// One scripted answer of the stand-in: a status, headers and a body written in pieces, with, if
/// asked, a silence before the answer starts, a pause before each piece after the first, and a
/// silence before the connection closes.
public struct StandInAnswer: Sendable, Equatable {
    public var status: Int
    public var headers: [String: String]
    /// The body, in the pieces it is written in.
    public var pieces: [String]
    /// How long to stay silent before the answer starts.
    public var silenceBefore: Duration
    /// The pause before each piece after the first.
    public var pause: Duration
    /// How long to stay silent after the last piece, before closing.
    public var silenceAfter: Duration
    /// Whether the answer says its length (`Content-Length`); else the body ends when the
    /// connection closes, as a streamed reply does.
    public var saysLength: Bool

    public init(
        status: Int = 200, headers: [String: String] = [:], pieces: [String], silenceBefore: Duration = .zero, pause: Duration = .zero,
        silenceAfter: Duration = .zero,
        saysLength: Bool = true
    ) {
        self.status = status
        self.headers = headers
        self.pieces = pieces
        self.silenceBefore = silenceBefore
        self.pause = pause
        self.silenceAfter = silenceAfter
        self.saysLength = saysLength
    }

    /// A whole JSON body: a reply not streamed, or an error.
    public static func json(_ body: String, status: Int = 200, headers: [String: String] = [:]) -> StandInAnswer {
        StandInAnswer(status: status, headers: headers.merging(["Content-Type": "application/json"]) { given, _ in given }, pieces: [body])
    }

    /// A streamed reply: `events` is server-sent-event text, written one event (up to its blank
    /// line) at a time with `pause` between them, then, if asked, a silence before closing.
    public static func events(_ events: String, pause: Duration = .zero, silenceAfter: Duration = .zero) -> StandInAnswer {
        var pieces: [String] = []
        var rest = Substring(events)
        while let end = rest.range(of: "\n\n") {
            pieces.append(String(rest[..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        if !rest.isEmpty { pieces.append(String(rest)) }
        return StandInAnswer(
            headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-cache"], pieces: pieces, pause: pause,
            silenceAfter: silenceAfter, saysLength: false)
    }

    /// A redirect to `location`.
    public static func redirect(to location: String, status: Int = 307) -> StandInAnswer {
        StandInAnswer(status: status, headers: ["Location": location], pieces: [])
    }

    /// Nothing for `silence`, then the JSON `body`: a reply not streamed that takes its time.
    public static func slow(_ body: String, after silence: Duration) -> StandInAnswer {
        var answer = json(body)
        answer.silenceBefore = silence
        return answer
    }
}
