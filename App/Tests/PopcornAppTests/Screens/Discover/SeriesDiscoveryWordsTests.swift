import Presentation
import TVSeriesDomain
import Testing

@testable import PopcornApp

/// `popcorn discover tv`'s words read into the TV series context's filter and sort.
@Suite struct SeriesDiscoveryWordsTests {
    @Test func everyOptionBecomesItsPartOfTheFilter() throws {
        var place = DiscoverPlace(kind: .tv)
        place.genres = ["drama", "science fiction"]
        place.anyGenre = true
        place.year = "1990-1999"
        place.minRating = "7.5"
        place.minVotes = "50"
        place.language = "en"
        place.sort = .date
        place.reverse = true
        let (filter, sort) = try DiscoverySource.seriesFilter(place)
        #expect(
            filter
                == TVSeriesDiscoveryFilter(
                    genreNames: ["drama", "science fiction"], genreMatch: .any, earliestYear: 1990, latestYear: 1999, minimumRating: 7.5,
                    minimumVotes: 50, originalLanguage: "en"))
        #expect(sort == TVSeriesDiscoverySort(.firstAirDate, reversed: true))
    }

    @Test func oneYearIsItsOwnSpanAndTheSortsAreTheSeriesOwn() throws {
        var place = DiscoverPlace(kind: .tv)
        place.year = "2011"
        let (filter, sort) = try DiscoverySource.seriesFilter(place)
        #expect(filter.earliestYear == 2011 && filter.latestYear == 2011)
        #expect(sort == TVSeriesDiscoverySort(.popularity))
        place.sort = .title
        #expect(try DiscoverySource.seriesFilter(place).1 == TVSeriesDiscoverySort(.name))
        place.sort = .rating
        #expect(try DiscoverySource.seriesFilter(place).1 == TVSeriesDiscoverySort(.rating))
    }

    @Test func runtimeAndKeywordsAreForFilmsOnly() {
        var place = DiscoverPlace(kind: .tv)
        place.runtime = "30-60"
        #expect(throws: ViewStateError.self) { try DiscoverySource.seriesFilter(place) }
        do {
            _ = try DiscoverySource.seriesFilter(place)
        } catch {
            #expect(error.kind == .invalidRequest && error.message.hasPrefix("--runtime is for films only"))
        }
        place.runtime = nil
        place.keywords = ["dragons"]
        do {
            _ = try DiscoverySource.seriesFilter(place)
            Issue.record("--keyword was taken for series")
        } catch {
            #expect(error.kind == .invalidRequest && error.message.hasPrefix("--keyword is for films only"))
        }
    }
}
