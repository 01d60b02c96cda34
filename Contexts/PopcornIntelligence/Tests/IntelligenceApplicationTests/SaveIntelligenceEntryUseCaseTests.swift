import IntelligenceDomain
import IntelligenceTestSupport
import TestDoubles
import Testing

@testable import IntelligenceApplication

@Suite struct SaveIntelligenceEntryUseCaseTests {
    let movies = MockMovieProvider()
    let tvSeries = MockTVSeriesProvider()
    let people = MockPersonProvider()
    let entries = MockIntelligenceEntryStore()
    var useCase: some SaveIntelligenceEntryUseCase {
        DefaultSaveIntelligenceEntryUseCase(
            movies: movies,
            tvSeries: tvSeries,
            people: people,
            entries: entries,
            now: { IntelligenceFixtures.moment })
    }

    @Test func savesAnEntryAboutWhatItsOwnerKnows() async throws {
        var saved: [IntelligenceEntry] = []
        movies.answers.know(IntelligenceFixtures.movie)
        try await useCase.execute(kind: .movie, id: 7)
        #expect(movies.answers.calls == [.movie(7)])
        saved.append(IntelligenceEntry(kind: .movie, id: 7, savedAt: IntelligenceFixtures.moment))
        tvSeries.answers.know(IntelligenceFixtures.tvSeries)
        try await useCase.execute(kind: .tvSeries, id: 7)
        #expect(tvSeries.answers.calls == [.tvSeries(7)])
        saved.append(IntelligenceEntry(kind: .tvSeries, id: 7, savedAt: IntelligenceFixtures.moment))
        people.answers.know(IntelligenceFixtures.person)
        try await useCase.execute(kind: .person, id: 7)
        #expect(people.answers.calls == [.person(7)])
        saved.append(IntelligenceEntry(kind: .person, id: 7, savedAt: IntelligenceFixtures.moment))
        #expect(entries.answers.calls == saved.map { .save($0) })
    }

    @Test func savesNothingItsOwnerDoesNotKnow() async {
        await #expect(throws: SaveIntelligenceEntryError.lookup(.notFound)) { try await useCase.execute(kind: .movie, id: 8) }
        await #expect(throws: SaveIntelligenceEntryError.lookup(.notFound)) { try await useCase.execute(kind: .tvSeries, id: 8) }
        await #expect(throws: SaveIntelligenceEntryError.lookup(.notFound)) { try await useCase.execute(kind: .person, id: 8) }
        #expect(entries.answers.calls.isEmpty)
    }

    @Test func saysWhyTheEntryCouldNotBeWritten() async {
        entries.answers.fail(with: .unwritable("disk full"))
        movies.answers.know(IntelligenceFixtures.movie)
        await #expect(throws: SaveIntelligenceEntryError.store(.unwritable("disk full"))) { try await useCase.execute(kind: .movie, id: 7) }
        tvSeries.answers.know(IntelligenceFixtures.tvSeries)
        await #expect(throws: SaveIntelligenceEntryError.store(.unwritable("disk full"))) {
            try await useCase.execute(kind: .tvSeries, id: 7)
        }
        people.answers.know(IntelligenceFixtures.person)
        await #expect(throws: SaveIntelligenceEntryError.store(.unwritable("disk full"))) {
            try await useCase.execute(kind: .person, id: 7)
        }
    }
}
