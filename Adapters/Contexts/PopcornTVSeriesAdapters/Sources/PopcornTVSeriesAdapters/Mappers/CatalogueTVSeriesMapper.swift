import CoreDomain
import EmbeddedCatalogue
import TVSeriesDomain

/// Catalogue series, seasons, episodes and lists in the TV series context's own types.
struct CatalogueTVSeriesMapper {
    func series(_ record: CatalogueSeries) -> TVSeries {
        TVSeries(
            id: record.id, name: record.name, originalName: record.originalName, originalLanguage: Language(code: record.originalLanguage),
            firstAirDate: date(record.firstAirDate), lastAirDate: date(record.lastAirDate), status: record.status, type: record.type,
            networks: record.networks, inProduction: record.inProduction, originCountries: record.originCountries,
            languages: record.languages.map { Language(code: $0) }, companies: record.companies,
            genres: record.genres.map { Genre(id: $0.id, name: $0.name) },
            creators: record.creators.map { TVCreator(personID: $0.personID, name: $0.name) }, numberOfSeasons: record.numberOfSeasons,
            numberOfEpisodes: record.numberOfEpisodes, episodeRunTimes: record.episodeRunTimes,
            rating: Rating.voted(average: record.voteAverage, voteCount: record.voteCount), popularity: record.popularity,
            figuresAsOf: record.figuresAsOf,
            overview: record.overview, seasons: record.seasons.map(seasonSummary)
        )
    }

    func season(_ record: CatalogueSeason) -> TVSeason {
        TVSeason(
            seriesID: record.seriesID, seriesName: record.seriesName, seasonNumber: record.summary.seasonNumber, name: record.summary.name,
            airDate: date(record.summary.airDate), episodeCount: record.summary.episodeCount, figuresAsOf: record.summary.figuresAsOf,
            episodes: record.episodes.map(episodeSummary)
        )
    }

    func episode(_ record: CatalogueEpisode) -> TVEpisode {
        TVEpisode(
            seriesID: record.seriesID, seriesName: record.seriesName, seasonNumber: record.seasonNumber,
            episodeNumber: record.summary.episodeNumber, seasonEpisodeCount: record.seasonEpisodeCount, name: record.summary.name,
            airDate: date(record.summary.airDate), rating: Rating.voted(average: record.voteAverage, voteCount: record.voteCount),
            figuresAsOf: record.figuresAsOf,
            guestStars: record.guestStars.map { TVGuestStar(personID: $0.personID, name: $0.name, character: $0.character) },
            crew: record.crew.map { TVEpisodeCrewMember(personID: $0.personID, name: $0.name, job: $0.job, department: $0.department) }
        )
    }

    func page(_ list: CatalogueSeriesList, page: CataloguePage) -> TVSeriesPage {
        TVSeriesPage(
            page: page.number, totalPages: CataloguePage.count(forTotal: list.totalCount), totalResults: list.totalCount,
            series: list.series.map(preview)
        )
    }

    func preview(_ record: CatalogueSeriesSummary) -> TVSeriesPreview {
        TVSeriesPreview(
            id: record.id, name: record.name, firstAirDate: date(record.firstAirDate),
            rating: Rating.voted(average: record.voteAverage, voteCount: record.voteCount),
            overview: record.overview, figuresAsOf: record.figuresAsOf)
    }

    private func seasonSummary(_ record: CatalogueSeasonSummary) -> TVSeasonSummary {
        TVSeasonSummary(
            seasonNumber: record.seasonNumber, name: record.name, airDate: date(record.airDate), episodeCount: record.episodeCount,
            figuresAsOf: record.figuresAsOf, lastAirDate: date(record.lastAirDate))
    }

    private func episodeSummary(_ record: CatalogueEpisodeSummary) -> TVEpisodeSummary {
        TVEpisodeSummary(
            episodeNumber: record.episodeNumber, name: record.name, airDate: date(record.airDate),
            rating: Rating.voted(average: record.voteAverage, voteCount: record.voteCount), figuresAsOf: record.figuresAsOf)
    }

    private func date(_ text: String?) -> CalendarDate? {
        text.flatMap(CalendarDate.init(isoString:))
    }
}
