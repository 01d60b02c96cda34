import CoreDomain
import TMDb
import TVSeriesDomain
import TVSeriesInfrastructure

extension TMDbTVSeriesRemoteDataSource {
    /// TMDb's `/trending/tv/{day|week}`; its rows carry genre ids, which the use case names.
    func trendingSeries(window: TrendingWindow, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TrendingTVSeriesPage {
        let answer: TMDbPage<TMDbMediaItem>
        do {
            answer = try await client.trending(.tv, window: window == .day ? .day : .week, page: page)
        } catch {
            throw TMDbTVSeriesErrorMapper().map(error, lookup: nil)
        }
        let series = answer.results.compactMap { item -> TMDbTVSeriesSummary? in
            if case .tv(let summary) = item { summary } else { nil }
        }
        return TrendingTVSeriesPage(
            series: TVSeriesPage(
                page: answer.page, totalPages: max(answer.totalPages ?? answer.page, answer.page),
                totalResults: answer.totalResults ?? series.count,
                series: series.map { summary in
                    TVSeriesPreview(
                        id: summary.id, name: summary.name, firstAirDate: summary.firstAirDate.flatMap(CalendarDate.init(isoString:)),
                        rating: Rating.voted(average: summary.voteAverage, voteCount: summary.voteCount), overview: summary.overview,
                        figuresAsOf: nil, genres: summary.genreIDs.map { Genre(id: $0, name: "") })
                }),
            basis: .window(window))
    }
}
