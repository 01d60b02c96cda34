import CoreDomain
import Foundation
import TVSeriesDetailsFeature
import TVSeriesDomain

/// A TV series context `TVSeries` as the series screen's `TVSeriesDetails`.
struct TVSeriesDetailsMapper {
    func map(_ series: TVSeries) -> TVSeriesDetails {
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
                    seasonNumber: $0.seasonNumber, name: $0.name, airDate: $0.airDate?.isoString, episodeCount: $0.episodeCount,
                    episodeCountAsOf: $0.figuresAsOf, lastAirDate: $0.lastAirDate?.isoString)
            },
            posterURL: series.posterURL?.absoluteString
        )
    }
}
