import Foundation
import Testing

/// The embedded catalogue's films of 2000–2025, which came without credits: search, discovery and
/// the film's own screens see them, and say what is not known.
@Suite struct LaterFilmsEndToEndTests {
    @Test func aFilmOf2023IsFoundAndDiscoveredOffline() throws {
        try Popcorn.scoped { popcorn in
            let search = try popcorn.run("search", "oppenheimer", "--json")
            #expect(search.status == 0, "\(search.stderr)")
            #expect(try search.items().first?["id"] as? Int == 872_585)
            let discovered = try popcorn.run("discover", "movie", "--year", "2023", "--sort", "popularity", "--json")
            #expect(discovered.status == 0, "\(discovered.stderr)")
            let rows = try discovered.items()
            #expect(rows.count == 20)
            #expect(rows.allSatisfy { ($0["releaseDate"] as? String)?.hasPrefix("2023-") == true })
            let text = try popcorn.run("discover", "movie", "--year", "2023", "--sort", "popularity")
            #expect(text.stdout.contains("Napoleon #753342"), "\(text.stdout)")
        }
    }

    @Test func aFilmWithoutCreditsSaysTheyAreNotInTheCatalogue() throws {
        try Popcorn.scoped { popcorn in
            let movie = try popcorn.run("movie", "872585")
            #expect(movie.status == 0, "\(movie.stderr)")
            #expect(movie.stdout.hasPrefix("Oppenheimer (2023)\n"))
            #expect(movie.stdout.contains("Runtime   3h 1m\n"))
            #expect(movie.stdout.contains("\nCredits not in the embedded catalogue.\n"), "\(movie.stdout)")
            #expect(movie.stdout.hasSuffix("\n\nFigures as of 2025-11.\n"), "\(movie.stdout)")
            let cast = try popcorn.run("movie", "872585", "--cast")
            #expect(cast.stdout.contains("Credits not in the embedded catalogue."), "\(cast.stdout)")
            #expect(!cast.stdout.contains("No cast is listed."))
            let document = try popcorn.run("movie", "872585", "--json").document()
            #expect(document["creditsKnown"] as? Bool == false)
            #expect(try popcorn.run("movie", "550", "--json").document()["creditsKnown"] as? Bool == true)
        }
    }

    @Test func aFilmOnlyThe2025FileHoldsHasNoOriginalTitle() throws {
        try Popcorn.scoped { popcorn in
            let document = try popcorn.run("movie", "1062722", "--json").document()
            #expect(document["title"] as? String == "Frankenstein")
            #expect(document["originalTitle"] is NSNull)
        }
    }
}
