import CoreDomain
import EmbeddedCatalogue
import MoviesDomain
import MoviesInfrastructure

extension CatalogueMovieRemoteDataSource {
    /// A snapshot has no trending figures, daily or weekly, so whatever the window: the most
    /// popular films of the catalogue's last three years that each hold at least fifty films
    /// (`TrendingBasis`); the page says which years.
    func trendingMovies(window: TrendingWindow, page: Int) async throws(MovieRemoteDataSourceError) -> TrendingMoviesPage {
        let page = CataloguePage(page)
        let list = try answer { () throws(CatalogueError) in
            try store.popularRecentMovies(
                movies: Self.recentMovies, yearCount: TrendingBasis.recentYears, minimumMoviesPerYear: TrendingBasis.minimumTitlesPerYear,
                limit: page.limit, offset: page.offset)
        }
        let titles = list.titles
        return TrendingMoviesPage(
            movies: CatalogueMoviePageMapper().map(list.movies, totalCount: list.totalCount, page: page),
            basis: .recentTitles(years: titles.years, titleCount: titles.titleCount, minimumTitlesPerYear: titles.minimumTitlesPerYear))
    }

    /// How many of the recent films the list holds: the most popular hundred.
    static let recentMovies = 100
}
