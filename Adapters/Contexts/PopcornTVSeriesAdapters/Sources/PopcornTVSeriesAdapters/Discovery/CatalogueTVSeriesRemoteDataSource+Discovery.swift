import CoreDomain
import EmbeddedCatalogue
import TVSeriesDomain
import TVSeriesInfrastructure

// Discovery from the catalogue. The catalogue files a few series under film genres (Westworld
// under "Science Fiction"); the context's `TVSeriesGenreEquivalents` folds each into the series
// genre that holds it, in the genre list, in the filter and in the rows.
extension CatalogueTVSeriesRemoteDataSource {
    func seriesGenres() async throws(TVSeriesRemoteDataSourceError) -> [TVSeriesGenre] {
        let counts = try answer { () throws(CatalogueError) in try store.seriesGenres() }
        let folding = try genreFolding()
        var genres: [TVSeriesGenre] = []
        var folded: Set<Int> = []
        for (seriesGenre, held) in folding {
            let ids = [seriesGenre.id] + held
            folded.formUnion(ids)
            let count = try answer { () throws(CatalogueError) in try store.seriesCount(holdingAnyOf: ids) }
            if count > 0 { genres.append(TVSeriesGenre(genre: Genre(id: seriesGenre.id, name: seriesGenre.name), seriesCount: count)) }
        }
        genres += counts.filter { !folded.contains($0.genre.id) }.map {
            TVSeriesGenre(genre: Genre(id: $0.genre.id, name: $0.genre.name), seriesCount: $0.seriesCount)
        }
        return genres.sorted { $0.genre.name < $1.genre.name }
    }

    func discoverSeries(_ query: TVSeriesDiscoveryQuery, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        let page = CataloguePage(page)
        let folding = try genreFolding()
        let discovery = CatalogueSeriesDiscovery(
            genreGroups: query.genres.map { genre in [genre.id] + (folding.first { $0.seriesGenre.id == genre.id }?.held ?? []) },
            matchesEveryGroup: query.genreMatch == .all, earliestYear: query.earliestYear, latestYear: query.latestYear,
            minimumAverage: query.minimumRating, minimumVotes: query.minimumVotes, originalLanguage: query.originalLanguage,
            order: Self.order(query.sort.order), isReversed: query.sort.isReversed)
        let found = try answer { () throws(CatalogueError) in
            try store.series(discovering: discovery, limit: page.limit, offset: page.offset)
        }
        return TVSeriesPage(
            page: page.number, totalPages: CataloguePage.count(forTotal: found.totalCount), totalResults: found.totalCount,
            series: found.series.map { found in
                let series = found.summary
                return TVSeriesPreview(
                    id: series.id, name: series.name, firstAirDate: series.firstAirDate.flatMap(CalendarDate.init(isoString:)),
                    rating: Rating.voted(average: series.voteAverage, voteCount: series.voteCount), overview: series.overview,
                    figuresAsOf: series.figuresAsOf, genres: Self.folded(found.genres, by: folding))
            })
    }

    /// Each series genre of the catalogue that holds film genres, with the ids of those it holds.
    private func genreFolding() throws(TVSeriesRemoteDataSourceError) -> [(seriesGenre: CatalogueGenre, held: [Int])] {
        let all = try answer { () throws(CatalogueError) in try store.allGenres() }
        let byName = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return TVSeriesGenreEquivalents.filmGenresHeld.keys.sorted().compactMap { name in
            byName[name].map { ($0, TVSeriesGenreEquivalents.filmGenres(heldBy: name).compactMap { byName[$0]?.id }) }
        }
    }

    /// A series' genres with each film genre given as the series genre that holds it, once each.
    private static func folded(_ genres: [CatalogueGenre], by folding: [(seriesGenre: CatalogueGenre, held: [Int])]) -> [Genre] {
        var result: [Genre] = []
        for genre in genres {
            let shown = folding.first { $0.held.contains(genre.id) }?.seriesGenre ?? genre
            let named = Genre(id: shown.id, name: shown.name)
            if !result.contains(named) { result.append(named) }
        }
        return result
    }

    private static func order(_ order: TVSeriesSortOrder) -> CatalogueSeriesDiscoveryOrder {
        switch order {
        case .popularity: .popularity
        case .rating: .rating
        case .firstAirDate: .firstAirDate
        case .name: .name
        }
    }
}
