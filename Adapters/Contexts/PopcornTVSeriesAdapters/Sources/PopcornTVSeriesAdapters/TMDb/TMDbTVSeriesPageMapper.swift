import CoreDomain
import TMDb
import TVSeriesDomain

/// A page of TMDb's series summaries as a `TVSeriesPage`, with TMDb's own totals.
struct TMDbTVSeriesPageMapper {
    func map(_ page: TMDbPage<TMDbTVSeriesSummary>) -> TVSeriesPage {
        TVSeriesPage(
            page: page.page,
            totalPages: max(page.totalPages ?? page.page, page.page),
            totalResults: page.totalResults ?? page.results.count,
            series: page.results.map { summary in
                TVSeriesPreview(
                    id: summary.id, name: summary.name, firstAirDate: summary.firstAirDate.flatMap(CalendarDate.init(isoString:)),
                    rating: Rating.voted(average: summary.voteAverage, voteCount: summary.voteCount),
                    overview: summary.overview, figuresAsOf: nil)
            }
        )
    }
}
