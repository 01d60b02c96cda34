import TestDoubles
import Testing

@Suite struct StubbedAnswersTests {
    enum Call: Equatable { case title(Int), count }
    struct Answers { var title: String?, count: Int? }
    enum Failure: Error, Equatable { case unstubbed, down }

    let answers = StubbedAnswers<Call, Answers, Failure>(Answers(), unstubbed: .unstubbed)

    @Test func recordsEachCallAndGivesTheStubbedAnswer() throws {
        answers.stub { $0.title = "Fight Club" }
        #expect(try answers.respond(to: .title(550), with: \.title) == "Fight Club")
        #expect(throws: Failure.unstubbed) { try answers.respond(to: .count, with: \.count) }
        #expect(answers.calls == [.title(550), .count])
    }

    @Test func aStubbedFailureMeetsEveryQuestion() {
        answers.stub { $0.title = "Fight Club" }
        answers.fail(with: .down)
        #expect(throws: Failure.down) { try answers.respond(to: .title(550), with: \.title) }
        #expect(answers.calls == [.title(550)])
    }
}
