import EmbeddedCatalogue
import TVSeriesDomain

/// A series' credits, row by row from the catalogue, in the TV series context's terms; the context
/// itself tells the series' credits from them (`TVSeriesCreditsAggregator`).
struct CatalogueTVSeriesCreditsMapper {
    func map(_ record: CatalogueSeriesCredits) -> TVSeriesCredits {
        TVSeriesCreditsAggregator().credits(
            ofSeriesWithID: record.seriesID,
            named: record.seriesName,
            creators: record.creators.map { TVCreator(personID: $0.personID, name: $0.name) },
            mainCast: record.mainCast.map {
                TVMainCastMember(personID: $0.personID, name: $0.name, character: $0.character, episodeCount: $0.episodeCount)
            },
            guestStars: record.guestStars.map {
                TVEpisodeCredit(
                    seasonNumber: $0.seasonNumber, episodeNumber: $0.episodeNumber, personID: $0.credit.personID, name: $0.credit.name,
                    role: $0.credit.character, department: nil)
            },
            crew: record.crew.map {
                TVEpisodeCredit(
                    seasonNumber: $0.seasonNumber, episodeNumber: $0.episodeNumber, personID: $0.credit.personID, name: $0.credit.name,
                    role: $0.credit.job, department: $0.credit.department)
            },
            episodesHeld: record.episodesHeld
        )
    }
}
