import EmbeddedCatalogueTestSupport
import Testing

@testable import EmbeddedCatalogue

/// The films of `later-films.tsv`: stored as those of `movies.jsonl` are, their credits not
/// recorded, and a mistake in the file named by line and column.
@Suite struct LaterFilmsTests {
    /// The reason the catalogue gives for refusing `seed`, or nil when it builds.
    func failure(of seed: CatalogueSeed) -> String? {
        do {
            _ = try CatalogueStore.inMemory(seed: seed)
            return nil
        } catch {
            guard case .seedInvalid(let reason) = error else { return "unexpected \(error)" }
            return reason
        }
    }

    func seed(withLaterFilm lines: String) -> CatalogueSeed { TestSeeds.withLaterFilm(lines) }

    @Test func aFilmOnlyInTheTSVIsFoundWithItsFactsAndGenresInOrder() throws {
        let store = try CatalogueStore.inMemory(seed: TestSeeds.withLaterFilm())
        let movie = try #require(try store.movie(id: 937_287))
        #expect(movie.title == "Challengers")
        #expect(movie.originalTitle == nil)
        #expect(movie.originalLanguage == "en")
        #expect(movie.releaseDate == "2024-04-18")
        #expect(movie.runtime == 132)
        #expect(movie.overview == nil)
        #expect(movie.voteAverage == 6.939 && movie.voteCount == 2427)
        #expect(movie.popularity == 52.833)
        #expect(movie.figuresAsOf == "2025-11")
        #expect(movie.genres == [CatalogueGenre(id: 18, name: "Drama"), CatalogueGenre(id: 10749, name: "Romance")])
    }

    @Test func itsCreditsAreNotRecorded() throws {
        let store = try CatalogueStore.inMemory(seed: TestSeeds.withLaterFilm())
        let credits = try #require(try store.credits(forMovieID: 937_287))
        #expect(!credits.isRecorded)
        #expect(credits.cast.isEmpty && credits.crew.isEmpty)
        #expect(try store.credits(forMovieID: 550)?.isRecorded == true)
    }

    @Test func aLaterFilmTakesItsPlaceInTheLists() throws {
        let store = try CatalogueStore.inMemory(seed: TestSeeds.withLaterFilm())
        let list = try store.movies(orderedBy: .popularity, limit: 10, offset: 0)
        #expect(list.movies.map(\.id) == [603, 807, 550, 937_287, 194])
        #expect(list.totalCount == 5)
    }

    @Test func aMistakeIsNamedByLineAndColumn() {
        let base = ["937287", "Challengers", "", "en", "2024-04-18", "132", "Drama|Romance", "", "", "", "55000000", "94182533"]
        let rest = ["Released", "6.939", "2427", "52.833", "2025-11"]
        func line(_ fields: [String]) -> String { fields.joined(separator: "\t") }
        #expect(
            failure(of: seed(withLaterFilm: line(base + rest.dropLast())))
                == "later-films.tsv line 2: 16 fields, not 17")
        var undated = base
        undated[4] = "2024-02-30"
        #expect(
            failure(of: seed(withLaterFilm: line(undated + rest)))
                == #"later-films.tsv line 2 column 5 (releaseDate): "2024-02-30" is not a day in the form yyyy-mm-dd"#)
        var western = base
        western[6] = "Drama|Western"
        #expect(
            failure(of: seed(withLaterFilm: line(western + rest)))
                == #"later-films.tsv line 2 column 7 (genres): genre "Western" is not in genres.jsonl"#)
        var twice = base
        twice[6] = "Drama|Drama"
        #expect(
            failure(of: seed(withLaterFilm: line(twice + rest)))
                == #"later-films.tsv line 2 column 7 (genres): genre "Drama" is listed twice"#)
        var gap = base
        gap[9] = "A||B"
        #expect(
            failure(of: seed(withLaterFilm: line(gap + rest)))
                == #"later-films.tsv line 2 column 10 (companies): "A||B" has an empty item or is not UTF-8"#)
        var untimed = base
        untimed[5] = "two hours"
        #expect(
            failure(of: seed(withLaterFilm: line(untimed + rest)))
                == #"later-films.tsv line 2 column 6 (runtime): "two hours" is not a whole number"#)
        #expect(
            failure(of: seed(withLaterFilm: line(base + ["Released", "6.939", "", "52.833", "2025-11"])))
                == "later-films.tsv line 2 column 15 (voteCount): voteAverage (0...10) and voteCount (from 1) are both given or both empty")
        #expect(
            failure(of: seed(withLaterFilm: line(base + ["Released", "6.939", "2427", "", "2025-11"])))
                == "later-films.tsv line 2 column 16 (popularity): is empty; it is required")
    }

    @Test func idsAreSortedAndNotInMoviesJSONL() {
        let rest = "\tChallengers\t\ten\t2024-04-18\t132\tDrama|Romance\t\t\t\t55000000\t94182533\tReleased\t6.939\t2427\t52.833\t2025-11"
        #expect(
            failure(of: seed(withLaterFilm: "550" + rest))
                == "later-films.tsv line 2 column 1 (id): film 550 is in movies.jsonl too")
        #expect(
            failure(of: seed(withLaterFilm: "937287" + rest + "\n" + "900000" + rest))
                == "later-films.tsv line 3 column 1 (id): film 900000 comes after film 937287: the films are sorted by id, each once")
        #expect(
            failure(of: seed(withLaterFilm: "0" + rest)) == "later-films.tsv line 2 column 1 (id): 0 is not positive")
    }

    @Test func filmsReadBlockAfterBlockAreAllWrittenAndTheFirstMistakeIsTheOneNamed() throws {
        // Three blocks and a bit (`SeedLaterFilms.blockLines`), each read beside the writing of the one before.
        let count = 3 * SeedLaterFilms.blockLines + 10
        func line(_ id: Int, runtime: String = "100") -> String {
            "\(id)\tFilm \(id)\t\ten\t2024-01-01\t\(runtime)\tDrama\t\t\t\t\t\tReleased\t\t\t1.5\t2025-11"
        }
        var lines = (1...count).map { line(1_000_000 + $0) }
        let store = try CatalogueStore.inMemory(seed: seed(withLaterFilm: lines.joined(separator: "\n")))
        #expect(try store.movie(id: 1_000_001)?.title == "Film 1000001")
        #expect(try store.movie(id: 1_000_000 + count)?.title == "Film \(1_000_000 + count)")
        #expect(try store.movies(orderedBy: .popularity, limit: 1, offset: 0).totalCount == 5 + count - 1)
        // A film out of order in the second block, and a line that does not read in the third: the
        // file's first mistake is the one named, whichever block was read first.
        let late = SeedLaterFilms.blockLines + 5
        lines[late] = line(1_000_000 + late - 3)
        lines[2 * SeedLaterFilms.blockLines + 7] = line(1_000_000 + 2 * SeedLaterFilms.blockLines + 8, runtime: "long")
        #expect(
            failure(of: seed(withLaterFilm: lines.joined(separator: "\n")))
                == "later-films.tsv line \(late + 2) column 1 (id): film \(1_000_000 + late - 3) comes after film \(1_000_000 + late): "
                + "the films are sorted by id, each once")
        lines[late] = line(1_000_000 + late + 1)
        #expect(
            failure(of: seed(withLaterFilm: lines.joined(separator: "\n")))
                == #"later-films.tsv line \#(2 * SeedLaterFilms.blockLines + 9) column 6 (runtime): "long" is not a whole number"#)
    }

    @Test func theHeaderMustNameTheColumns() {
        let seed = TestSeeds.seed(replacing: "originalTitle\toriginalLanguage", with: "originalLanguage\toriginalTitle")
        #expect(failure(of: seed)?.hasPrefix("later-films.tsv line 1: the header is not the columns id, title,") == true)
    }
}
