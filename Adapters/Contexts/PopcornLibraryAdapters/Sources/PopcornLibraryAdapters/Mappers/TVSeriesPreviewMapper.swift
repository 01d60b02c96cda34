import CoreDomain
import LibraryDomain
import TVSeriesDomain

/// The TV series context's preview of a series as the Library context's: its name, first year
/// and rating.
struct TVSeriesPreviewMapper {
    func map(_ tvSeries: TVSeriesDomain.TVSeriesPreview) -> LibraryDomain.TVSeriesPreview {
        LibraryDomain.TVSeriesPreview(id: tvSeries.id, name: tvSeries.name, year: tvSeries.firstAirDate?.year, rating: tvSeries.rating)
    }
}
