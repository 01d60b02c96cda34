import CoreDomain
import MoviesApplication
import MoviesComposition
import MoviesDomain
import Presentation
import TitleListFeature

extension TitleListSource {
    /// The Movies context's lists. A similar list also fetches the film it resembles, for its
    /// title, at the same time as the list.
    static func movies(_ services: AppServices) -> TitleListSource {
        let fetchPopular = services.movies.makeFetchPopularMoviesUseCase()
        let fetchTopRated = services.movies.makeFetchTopRatedMoviesUseCase()
        let fetchSimilar = services.movies.makeFetchSimilarMoviesUseCase()
        let fetchTrending = services.movies.makeFetchTrendingMoviesUseCase()
        let fetchMovie = services.movies.makeFetchMovieDetailsUseCase()
        let wording = services.failureWording
        let mapper = TitleListPageMapper()
        return TitleListSource { selection, page throws(ViewStateError) in
            switch selection {
            case .popular:
                return mapper.map(
                    try await wording.outcome { () async throws(FetchPopularMoviesError) in try await fetchPopular.execute(page: page) }
                        .get())
            case .topRated:
                return mapper.map(
                    try await wording.outcome { () async throws(FetchTopRatedMoviesError) in try await fetchTopRated.execute(page: page) }
                        .get())
            case .trending(let window):
                let trending = try await wording.outcome { () async throws(FetchTrendingMoviesError) in
                    try await fetchTrending.execute(window: TrendingWindow(window), page: page)
                }
                .get()
                return mapper.map(trending.movies, genres: true)
                    .drawn(from: TrendingWording.trending(trending.basis, asked: window, listing: .titles("films")))
            case .discovery:
                // Answered by the kind's `DiscoverySource`, through `TitleListDependencies.live`.
                throw ViewStateError(kind: .unexpected, message: "A discovery is not one of the fixed lists.")
            case .similar(let id):
                async let subject = wording.outcome { () async throws(FetchMovieDetailsError) in try await fetchMovie.execute(id: id) }
                async let similar = wording.outcome { () async throws(FetchSimilarMoviesError) in
                    try await fetchSimilar.execute(movieID: id, page: page)
                }
                return mapper.map(try await similar.get(), subjectTitle: try await subject.get().title)
            }
        }
    }
}
