import MoviesDomain
import MoviesTestSupport
import Testing

@Suite struct MoviePageTests {
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
