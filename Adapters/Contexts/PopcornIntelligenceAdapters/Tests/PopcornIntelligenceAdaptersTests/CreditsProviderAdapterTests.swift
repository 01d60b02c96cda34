import CoreDomain
import IntelligenceDomain
import MoviesApplication
import MoviesDomain
import PopcornIntelligenceAdapters
import TVSeriesApplication
import TVSeriesDomain
import TestDoubles
import Testing

/// The seam for credits: a film's from the Movies context, a series' from the TV series context,
/// both as Intelligence's cast and crew; people without an id are left out.
@Suite struct CreditsProviderAdapterTests {
    let fetchMovieCredits = MockFetchMovieCreditsUseCase()
    let fetchTVSeriesCredits = MockFetchTVSeriesCreditsUseCase()
    var provider: some CreditsProviding {
        PopcornIntelligenceAdaptersFactory().makeCreditsProvider(
            fetchMovieCredits: fetchMovieCredits, fetchTVSeriesCredits: fetchTVSeriesCredits)
    }

    @Test func aFilmsCreditsComeFromTheMoviesContext() async throws {
        fetchMovieCredits.answers.stub {
            $0 = MovieCredits(
                movieID: 550,
                cast: [
                    MoviesDomain.CastMember(personID: 287, name: "Brad Pitt", character: "Tyler Durden", order: 1),
                    MoviesDomain.CastMember(personID: nil, name: "Uncredited Extra", character: nil, order: 2),
                ],
                crew: [MoviesDomain.CrewMember(personID: 7467, name: "David Fincher", job: "Director", department: "Directing")])
        }
        let credits = try await provider.credits(of: TitleReference(kind: .movie, id: 550))
        #expect(
            credits
                == Credits(
                    cast: [IntelligenceDomain.CastMember(personID: 287, name: "Brad Pitt", character: "Tyler Durden")],
                    crew: [IntelligenceDomain.CrewMember(personID: 7467, name: "David Fincher", job: "Director", department: "Directing")]))
        #expect(fetchMovieCredits.answers.calls == [550])
        #expect(fetchTVSeriesCredits.answers.calls.isEmpty)
    }

    @Test func aSeriesCreditsComeFromTheTVSeriesContextOneEntryAJob() async throws {
        fetchTVSeriesCredits.answers.stub {
            $0 = TVSeriesCredits(
                seriesID: 1399, seriesName: "Game of Thrones",
                cast: [
                    TVSeriesCastCredit(
                        personID: 22970, name: "Peter Dinklage", characters: ["Tyrion Lannister", "Tyrion"], episodeCount: 67)
                ],
                crew: [
                    TVSeriesCrewCredit(
                        personID: 9813, name: "David Benioff", department: "Writing", jobs: ["Writer", "Executive Producer"],
                        episodeCount: 50)
                ],
                episodesHeld: 73)
        }
        let credits = try await provider.credits(of: TitleReference(kind: .tv, id: 1399))
        #expect(
            credits
                == Credits(
                    cast: [IntelligenceDomain.CastMember(personID: 22970, name: "Peter Dinklage", character: "Tyrion Lannister / Tyrion")],
                    crew: [
                        IntelligenceDomain.CrewMember(personID: 9813, name: "David Benioff", job: "Writer", department: "Writing"),
                        IntelligenceDomain.CrewMember(
                            personID: 9813, name: "David Benioff", job: "Executive Producer", department: "Writing"),
                    ]))
        #expect(fetchTVSeriesCredits.answers.calls == [1399])
    }

    @Test func missingOrRefusedIsNotFoundAndTheSourcesFailureCarriesOver() async {
        fetchMovieCredits.answers.fail(with: .notFound(9))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.credits(of: TitleReference(kind: .movie, id: 9)) }
        fetchTVSeriesCredits.answers.fail(with: .invalidID(0))
        await #expect(throws: CatalogueLookupError.notFound) { try await provider.credits(of: TitleReference(kind: .tv, id: 0)) }
        fetchTVSeriesCredits.answers.fail(with: .source(.unavailable("offline")))
        await #expect(throws: CatalogueLookupError.source(.unavailable("offline"))) {
            try await provider.credits(of: TitleReference(kind: .tv, id: 1399))
        }
    }
}
