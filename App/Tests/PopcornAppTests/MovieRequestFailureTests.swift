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
        #expect(MovieRequestFailure(FetchMovieCreditsError.invalidID(0)).viewStateError(source: source).kind == .invalidRequest)
        let page = MovieRequestFailure(FetchPopularMoviesError.invalidPage(0)).viewStateError(source: source)
        #expect(page.kind == .invalidRequest)
        #expect(page.message == "Page 0 is out of range: pages run from 1 to 500.")
    }

    @Test func aPagePastTheEndSaysHowManyThereAre() {
        let error = MovieRequestFailure(FetchPopularMoviesError.pageOutOfRange(9, lastPage: 2)).viewStateError(source: source)
        #expect(error.kind == .invalidRequest)
        #expect(error.message == "There is no page 9: the list has 2 pages.")
        #expect(error.suggestion == "Ask for a page from 1 to 2.")
    }

    @Test func aRejectedCredentialIsUnauthorizedAndExits77() {
        let error = MovieRequestFailure(FetchMovieDetailsError.unauthorized("401")).viewStateError(source: "TMDb")
        #expect(error.kind == .unauthorized)
        #expect(ExitStatus.code(for: error.kind) == 77)
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
        #expect(MovieRequestFailure(FetchSimilarMoviesError.unauthorized("no")) == .unauthorized("no"))
        #expect(MovieRequestFailure(FetchTopRatedMoviesError.pageOutOfRange(4, lastPage: 3)) == .pageOutOfRange(4, lastPage: 3))
    }

    @Test func exitCodesFollowSysexits() {
        #expect(ExitStatus.code(for: .invalidRequest) == 64)
        #expect(ExitStatus.code(for: .unavailable) == 69)
        #expect(ExitStatus.code(for: .notFound) == 1)
        #expect(ExitStatus.code(for: .unexpected) == 1)
    }
}
