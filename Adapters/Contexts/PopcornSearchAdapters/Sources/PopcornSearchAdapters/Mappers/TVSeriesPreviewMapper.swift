import CoreDomain
import SearchDomain
import TVSeriesDomain

/// A TV series context's series as Search's series preview.
struct TVSeriesPreviewMapper {
    func map(_ series: TVSeries) -> SearchDomain.TVSeriesPreview {
        SearchDomain.TVSeriesPreview(id: series.id, name: series.name, originalName: series.originalName, year: series.firstAirDate?.year)
    }
}
