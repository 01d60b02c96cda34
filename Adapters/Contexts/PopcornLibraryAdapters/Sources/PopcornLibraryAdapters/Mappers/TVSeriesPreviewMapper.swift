import LibraryDomain
import TVSeriesDomain

/// The TV series context's series as the Library context's preview of it: its name, first year
/// and rating.
struct TVSeriesPreviewMapper {
    func map(_ tvSeries: TVSeries) -> LibraryDomain.TVSeriesPreview {
        LibraryDomain.TVSeriesPreview(id: tvSeries.id, name: tvSeries.name, year: tvSeries.firstAirYear, rating: tvSeries.rating)
    }
}
