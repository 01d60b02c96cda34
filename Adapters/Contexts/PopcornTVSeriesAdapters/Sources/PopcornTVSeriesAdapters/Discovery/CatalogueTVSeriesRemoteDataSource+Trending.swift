import CoreDomain
import EmbeddedCatalogue
import TVSeriesDomain
import TVSeriesInfrastructure

extension CatalogueTVSeriesRemoteDataSource {
    /// A snapshot has no trending figures, daily or weekly, so whatever the window: the most
    /// popular series first aired in the catalogue's last three years that each hold at least fifty
    /// series (`TrendingBasis`); the page says which years, or that no year holds that many.
    func trendingSeries(window: TrendingWindow, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TrendingTVSeriesPage {
        let page = CataloguePage(page)
        let list = try answer { () throws(CatalogueError) in
            try store.popularRecentSeries(
                series: Self.recentSeries, yearCount: TrendingBasis.recentYears, minimumSeriesPerYear: TrendingBasis.minimumTitlesPerYear,
                limit: page.limit, offset: page.offset)
        }
        let titles = list.titles
        return TrendingTVSeriesPage(
            series: TVSeriesPage(
                page: page.number, totalPages: CataloguePage.count(forTotal: list.totalCount), totalResults: list.totalCount,
                series: list.series.map { found in
                    let series = found.summary
                    return TVSeriesPreview(
                        id: series.id, name: series.name, firstAirDate: series.firstAirDate.flatMap(CalendarDate.init(isoString:)),
                        rating: Rating.voted(average: series.voteAverage, voteCount: series.voteCount), overview: series.overview,
                        figuresAsOf: series.figuresAsOf, genres: found.genres.map { Genre(id: $0.id, name: $0.name) })
                }),
            basis: .recentTitles(years: titles.years, titleCount: titles.titleCount, minimumTitlesPerYear: titles.minimumTitlesPerYear))
    }

    /// How many of the recent series the list holds: the most popular hundred.
    static let recentSeries = 100
}
