import MoviesApplication
import Presentation
import Testing
@testable import PopcornApp

@Suite struct MovieRequestFailureTests {
    let source = "the embedded catalogue"

    @Test func anUnknownIDSaysWhichIDAndWhichSource() {
        let error = MovieRequestFailure(FetchMovieDetailsError.notFound(99_999_999)).viewStateError(source: source)
        #expect(error.kind == .notFound)
        #expect(error.message == "No movie has id 99999999 in the embedded catalogue.")
        #expect(error.suggestion?.contains("popcorn movies popular") == true)
    }

    @Test func anInvalidIDOrPageIsAnInputError() {
        #expect(MovieRequestFailure(FetchMovieCreditsError.invalidID(0)).viewStateError(source: source).kind == .invalidInput)
        let page = MovieRequestFailure(FetchPopularMoviesError.invalidPage(0)).viewStateError(source: source)
        #expect(page.kind == .invalidInput)
        #expect(page.message == "There is no page 0: pages run from 1 to 500.")
    }

    @Test func anUnavailableSourceNamesTheSourceAndTheReason() {
        let error = MovieRequestFailure(FetchTopRatedMoviesError.unavailable("disk I/O error")).viewStateError(source: source)
        #expect(error.kind == .unavailable)
        #expect(error.message == "The embedded catalogue could not answer: disk I/O error")
    }

    @Test func everyUseCaseErrorMapsToItsKindOfFailure() {
        #expect(MovieRequestFailure(FetchMovieDetailsError.invalidID(-1)) == .invalidID(-1))
        #expect(MovieRequestFailure(FetchMovieCreditsError.notFound(3)) == .notFound(3))
        #expect(MovieRequestFailure(FetchPopularMoviesError.unavailable("x")) == .unavailable("x"))
        #expect(MovieRequestFailure(FetchTopRatedMoviesError.invalidPage(501)) == .invalidPage(501))
        #expect(MovieRequestFailure(FetchSimilarMoviesError.invalidPage(9)) == .invalidPage(9))
        #expect(MovieRequestFailure(FetchSimilarMoviesError.notFound(8)) == .notFound(8))
    }

    @Test func exitCodesFollowSysexits() {
        #expect(ExitStatus.code(for: .invalidInput) == 64)
        #expect(ExitStatus.code(for: .unavailable) == 69)
        #expect(ExitStatus.code(for: .notFound) == 1)
        #expect(ExitStatus.code(for: .unexpected) == 1)
    }
}
