import CoreDomain
import MoviesDomain

struct DefaultFetchTrendingMoviesUseCase: FetchTrendingMoviesUseCase {
    let repository: any MovieRepository

    func execute(window: TrendingWindow, page: Int) async throws(FetchTrendingMoviesError) -> TrendingMoviesPage {
        if let error = Paging.error(for: page) { throw .page(error) }
        let trending: TrendingMoviesPage
        do {
            trending = try await repository.trendingMovies(window: window, page: page)
        } catch {
            throw PagedListError(error)
        }
        let found = trending.movies
        if let error = Paging.error(for: page, totalPages: found.totalPages, totalResults: found.totalResults) { throw .page(error) }
        return trending
    }
}
