import CastAndCrewFeature
import CoreDomain
import Presentation
import TVEpisodeDetailsFeature
import TVSeasonDetailsFeature
import TVSeriesDetailsFeature
import TVSeriesDomain
import TitleListFeature

/// The TV series context's answers as the screens' own models.
struct TVSeriesScreensMapper {
    func details(_ series: TVSeries) -> TVSeriesDetails {
        TVSeriesDetails(
            id: series.id, name: series.name, originalName: series.originalName, originalLanguage: series.originalLanguage.code,
            firstAirDate: series.firstAirDate?.isoString, lastAirDate: series.lastAirDate?.isoString, status: series.status,
            type: series.type, networks: series.networks, inProduction: series.inProduction, originCountries: series.originCountries,
            languages: series.languages.map(\.code), companies: series.companies, genres: series.genres.map(\.name),
            creators: series.creators.map { TVSeriesDetailsPerson(personID: $0.personID, name: $0.name) },
            numberOfSeasons: series.numberOfSeasons, numberOfEpisodes: series.numberOfEpisodes, episodeRunTimes: series.episodeRunTimes,
            voteAverage: series.rating?.average, voteCount: series.rating?.voteCount, figuresAsOf: series.figuresAsOf,
            overview: series.overview,
            seasons: series.seasons.map {
                TVSeriesDetailsSeason(
                    seasonNumber: $0.seasonNumber, name: $0.name, airDate: $0.airDate?.isoString, episodeCount: $0.episodeCount)
            }
        )
    }

    func season(_ season: TVSeason) -> TVSeasonDetails {
        TVSeasonDetails(
            seriesID: season.seriesID, seriesName: season.seriesName, seasonNumber: season.seasonNumber, name: season.name,
            airDate: season.airDate?.isoString, episodeCount: season.episodeCount,
            episodes: season.episodes.map {
                TVSeasonDetailsEpisode(episodeNumber: $0.episodeNumber, name: $0.name, airDate: $0.airDate?.isoString)
            }
        )
    }

    func episode(_ episode: TVEpisode) -> TVEpisodeDetails {
        TVEpisodeDetails(
            seriesID: episode.seriesID, seriesName: episode.seriesName, seasonNumber: episode.seasonNumber,
            episodeNumber: episode.episodeNumber, seasonEpisodeCount: episode.seasonEpisodeCount, name: episode.name,
            airDate: episode.airDate?.isoString, voteAverage: episode.rating?.average, voteCount: episode.rating?.voteCount,
            figuresAsOf: episode.figuresAsOf,
            guestStars: episode.guestStars.map { TVEpisodeDetailsGuestStar(personID: $0.personID, name: $0.name, character: $0.character) },
            crew: episode.crew.map {
                TVEpisodeDetailsCrewMember(personID: $0.personID, name: $0.name, job: $0.job, department: $0.department)
            }
        )
    }

    /// A series' aggregated credits on the cast and crew screen it shares with films.
    func castAndCrew(_ credits: TVSeriesCredits, firstAirDate: CalendarDate?) -> CastAndCrew {
        CastAndCrew(
            id: credits.seriesID, title: credits.seriesName, releaseDate: firstAirDate?.isoString,
            cast: credits.cast.map {
                CastAndCrewCastMember(
                    personID: $0.personID, name: $0.name, character: $0.characters.isEmpty ? nil : $0.characters.joined(separator: " / "),
                    episodeCount: $0.episodeCount)
            },
            crew: credits.crew.map {
                CastAndCrewCrewMember(
                    personID: $0.personID, name: $0.name, job: $0.jobs.joined(separator: ", "), department: $0.department,
                    episodeCount: $0.episodeCount)
            },
            kind: .tv, episodesHeld: credits.episodesHeld
        )
    }

    /// A page of series on the list screen it shares with films.
    func page(_ page: TVSeriesPage, subjectTitle: String? = nil) -> TitleListPage {
        TitleListPage(
            page: page.page, totalPages: page.totalPages, totalResults: page.totalResults,
            items: page.series.map {
                TitleListItem(
                    id: $0.id, title: $0.name, releaseDate: $0.firstAirDate?.isoString, voteAverage: $0.rating?.average,
                    voteCount: $0.rating?.voteCount, overview: $0.overview, kind: .tv,
                    figuresAsOf: $0.figuresAsOf)
            },
            subjectTitle: subjectTitle
        )
    }
}
