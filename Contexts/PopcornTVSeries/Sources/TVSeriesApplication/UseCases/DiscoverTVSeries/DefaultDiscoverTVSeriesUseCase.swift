import CoreDomain
import TVSeriesDomain

struct DefaultDiscoverTVSeriesUseCase: DiscoverTVSeriesUseCase {
    let repository: any TVSeriesRepository

    func execute(_ filter: TVSeriesDiscoveryFilter, sort: TVSeriesDiscoverySort, page: Int) async throws(DiscoverTVSeriesError)
        -> TVSeriesPage
    {
        if let error = TVSeriesDiscoveryRules.error(for: filter) { throw .invalidFilter(error) }
        if let error = Paging.error(for: page) { throw .page(error) }
        // The genre list names the filter's genres and the rows' (TMDb's rows give ids alone); it is kept a week.
        let known: [TVSeriesGenre]
        do { known = try await repository.seriesGenres() } catch { throw DiscoverTVSeriesError(error) }
        let query = TVSeriesDiscoveryRules.query(filter, genres: try Self.genres(filter.genreNames, among: known), sort: sort)
        let found: TVSeriesPage
        do { found = try await repository.discoverSeries(query, page: page) } catch { throw DiscoverTVSeriesError(error) }
        if let error = Paging.error(for: page, totalPages: found.totalPages, totalResults: found.totalResults) { throw .page(error) }
        return TVSeriesPage(
            page: found.page, totalPages: found.totalPages, totalResults: found.totalResults,
            series: found.series.map { $0.namingGenres(from: known) })
    }

    /// Each name's series genre, once each, in the order asked.
    private static func genres(_ names: [String], among known: [TVSeriesGenre]) throws(DiscoverTVSeriesError) -> [Genre] {
        var genres: [Genre] = []
        for name in names {
            guard let genre = TVSeriesDiscoveryRules.genre(named: name, among: known) else {
                throw .unknownGenre(name, known: known.map(\.genre.name).sorted())
            }
            if !genres.contains(genre) { genres.append(genre) }
        }
        return genres
    }
}
