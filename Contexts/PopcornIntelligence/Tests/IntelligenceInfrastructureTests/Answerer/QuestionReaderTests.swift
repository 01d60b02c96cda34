import Testing

@testable import IntelligenceInfrastructure

@Suite struct QuestionReaderTests {
    @Test(arguments: [
        ("who directed it?", Question.crew(.director)), ("WHO DIRECTED IT", .crew(.director)), ("Who’s the director?", .crew(.director)),
        ("who wrote the screenplay", .crew(.writer)), ("who wrote the music?", .crew(.composer)), ("who created it", .crew(.creator)),
        ("who were the producers", .crew(.producer)), ("who plays Tyler Durden?", .whoPlays(character: "tyler durden")),
        ("Who played the Narrator in it?", .whoPlays(character: "narrator")), ("whom does Brad Pitt play?", .roleOf(person: "brad pitt")),
        ("what role did Meat Loaf play", .roleOf(person: "meat loaf")), ("What year did it come out?", .released),
        ("when was it released", .released), ("How long is it?", .runtime), ("what's its genre", .genres), ("is it rated well?", .rating),
        ("what was the budget", .budget), ("what did it gross", .revenue), ("how many seasons", .seasonCount),
        ("how many episodes in season 3?", .episodeCount(season: 3)), ("How many episodes are there", .episodeCount(season: nil)),
        ("when did season 2 air?", .seasonAired(2)), ("what else has Brad Pitt been in?", .otherWork(person: .named("brad pitt"))),
        ("What else did the composer do?", .otherWork(person: .role(.composer))), ("anything similar?", .similar),
        ("what is the capital of France?", .unanswerable), ("tell me a joke", .unanswerable),
    ])
    func readsWhatAQuestionAsks(text: String, question: Question) {
        #expect(QuestionReader().read(text) == question)
    }
}
