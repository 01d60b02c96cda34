import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import TestDoubles
import Testing

@testable import TVSeriesApplication

@Suite struct ListTVSeriesGenresUseCaseTests {
    let repository = MockTVSeriesRepository()
    var useCase: any ListTVSeriesGenresUseCase { TVSeriesApplicationFactory(repository: repository).makeListTVSeriesGenresUseCase() }

    @Test func listsTheGenresByName() async throws {
        repository.answers.answer(TVSeriesGenreFixtures.list)
        #expect(
            try await useCase.execute().map(\.genre.name) == ["Action & Adventure", "Crime", "Drama", "Sci-Fi & Fantasy", "War & Politics"])
        #expect(repository.answers.calls == [.genres])
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unauthorized("refused")))
        await #expect(throws: ListTVSeriesGenresError.source(.unauthorized("refused"))) { try await useCase.execute() }
    }
}
