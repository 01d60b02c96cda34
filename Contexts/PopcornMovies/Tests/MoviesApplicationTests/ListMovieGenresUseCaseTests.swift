import CoreDomain
import MoviesDomain
import MoviesTestSupport
import TestDoubles
import Testing

@testable import MoviesApplication

@Suite struct ListMovieGenresUseCaseTests {
    let repository = MockMovieRepository()
    var useCase: any ListMovieGenresUseCase { MoviesApplicationFactory(repository: repository).makeListMovieGenresUseCase() }

    @Test func listsTheGenresByName() async throws {
        let drama = MovieGenreSummary(genre: MovieFixtures.drama, movieCount: 2297)
        let scienceFiction = MovieGenreSummary(genre: MovieFixtures.scienceFiction, movieCount: nil)
        repository.answers.answer([scienceFiction, drama])
        #expect(try await useCase.execute() == [drama, scienceFiction])
        #expect(repository.answers.calls == [.genres])
    }

    @Test func reportsTheSourcesFailure() async {
        repository.answers.fail(with: .source(.unauthorized("refused")))
        await #expect(throws: ListMovieGenresError.source(.unauthorized("refused"))) { try await useCase.execute() }
    }
}
