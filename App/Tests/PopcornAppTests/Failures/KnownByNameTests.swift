import CoreDomain
import MoviesApplication
import PeopleApplication
import Presentation
import TVSeriesApplication
import TVSeriesDomain
import Testing

@testable import PopcornApp

/// A title added from TMDb's exports is found by search, but the catalogue has no details of it:
/// `popcorn movie 999999901` says Popcorn knows it only by name, and how to see it, rather than
/// that no movie has that id.
@Suite struct KnownByNameTests {
    static let quokka = MissingItem(kind: .movie, id: 999_999_901)

    /// A wording whose index knows one name for each kind, under the quokka's id.
    var wording: FailureWording {
        var wording = FailureWording(source: "the embedded catalogue")
        wording.knownName = { item in
            guard item.id == Self.quokka.id else { return nil }
            return switch item.kind {
            case .movie: "Quokka Dreams"
            case .tv: "Quokka Nights"
            case .person: "Quinn Okka"
            }
        }
        return wording
    }

    func failure<Failure: WordedFailure>(_ error: Failure, with wording: FailureWording? = nil) async -> ViewStateError? {
        let outcome = await (wording ?? self.wording).outcome { () async throws(Failure) -> Int in throw error }
        guard case .failure(let worded) = outcome else { return nil }
        return worded
    }

    @Test func aFilmKnownOnlyByNameIsSaidToBeSoWithWhereToSeeIt() async throws {
        let error = try #require(await failure(MovieLookupError.notFound(999_999_901)))
        #expect(error.kind == .notFound)
        #expect(ExitStatus.code(for: error.kind) == 1)
        #expect(
            error.message
                == "Popcorn knows movie 999999901 only by name, “Quokka Dreams”, from TMDb's exports: "
                + "the embedded catalogue holds no details.")
        #expect(error.suggestion?.contains("`popcorn movie 999999901 --source tmdb`") == true)
        #expect(error.suggestion?.contains("TMDB_API_READ_ACCESS_TOKEN") == true)
        // Its cast, and films like it, fail the same way.
        #expect(await failure(FetchSimilarMoviesError.lookup(.notFound(999_999_901)))?.message == error.message)
    }

    @Test func seriesAndPeopleKnownOnlyByNameAreSaidSoToo() async throws {
        let series = try #require(await failure(TVSeriesLookupError.notFound(999_999_901)))
        #expect(series.message.hasPrefix("Popcorn knows series 999999901 only by name, “Quokka Nights”"))
        #expect(series.suggestion?.contains("`popcorn tv 999999901 --source tmdb`") == true)
        let season = await failure(FetchTVSeasonDetailsError.notFound(.series(999_999_901)))
        #expect(season?.message == series.message)
        let episode = await failure(FetchTVEpisodeDetailsError.notFound(.series(999_999_901)))
        #expect(episode?.message == series.message)
        let person = try #require(await failure(PersonLookupError.notFound(999_999_901)))
        #expect(person.message.hasPrefix("Popcorn knows person 999999901 only by name, “Quinn Okka”"))
        #expect(person.suggestion?.contains("`popcorn person 999999901 --source tmdb`") == true)
    }

    @Test func anIDNobodyKnowsIsStillNotFound() async {
        #expect(await failure(MovieLookupError.notFound(999_999_902))?.message == "No movie has id 999999902 in the embedded catalogue.")
        #expect(
            await failure(MovieLookupError.notFound(999_999_901), with: FailureWording(source: "the embedded catalogue"))?.message
                == "No movie has id 999999901 in the embedded catalogue.", "nothing is asked when nothing can answer")
    }

    /// Only a missing id is asked about: a season the series lacks, or a source that failed, is
    /// said as it was.
    @Test func otherFailuresAreNotAskedAbout() async {
        let season = await failure(FetchTVSeasonDetailsError.notFound(.season(seriesID: 999_999_901, seasonNumber: 9, available: [1])))
        #expect(season?.message.hasPrefix("Series 999999901 has no season 9") == true)
        let unavailable = await failure(MovieLookupError.source(.unavailable("the disk is gone")))
        #expect(unavailable?.kind == .unavailable)
        #expect(MovieLookupError.invalidID(0).missingItem == nil)
    }
}
