import CoreDomain
import MoviesDomain
import MoviesTestSupport
import TestDoubles
import Testing

@testable import MoviesApplication

@Suite struct FetchMoviePreviewUseCaseTests {
    let repository = MockMovieRepository()
    var useCase: any FetchMoviePreviewUseCase { MoviesApplicationFactory(repository: repository).makeFetchMoviePreviewUseCase() }

    @Test func returnsThePreviewTheRepositoryHas() async throws {
        repository.answers.answer(MovieFixtures.preview())
        #expect(try await useCase.execute(id: 603) == MovieFixtures.preview())
        #expect(repository.answers.calls == [.preview(603)])
    }

    @Test(arguments: [0, -1])
    func rejectsAnIDThatIsNotPositiveWithoutAsking(id: Int) async {
        await #expect(throws: FetchMoviePreviewError.invalidID(id)) { try await useCase.execute(id: id) }
        #expect(repository.answers.calls.isEmpty)
    }

    @Test func reportsAMissingMovie() async {
        repository.answers.fail(with: .notFound(42))
        await #expect(throws: FetchMoviePreviewError.notFound(42)) { try await useCase.execute(id: 42) }
    }

    @Test func reportsARejectedCredential() async {
        repository.answers.fail(with: .source(.unauthorized("token refused")))
        await #expect(throws: FetchMoviePreviewError.source(.unauthorized("token refused"))) { try await useCase.execute(id: 603) }
    }
}
