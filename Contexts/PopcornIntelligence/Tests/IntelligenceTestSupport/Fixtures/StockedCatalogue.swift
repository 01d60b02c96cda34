public import IntelligenceDomain
public import TestDoubles

/// Mock providers that share one set of answers, stocked with every fixture title and person.
public struct StockedCatalogue: Sendable {
    public let answers = IntelligenceStubbedAnswers<CatalogueLookupError>(IntelligenceStubs.Answers(), unstubbed: .notFound)
    public let movies: MockMovieProvider
    public let tvSeries: MockTVSeriesProvider
    public let credits: MockCreditsProvider
    public let people: MockPersonProvider

    public init() {
        movies = MockMovieProvider(answers: answers)
        tvSeries = MockTVSeriesProvider(answers: answers)
        credits = MockCreditsProvider(answers: answers)
        people = MockPersonProvider(answers: answers)
        typealias F = IntelligenceFixtures
        answers.know(F.fightClub, credits: F.fightClubCredits, similar: F.fightClubSimilar)
        answers.know(F.gameOfThrones, credits: F.gameOfThronesCredits, seasons: [F.gameOfThronesSeasonOne], similar: [])
        answers.know(F.quietFilm, credits: F.quietFilmCredits)
        answers.know(F.inventedPicture, credits: F.inventedPictureCredits)
        answers.know(F.bradPitt, credits: F.bradPittCredits)
        answers.know(F.davidFincher, credits: F.davidFincherCredits)
        answers.know(F.kitHarington, credits: F.kitHaringtonCredits)
    }
}
