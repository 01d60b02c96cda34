import Testing
import MoviesDomain
import MoviesTestSupport

@Suite struct MoviePageTests {
    @Test func knowsWhetherAnotherPageFollows() {
        #expect(MovieFixtures.page(1, totalPages: 2, movies: []).hasNextPage)
        #expect(!MovieFixtures.page(2, totalPages: 2, movies: []).hasNextPage)
    }

    @Test func removesMoviesButKeepsTheTotals() {
        let page = MovieFixtures.page(movies: [
            MovieFixtures.preview(id: 603, title: "The Matrix"),
            MovieFixtures.preview(id: 550, title: "Fight Club"),
        ])
        let filtered = page.removingMovies { $0.id == 550 }
        #expect(filtered.movies.map(\.id) == [603])
        #expect(filtered.totalResults == page.totalResults)
        #expect(filtered.page == page.page)
    }
}
