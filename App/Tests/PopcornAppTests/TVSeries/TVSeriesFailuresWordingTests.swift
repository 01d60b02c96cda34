import CoreDomain
import Presentation
import TVSeriesApplication
import TVSeriesDomain
import Testing

@testable import PopcornApp

@Suite struct TVSeriesFailuresWordingTests {
    let wording = FailureWording(source: "the embedded catalogue")

    @Test func aMissingSeasonSaysWhichSeasonsThereAre() {
        let error = FetchTVSeasonDetailsError.notFound(.season(seriesID: 1399, seasonNumber: 99, available: Array(0...8))).worded(
            by: wording)
        #expect(error.kind == .notFound)
        #expect(error.message == "Series 1399 has no season 99 in the embedded catalogue: its seasons are 0 to 8.")
        #expect(error.suggestion == "See them all with `popcorn tv 1399`.")
    }

    @Test func aMissingEpisodeSaysHowManyTheSeasonHas() {
        let lookup = TVLookup.episode(seriesID: 1399, seasonNumber: 1, episodeNumber: 11, episodeCount: 10)
        #expect(
            FetchTVEpisodeDetailsError.notFound(lookup).worded(by: wording).message
                == "There is no episode 11 of season 1 of series 1399: the season has 10 episodes.")
        let notHeld = FetchTVEpisodeDetailsError.notFound(.episodesNotHeld(seriesID: 1399, seasonNumber: 3)).worded(by: wording)
        #expect(notHeld.message == "The embedded catalogue does not hold the episodes of season 3 of series 1399.")
    }

    @Test func aSeasonOrAnEpisodeOutOfRangeGivesAHintAsOtherErrorsDo() {
        let season = FetchTVEpisodeDetailsError.invalidSeason(-1).worded(by: wording)
        #expect(season.message == "Season -1 is out of range: seasons count from 0 to 2,147,483,647 (season 0 holds the specials).")
        #expect(season.suggestion == "`popcorn tv <id>` lists a series' seasons.")
        let episode = FetchTVEpisodeDetailsError.invalidEpisode(0).worded(by: wording)
        #expect(episode.kind == .invalidRequest)
        #expect(episode.message == "Episode 0 is out of range: episodes count from 1 to 2,147,483,647.")
        #expect(episode.suggestion == "`popcorn tv <id> season <n>` lists a season's episodes.")
    }

    @Test func seriesIDsAndListsReadAsForFilms() {
        #expect(FetchTVSeriesDetailsError.notFound(42).worded(by: wording).message == "No series has id 42 in the embedded catalogue.")
        #expect(FetchTVSeriesCreditsError.invalidID(0).worded(by: wording) == FailureWording.invalidID(0, of: .series))
        #expect(FetchSimilarTVSeriesError.page(.outOfRange(0)).worded(by: wording) == wording.page(.outOfRange(0)))
        #expect(FetchPopularTVSeriesError.source(.unavailable("x")).worded(by: wording).kind == .unavailable)
    }
}
