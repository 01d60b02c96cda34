import DataPersistence
import IntelligenceApplication
import IntelligenceComposition
import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@Suite struct PopcornIntelligenceFactoryTests {
    let movies = MockMovieProvider()
    let tvSeries = MockTVSeriesProvider()
    let people = MockPersonProvider()
    var factory: PopcornIntelligenceFactory {
        PopcornIntelligenceFactory(
            movies: movies,
            tvSeries: tvSeries,
            people: people,
            store: InMemoryDurableStore(),
            now: { IntelligenceFixtures.moment }
        )
    }

    @Test func eachUseCaseAsksItsProvider() async throws {
        movies.answers.know(IntelligenceFixtures.movie)
        #expect(try await factory.makeFetchMoviePreviewUseCase().execute(id: 7) == IntelligenceFixtures.movie)
        #expect(movies.answers.calls == [.movie(7)])
        tvSeries.answers.know(IntelligenceFixtures.tvSeries)
        #expect(try await factory.makeFetchTVSeriesPreviewUseCase().execute(id: 7) == IntelligenceFixtures.tvSeries)
        #expect(tvSeries.answers.calls == [.tvSeries(7)])
        people.answers.know(IntelligenceFixtures.person)
        #expect(try await factory.makeFetchPersonPreviewUseCase().execute(id: 7) == IntelligenceFixtures.person)
        #expect(people.answers.calls == [.person(7)])
    }

    @Test func savesAnEntryThroughTheDurableStoreOnceItsOwnerKnowsIt() async throws {
        movies.answers.know(IntelligenceFixtures.movie)
        try await factory.makeSaveIntelligenceEntryUseCase().execute(kind: .movie, id: 7)
        #expect(movies.answers.calls == [.movie(7)])
        tvSeries.answers.know(IntelligenceFixtures.tvSeries)
        try await factory.makeSaveIntelligenceEntryUseCase().execute(kind: .tvSeries, id: 7)
        #expect(tvSeries.answers.calls == [.tvSeries(7)])
        people.answers.know(IntelligenceFixtures.person)
        try await factory.makeSaveIntelligenceEntryUseCase().execute(kind: .person, id: 7)
        #expect(people.answers.calls == [.person(7)])
    }
}
