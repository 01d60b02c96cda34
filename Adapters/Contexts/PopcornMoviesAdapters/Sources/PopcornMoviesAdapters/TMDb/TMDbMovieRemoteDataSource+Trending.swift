import CoreDomain
import MoviesDomain
import MoviesInfrastructure
import TMDb

extension TMDbMovieRemoteDataSource {
    /// TMDb's `/trending/movie/{day|week}`; its rows carry genre ids, which the repository names.
    func trendingMovies(window: TrendingWindow, page: Int) async throws(MovieRemoteDataSourceError) -> TrendingMoviesPage {
        let answer: TMDbPage<TMDbMediaItem>
        do {
            answer = try await client.trending(.movie, window: window == .day ? .day : .week, page: page)
        } catch {
            throw TMDbMovieErrorMapper().map(error, movieID: nil)
        }
        let movies = answer.results.compactMap { item -> TMDbMovieSummary? in
            if case .movie(let summary) = item { summary } else { nil }
        }
        let films = TMDbMoviePageMapper().map(
            movies, page: answer.page, totalPages: answer.totalPages, totalResults: answer.totalResults, genreIDs: true)
        return TrendingMoviesPage(movies: films, basis: .window(window))
    }
}
