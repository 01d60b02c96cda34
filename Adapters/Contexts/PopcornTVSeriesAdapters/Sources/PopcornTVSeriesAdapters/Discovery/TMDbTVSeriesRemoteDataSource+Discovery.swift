import CoreDomain
import TMDb
import TVSeriesDomain
import TVSeriesInfrastructure

// Discovery from TMDb: `/discover/tv` with the query's filters, and `/genre/tv/list`. TMDb's rows
// carry genre ids alone; the use case names them from the genre list (cached a week).
extension TMDbTVSeriesRemoteDataSource {
    func seriesGenres() async throws(TVSeriesRemoteDataSourceError) -> [TVSeriesGenre] {
        do {
            return try await client.tvGenres().genres.map { TVSeriesGenre(genre: Genre(id: $0.id, name: $0.name), seriesCount: nil) }
        } catch {
            throw TMDbTVSeriesErrorMapper().map(error, lookup: nil)
        }
    }

    func discoverSeries(_ query: TVSeriesDiscoveryQuery, page: Int) async throws(TVSeriesRemoteDataSourceError) -> TVSeriesPage {
        let answer: TMDbPage<TMDbTVSeriesSummary>
        do {
            answer = try await client.discoverTVSeries(Self.filters(query), page: page)
        } catch {
            throw TMDbTVSeriesErrorMapper().map(error, lookup: nil)
        }
        let rows = TMDbTVSeriesPageMapper().map(answer)
        let genres = Dictionary(answer.results.map { ($0.id, $0.genreIDs) }, uniquingKeysWith: { first, _ in first })
        return TVSeriesPage(
            page: rows.page, totalPages: rows.totalPages, totalResults: rows.totalResults,
            series: rows.series.map { row in
                TVSeriesPreview(
                    id: row.id, name: row.name, firstAirDate: row.firstAirDate, rating: row.rating, overview: row.overview,
                    figuresAsOf: row.figuresAsOf, genres: (genres[row.id] ?? []).map { Genre(id: $0, name: "") })
            })
    }

    /// The query in TMDb's parameters: `with_genres` (commas for all, pipes for any),
    /// `first_air_date.gte/.lte`, `vote_average.gte`, `vote_count.gte`, `with_original_language`, `sort_by`.
    static func filters(_ query: TVSeriesDiscoveryQuery) -> TMDbDiscoveryFilters {
        TMDbDiscoveryFilters(
            genreIDs: query.genres.map(\.id), sortOrder: sortOrder(query.sort), minimumVoteCount: query.minimumVotes,
            anyGenre: query.genreMatch == .any, firstOutFrom: query.earliestYear.map { "\(yearDigits($0))-01-01" },
            firstOutThrough: query.latestYear.map { "\(yearDigits($0))-12-31" }, minimumVoteAverage: query.minimumRating,
            originalLanguage: query.originalLanguage)
    }

    private static func sortOrder(_ sort: TVSeriesDiscoverySort) -> TMDbSortOrder {
        let field =
            switch sort.order {
            case .popularity: "popularity"
            case .rating: "vote_average"
            case .firstAirDate: "first_air_date"
            case .name: "name"
            }
        // A name runs from A; every other order highest or newest first.
        let descending = (sort.order != .name) != sort.isReversed
        return TMDbSortOrder(rawValue: "\(field).\(descending ? "desc" : "asc")")
    }

    private static func yearDigits(_ year: Int) -> String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
