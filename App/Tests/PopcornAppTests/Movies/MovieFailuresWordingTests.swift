import CoreDomain
import MoviesApplication
import Presentation
import Testing

@testable import PopcornApp

@Suite struct MovieFailuresWordingTests {
    let wording = FailureWording(source: "the embedded catalogue")

    @Test func everyMoviesErrorReadsAsItsKindOfFailure() {
        #expect(FetchMovieDetailsError.invalidID(-1).worded(by: wording) == FailureWording.invalidID(-1, of: .movie))
        #expect(FetchMovieCreditsError.notFound(3).worded(by: wording) == wording.notFound(3, of: .movie))
        #expect(FetchPopularMoviesError.source(.unavailable("x")).worded(by: wording) == wording.source(.unavailable("x")))
        #expect(FetchTopRatedMoviesError.page(.outOfRange(501)).worded(by: wording) == wording.page(.outOfRange(501)))
        #expect(
            FetchSimilarMoviesError.page(.pastEnd(4, lastPage: 3)).worded(by: wording).message
                == "There is no page 4: the list has 3 pages.")
        #expect(FetchSimilarMoviesError.lookup(.notFound(8)).worded(by: wording).message == "No movie has id 8 in the embedded catalogue.")
        #expect(FetchSimilarMoviesError.lookup(.source(.unauthorized("no"))).worded(by: wording).kind == .unauthorized)
    }
}
