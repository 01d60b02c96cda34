import DesignSystem
import Foundation
import MovieDetailsFeature
import Presentation
import Testing

@Suite struct MovieDetailsViewTests {
    func text(_ movie: MovieDetails, width: Int = 80, colour: Bool = false) -> String {
        MovieDetailsView(theme: Theme(styler: Styler(isColourEnabled: colour), width: width)).render(.ready(movie))
    }

    @Test func showsTheFactsOfTheMovie() {
        let output = text(MovieDetailsFixtures.fightClub)
        #expect(output.hasPrefix("Fight Club (1999)\n████████▍░ 8.4/10 (26,280 votes)\n"))
        #expect(output.contains("Released  1999-10-15\n"))
        #expect(output.contains("Runtime   2h 19m\n"))
        #expect(output.contains("Genres    Drama\n"))
        #expect(output.contains("Director  David Fincher #7467\n"))
        #expect(output.contains("A sleepless office worker"))
        #expect(output.contains("Top cast\n"))
        #expect(output.contains("Brad Pitt #287" + String(repeating: " ", count: 14) + "Tyler Durden\n"))
    }

    @Test func marksEachLinkWhereItsLabelStands() {
        let movie = MovieDetailsFixtures.fightClub
        for width in [80, 40] {
            let linked = MovieDetailsView(theme: Theme(styler: Styler(isColourEnabled: true), width: width)).renderLinked(.ready(movie))
            let people = (movie.directors.compactMap(\.personID) + movie.cast.prefix(MovieDetails.topCastCount).compactMap(\.personID))
            #expect(linked.links.filter { $0.destination == .castAndCrew }.count == 1)
            #expect(linked.links.filter { $0.destination == .similarMovies }.count == 1)
            #expect(Set(people) == Set(linked.links.compactMap { if case .person(let id) = $0.destination { id } else { nil } }))
            for link in linked.links {
                let shown = linked.shown(link)
                #expect(!shown.isEmpty && link.label.hasPrefix(shown.replacingOccurrences(of: "…", with: "")), "\(link.label) at \(width)")
            }
        }
    }

    @Test func marksNoLinksWhileLoadingOrAfterAnError() {
        let view = MovieDetailsView(theme: .plain)
        #expect(view.renderLinked(.loading).links.isEmpty)
        #expect(view.renderLinked(.error(ViewStateError(kind: .notFound, message: "gone"))).links.isEmpty)
    }

    @Test func showsOnlyTheTopOfTheCast() {
        let output = text(MovieDetailsFixtures.fightClub)
        #expect(output.contains("Zach Grenier"))
        #expect(!output.contains("Holt McCallany"))
    }

    @Test func showsTheOriginalTitleWhenItDiffers() {
        let output = text(MovieDetailsFixtures.spiritedAway)
        #expect(output.hasPrefix("Spirited Away (2001)\n千と千尋の神隠し\n"))
        #expect(!text(MovieDetailsFixtures.fightClub).contains("Fight Club\nFight Club"))
    }

    @Test func noLineRunsPastTheWidth() {
        for width in [20, 40, 60] {
            for movie in [MovieDetailsFixtures.fightClub, MovieDetailsFixtures.spiritedAway] {
                let lines = text(movie, width: width).split(separator: "\n").map(String.init)
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width): \(lines)")
            }
        }
    }

    @Test func carriesNoEscapeCodesWithoutColour() {
        #expect(!text(MovieDetailsFixtures.fightClub).contains("\u{1B}"))
        #expect(text(MovieDetailsFixtures.fightClub, colour: true).contains("\u{1B}[1mFight Club (1999)\u{1B}[0m"))
    }

    @Test func namesEveryDirector() {
        let codirected = MovieDetails(
            id: 603, title: "The Matrix", originalTitle: "The Matrix", originalLanguage: "en", releaseDate: "1999-03-30",
            runtimeMinutes: 136, genres: ["Action", "Science Fiction"], overview: "", voteAverage: 8.2, voteCount: 10,
            directors: [
                MovieDetailsPerson(personID: 9340, name: "Lilly Wachowski"), MovieDetailsPerson(personID: 9339, name: "Lana Wachowski"),
            ],
            cast: []
        )
        let output = text(codirected)
        #expect(output.contains("Directors  Lilly Wachowski #9340, Lana Wachowski #9339\n"))
        #expect(!output.contains("Top cast"))
    }

    @Test func saysWhenTheSourceHoldsNoCredits() {
        let film = MovieDetails(
            id: 872_585, title: "Oppenheimer", originalTitle: nil, originalLanguage: "en", releaseDate: "2023-07-19",
            runtimeMinutes: 181, genres: ["Drama", "History"], overview: nil, voteAverage: 8.0, voteCount: 10_957, directors: [],
            cast: [], figuresAsOf: "2025-11", creditsKnown: false)
        let output = text(film)
        #expect(output.contains("\nCredits not in the embedded catalogue.\n"), "\(output)")
        #expect(!output.contains("Top cast"))
        #expect(output.hasPrefix("Oppenheimer (2023)\n████████░░"), "an unknown original title is not shown")
        #expect(!text(MovieDetailsFixtures.fightClub).contains("Credits not in"))
    }

    @Test func rendersTheWholeModelAsJSON() throws {
        let json = MovieDetailsView.renderJSON(.ready(MovieDetailsFixtures.fightClub))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(
            Set(document.keys) == [
                "id", "title", "originalTitle", "originalLanguage", "releaseDate", "runtimeMinutes", "genres", "overview",
                "voteAverage", "voteCount", "directors", "cast", "posterURL", "figuresAsOf", "creditsKnown",
            ])
        #expect(document["title"] as? String == "Fight Club")
        #expect(document["posterURL"] as? String == "https://images.example/w500/fightclub.jpg")
        let cast = try #require(document["cast"] as? [[String: Any]])
        #expect(cast.count == MovieDetailsFixtures.fightClub.cast.count)
        #expect(Set(cast[0].keys) == ["personId", "name", "character"])
    }

    @Test func theTextLeavesThePosterOut() {
        #expect(!text(MovieDetailsFixtures.fightClub).contains("images.example"))
    }

    @Test func writesWhatIsUnknownAsNull() throws {
        let unknown = MovieDetails(
            id: 1, title: "Untitled", originalTitle: "Untitled", originalLanguage: "en", releaseDate: nil, runtimeMinutes: nil,
            genres: [], overview: nil, voteAverage: nil, voteCount: nil, directors: [MovieDetailsPerson(personID: nil, name: "Someone")],
            cast: [MovieDetailsCastMember(personID: nil, name: "Anyone", character: nil)]
        )
        let json = MovieDetailsView.renderJSON(.ready(unknown))
        for key in [
            "releaseDate", "runtimeMinutes", "overview", "voteAverage", "voteCount", "personId", "character", "posterURL", "figuresAsOf",
        ] {
            #expect(json.contains("\"\(key)\" : null"), "\(key) is written as null: \(json)")
        }
    }

    @Test func reportsAnErrorInTextAndJSON() {
        let failure = ViewStateError(kind: .notFound, message: "No movie with id 99999999 in the embedded catalogue.")
        let view = MovieDetailsView(theme: .plain)
        #expect(view.render(.error(failure)) == "error: No movie with id 99999999 in the embedded catalogue.\n")
        #expect(MovieDetailsView.renderJSON(.error(failure)).contains(#""code" : "notFound""#))
    }

    @Test func followsEveryPersonWithTheIDThatOpensThem() {
        let movie = MovieDetailsFixtures.fightClub
        for width in [80, 40] {
            let output = text(movie, width: width)
            #expect(output.contains("David Fincher #7467"), "width \(width)")
            for member in movie.cast.prefix(MovieDetails.topCastCount) {
                #expect(output.contains("#\(member.personID ?? 0)"), "\(member.name) at width \(width): \(output)")
            }
        }
        #expect(text(movie, colour: true).contains("David Fincher \u{1B}[2m#7467\u{1B}[0m"), "the id is dim")
    }

    @Test func saysOnceAtItsFootWhenItsFiguresWereTaken() {
        let dated = MovieDetails(
            id: 550, title: "Fight Club", originalTitle: "Fight Club", originalLanguage: "en", releaseDate: "1999-10-15",
            runtimeMinutes: 139, genres: ["Drama"], overview: nil, voteAverage: 8.3, voteCount: 9413, directors: [], cast: [],
            figuresAsOf: "2017")
        let output = text(dated)
        #expect(output.hasSuffix("\n\nFigures as of 2017.\n"))
        #expect(output.components(separatedBy: "as of").count == 2, "said once")
        #expect(!text(MovieDetailsFixtures.fightClub).contains("as of"), "a live source's figures are today's: nothing is said")
    }

    @Test func endsItsMoreLinksWithTheChatWhenItIsOffered() {
        let state = ViewState<MovieDetails>.ready(MovieDetailsFixtures.fightClub)
        let offering = MovieDetailsView(theme: .plain, offersChat: true)
        let linked = offering.renderLinked(state)
        #expect(linked.lines.suffix(4) == ["More", "  Full cast and crew", "  Movies like it", "  Ask about it"])
        #expect(linked.links.last?.destination == .askAboutIt)
        #expect(linked.links.last.map(linked.shown) == "Ask about it")
        #expect(offering.render(state) == MovieDetailsView(theme: .plain).render(state), "the one-shot text is the same")
        #expect(!MovieDetailsView(theme: .plain).renderLinked(state).links.contains { $0.destination == .askAboutIt })
    }
}
