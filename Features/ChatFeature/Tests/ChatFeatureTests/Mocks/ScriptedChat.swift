import ChatFeature
import Presentation
import Synchronization

/// Hand-written dependencies: a conversation to open, and for each message sent an answer in
/// pieces, or a failure after them. Records what was sent. With `holdsAfterPieces`, the reply
/// waits after its pieces until its task is cancelled (a reply the user stops), then returns what
/// it sent as cut short, or, with `throwsWhenStopped`, throws.
final class ScriptedChat: Sendable {
    struct Reply: Sendable {
        var pieces: [String]
        var failure: ViewStateError?
        var holdsAfterPieces = false
        var throwsWhenStopped = false
    }

    let transcript: ChatTranscript
    private let replies: Mutex<[Reply]>
    private let sent = Mutex<[(message: String, conversationID: String)]>([])
    private let openFailure: ViewStateError?

    init(transcript: ChatTranscript, replies: [Reply] = [], openFailure: ViewStateError? = nil) {
        self.transcript = transcript
        self.replies = Mutex(replies)
        self.openFailure = openFailure
    }

    var messagesSent: [String] { sent.withLock { $0.map(\.message) } }
    var conversationsSentTo: [String] { sent.withLock { $0.map(\.conversationID) } }

    var dependencies: ChatDependencies {
        ChatDependencies(
            open: { title throws(ViewStateError) in
                if let failure = self.openFailure { throw failure }
                guard title == self.transcript.title else { throw ViewStateError(kind: .unexpected, message: "opened \(title)") }
                return self.transcript
            },
            send: { message, conversationID, onText throws(ViewStateError) in
                self.sent.withLock { $0.append((message, conversationID)) }
                let reply = self.replies.withLock { $0.isEmpty ? Reply(pieces: []) : $0.removeFirst() }
                for piece in reply.pieces {
                    onText(piece)
                    await Task.yield()
                }
                if reply.holdsAfterPieces {
                    while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
                    if reply.throwsWhenStopped { throw ViewStateError(kind: .unexpected, message: "The reply was stopped.") }
                    return .cutShort(reply.pieces.joined())
                }
                if let failure = reply.failure { throw failure }
                return .complete(reply.pieces.joined())
            })
    }
}
