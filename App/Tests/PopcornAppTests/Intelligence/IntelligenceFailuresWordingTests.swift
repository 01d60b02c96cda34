import CoreDomain
import IntelligenceApplication
import IntelligenceDomain
import Presentation
import Testing

@testable import PopcornApp

/// Each way a question or a conversation fails, in words and with the exit status README gives.
@Suite struct IntelligenceFailuresWordingTests {
    let wording = FailureWording(source: "the embedded catalogue")
    let series = TitleReference(kind: .tv, id: 1399)

    @Test func anEmptyQuestionIsAUsageError() {
        let worded = AskQuestionError.emptyQuestion.worded(about: series, by: wording)
        #expect(worded.kind == .invalidRequest)
        #expect(ExitStatus.code(for: worded.kind) == ExitStatus.usage)
        #expect(worded.suggestion?.contains("popcorn ask movie 550") == true)
    }

    @Test func anUnknownTitleNamesItsKindIdAndSource() {
        let worded = AskQuestionError.lookup(.notFound).worded(about: TitleReference(kind: .tv, id: 7), by: wording)
        #expect(worded.kind == .notFound)
        #expect(worded.message == "No series has id 7 in the embedded catalogue.")
        let film = AskQuestionError.lookup(.notFound).worded(about: TitleReference(kind: .movie, id: 8), by: wording)
        #expect(film.message == "No movie has id 8 in the embedded catalogue.")
        #expect(AskQuestionError.lookup(.source(.unavailable("offline"))).worded(about: series, by: wording).kind == .unavailable)
    }

    @Test func theModelsFailuresHaveTheirExitStatus() {
        func status(_ failure: ReplyFailure) -> Int32 {
            ExitStatus.code(for: AskQuestionError.reply(failure).worded(about: series, by: wording).kind)
        }
        #expect(status(.model(.unauthorized("Check POPCORN_LLM_API_KEY."))) == ExitStatus.unauthorized)
        #expect(status(.model(.unavailable("connection refused"))) == ExitStatus.unavailable)
        #expect(status(.model(.malformedReply("not JSON"))) == ExitStatus.failure)
        #expect(status(.tooManyRounds(8)) == ExitStatus.failure)
        #expect(ReplyFailure.tooManyRounds(8).worded.message.contains("8 rounds"))
    }

    /// Each is one sentence of the App's, whatever words the model's client gave the reason in.
    @Test func theModelsFailuresEachBeginASentence() {
        let failures: [ReplyFailure] = [
            .model(.unauthorized("the server refused the API key (HTTP 401)")), .model(.unavailable("connection refused")),
            .model(.malformedReply("not JSON")), .tooManyRounds(8),
        ]
        for failure in failures {
            let message = failure.worded.message
            #expect(message.first?.isUppercase == true, "\(message)")
        }
        #expect(
            ReplyFailure.model(.unauthorized("the server refused the API key (HTTP 401)")).worded.message
                == "The model could not be asked: the server refused the API key (HTTP 401)")
    }

    @Test func aStoreThatCannotBeOpenedSaysWhereConversationsLive() {
        let worded = AskQuestionError.store(.unavailable("Could not open /x")).worded(about: series, by: wording)
        #expect(worded.kind == .unavailable)
        #expect(worded.message == "The conversations could not be opened: Could not open /x")
        #expect(worded.suggestion?.contains("conversations.sqlite") == true)
        #expect(ConversationStoreError.unwritable("disk full").worded(by: wording).kind == .unexpected)
    }

    @Test func forgettingAConversationNotKeptIsNotFound() {
        let worded = DeleteConversationError.notFound(ConversationID("abc")).worded(by: wording)
        #expect(worded.kind == .notFound)
        #expect(worded.message == "No conversation is kept under the id abc.")
    }
}
