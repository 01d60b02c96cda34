import CoreDomain
import TVSeriesDomain
import TVSeriesTestSupport
import Testing

@Suite struct TVSeriesDiscoveryRulesTests {
    @Test func anEmptyFilterCanBeAsked() {
        #expect(TVSeriesDiscoveryRules.error(for: TVSeriesDiscoveryFilter()) == nil)
    }

    @Test func aRangeOfYearsMustNotStartAfterItEnds() {
        let filter = TVSeriesDiscoveryFilter(earliestYear: 2000, latestYear: 1990)
        #expect(TVSeriesDiscoveryRules.error(for: filter) == .yearsReversed(earliest: 2000, latest: 1990))
        #expect(TVSeriesDiscoveryRules.error(for: TVSeriesDiscoveryFilter(earliestYear: 1999, latestYear: 1999)) == nil)
    }

    @Test(arguments: [1899, 2101])
    func aYearMustBeOneASeriesCouldAirIn(year: Int) {
        #expect(TVSeriesDiscoveryRules.error(for: TVSeriesDiscoveryFilter(earliestYear: year, latestYear: year)) == .yearOutOfRange(year))
    }

    @Test(arguments: [-0.5, 10.1])
    func aRatingIsFromZeroToTen(rating: Double) {
        #expect(TVSeriesDiscoveryRules.error(for: TVSeriesDiscoveryFilter(minimumRating: rating)) == .ratingOutOfRange(rating))
    }

    @Test(arguments: [0.0, 10.0])
    func theEndsOfTheRatingScaleCanBeAsked(rating: Double) {
        #expect(TVSeriesDiscoveryRules.error(for: TVSeriesDiscoveryFilter(minimumRating: rating)) == nil)
    }

    @Test func votesCannotBeNegative() {
        #expect(TVSeriesDiscoveryRules.error(for: TVSeriesDiscoveryFilter(minimumVotes: -1)) == .negativeVotes(-1))
    }

    @Test(arguments: ["english", "e", "e1", ""])
    func aLanguageIsTwoLetters(code: String) {
        #expect(TVSeriesDiscoveryRules.error(for: TVSeriesDiscoveryFilter(originalLanguage: code)) == .invalidLanguage(code))
    }

    @Test func aLanguageIsAskedInLowerCase() {
        let query = TVSeriesDiscoveryRules.query(TVSeriesDiscoveryFilter(originalLanguage: "JA"), genres: [], sort: TVSeriesDiscoverySort())
        #expect(query.originalLanguage == "ja")
    }

    @Test func aSortByRatingNeedsTheTopRatedVotesUnlessVotesAreGiven() {
        let rating = TVSeriesDiscoverySort(.rating)
        #expect(TVSeriesDiscoveryRules.minimumVotes(for: TVSeriesDiscoveryFilter(), sort: rating) == TopRatedTVSeriesRule.minimumVotes)
        #expect(TVSeriesDiscoveryRules.minimumVotes(for: TVSeriesDiscoveryFilter(minimumVotes: 5), sort: rating) == 5)
        #expect(TVSeriesDiscoveryRules.minimumVotes(for: TVSeriesDiscoveryFilter(), sort: TVSeriesDiscoverySort(.name)) == nil)
    }

    @Test(arguments: ["drama", "DRAMA", " Drama "])
    func genresMatchWithoutCase(name: String) {
        #expect(TVSeriesDiscoveryRules.genre(named: name, among: TVSeriesGenreFixtures.list) == TVSeriesGenreFixtures.drama)
    }

    @Test(arguments: [
        ("Science Fiction", TVSeriesGenreFixtures.sciFiAndFantasy), ("fantasy", TVSeriesGenreFixtures.sciFiAndFantasy),
        ("Action", TVSeriesGenreFixtures.actionAndAdventure), ("adventure", TVSeriesGenreFixtures.actionAndAdventure),
        ("War", TVSeriesGenreFixtures.warAndPolitics),
    ])
    func aFilmGenreStandsForTheSeriesGenreThatHoldsIt(name: String, genre: Genre) {
        #expect(TVSeriesDiscoveryRules.genre(named: name, among: TVSeriesGenreFixtures.list) == genre)
    }

    @Test func aGenreNoSeriesGenreHoldsIsNone() {
        #expect(TVSeriesDiscoveryRules.genre(named: "Horror", among: TVSeriesGenreFixtures.list) == nil)
        #expect(TVSeriesDiscoveryRules.genre(named: "nonsense", among: TVSeriesGenreFixtures.list) == nil)
    }

    @Test func theKeyOfAQuerySaysEverythingItAsks() {
        let filter = TVSeriesDiscoveryFilter(
            genreMatch: .any, earliestYear: 1990, latestYear: 1999, minimumRating: 7, originalLanguage: "en")
        let query = TVSeriesDiscoveryRules.query(
            filter, genres: [TVSeriesGenreFixtures.drama, TVSeriesGenreFixtures.crime], sort: TVSeriesDiscoverySort(.rating, reversed: true)
        )
        #expect(query.key == "genres=18|80;from=1990;to=1999;rating=7.0;votes=100;language=en;sort=rating.reversed")
    }
}
