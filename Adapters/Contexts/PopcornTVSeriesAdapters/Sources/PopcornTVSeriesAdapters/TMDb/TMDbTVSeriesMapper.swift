import CoreDomain
import TMDb
import TVSeriesDomain

/// TMDb's details of a series as a `TVSeries`. TMDb's figures are its current ones, undated, so
/// `figuresAsOf` stays nil; a series without votes has no rating. The poster's address is built
/// from `images`, TMDb's images configuration, and is nil without it.
struct TMDbTVSeriesMapper {
    func map(_ details: TMDbTVSeriesDetails, images: TMDbImagesConfiguration? = nil) -> TVSeries {
        TVSeries(
            id: details.id, name: details.name, originalName: details.originalName ?? details.name,
            originalLanguage: Language(code: details.originalLanguage ?? "und"),
            firstAirDate: details.firstAirDate.flatMap(CalendarDate.init(isoString:)),
            lastAirDate: details.lastAirDate.flatMap(CalendarDate.init(isoString:)), status: details.status, type: details.type,
            networks: details.networks.map(\.name), inProduction: details.inProduction, originCountries: details.originCountry,
            languages: languages(details), companies: details.productionCompanies.map(\.name),
            genres: details.genres.map { Genre(id: $0.id, name: $0.name) },
            creators: details.createdBy.map { TVCreator(personID: $0.id, name: $0.name) }, numberOfSeasons: details.numberOfSeasons,
            numberOfEpisodes: details.numberOfEpisodes, episodeRunTimes: details.episodeRunTime.filter { $0 > 0 },
            rating: Rating.voted(average: details.voteAverage, voteCount: details.voteCount),
            popularity: details.popularity ?? 0, figuresAsOf: nil, overview: details.overview,
            seasons: details.seasons.sorted { $0.seasonNumber < $1.seasonNumber }.map(season),
            posterURL: images?.posterURL(forPath: details.posterPath)
        )
    }

    /// The same details as a list shows them: name, first air date, rating and overview.
    func preview(_ details: TMDbTVSeriesDetails) -> TVSeriesPreview {
        TVSeriesPreview(
            id: details.id, name: details.name, firstAirDate: details.firstAirDate.flatMap(CalendarDate.init(isoString:)),
            rating: Rating.voted(average: details.voteAverage, voteCount: details.voteCount), overview: details.overview,
            figuresAsOf: nil)
    }

    private func season(_ summary: TMDbTVSeasonSummary) -> TVSeasonSummary {
        TVSeasonSummary(
            seasonNumber: summary.seasonNumber, name: summary.name, airDate: summary.airDate.flatMap(CalendarDate.init(isoString:)),
            episodeCount: summary.episodeCount)
    }

    /// TMDb's list of the series' languages, or the languages it says are spoken in it when that
    /// list is empty.
    private func languages(_ details: TMDbTVSeriesDetails) -> [Language] {
        let codes = details.languages.isEmpty ? details.spokenLanguages.map(\.code) : details.languages
        return codes.filter { !$0.isEmpty }.map { Language(code: $0) }
    }
}
