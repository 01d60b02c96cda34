import CoreDomain
import SearchDomain
import TVSeriesDomain

/// A TV series context's series as Search's series preview.
struct SeriesPreviewMapper {
    func map(_ series: TVSeries) -> SeriesPreview {
        SeriesPreview(id: series.id, name: series.name, originalName: series.originalName, year: series.firstAirDate?.year)
    }
}
