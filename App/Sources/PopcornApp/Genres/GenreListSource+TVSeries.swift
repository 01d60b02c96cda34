import CoreDomain
import Presentation
import TVSeriesApplication
import TVSeriesComposition
import TVSeriesDomain

extension GenreListSource {
    /// The TV series context's genres, by name, counted where the source counts them (the
    /// catalogue counts a series filed under a film genre in the series genre that holds it).
    static func tvSeries(_ services: AppServices) -> GenreListSource {
        let listGenres = services.tvSeries.makeListTVSeriesGenresUseCase()
        let wording = services.failureWording
        return GenreListSource { () throws(ViewStateError) in
            let genres = try await wording.outcome { () async throws(ListTVSeriesGenresError) in try await listGenres.execute() }.get()
            return GenreList(kind: .tv, items: genres.map { GenreList.Genre(id: $0.genre.id, name: $0.genre.name, count: $0.seriesCount) })
        }
    }
}
